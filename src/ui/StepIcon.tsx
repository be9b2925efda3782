import { Icon } from './Icon';

// Its own module: the cart's quantity field draws these without react-aria's number field.

/** The minus or plus of a stepper, for a quantity control that is not a NumberStepper. */
export function StepIcon({ kind }: { kind: 'minus' | 'plus' }) {
  return (
    <Icon strokeWidth={2.25}>
      <path d="M5 12h14" />
      {kind === 'plus' && <path d="M12 5v14" />}
    </Icon>
  );
}
