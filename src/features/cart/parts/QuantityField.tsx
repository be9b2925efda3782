import { type KeyboardEvent, useId, useState } from 'react';
import { Button, cx, StepIcon, stepper } from '@/ui';
import {
  IDLE_QUANTITY_FIELD,
  QUANTITY_LIMITS,
  type QuantityFieldEvent,
  type QuantityFieldState,
  type QuantityProblem,
  quantityFieldStep,
} from '../quantities/limits';
import { cartTexts } from '../texts';
import styles from './QuantityField.module.css';

const texts = cartTexts.quantity;

const problemText: Record<QuantityProblem, string> = {
  empty: texts.empty,
  tooSmall: texts.tooSmall,
  tooLarge: texts.tooLarge,
  notANumber: texts.notANumber,
};

export interface QuantityFieldProps {
  /** Names the field and its buttons for screen readers ('Jumlah Kopi Gayo Wine'). */
  productName: string;
  /** The line's quantity: always 1..99, whatever is typed. */
  quantity: number;
  onChange: (quantity: number) => void;
  isDisabled?: boolean;
}

/**
 * A cart line's quantity: minus, the number, plus. Typing takes any whole number from 1 to
 * 99 at once; anything else (0, 100, -1, 1e3, letters, pasted text) is refused with a
 * sentence saying why and which quantity is kept, and the field shows that quantity again
 * once left. The design system's NumberStepper clamps 100 to 99 and swallows letters without
 * a word, which a shopper cannot tell from a typo.
 */
export function QuantityField({
  productName,
  quantity,
  onChange,
  isDisabled = false,
}: QuantityFieldProps) {
  const messageId = useId();
  const [field, setField] = useState<QuantityFieldState>(IDLE_QUANTITY_FIELD);

  const apply = (event: QuantityFieldEvent) => {
    const next = quantityFieldStep(field, quantity, event);
    setField(next.field);
    if (next.quantity !== quantity) onChange(next.quantity);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      apply({ type: 'stepped', by: event.key === 'ArrowUp' ? 1 : -1 });
    } else if (event.key === 'Enter') {
      event.currentTarget.blur();
    }
  };

  const problem = field.problem;
  return (
    <div className={styles.field}>
      <div className={cx(stepper.group, styles.group)} data-invalid={problem !== null || undefined}>
        <Button
          variant="ghost"
          className={styles.step}
          aria-label={texts.decrease(productName)}
          isDisabled={isDisabled || quantity <= QUANTITY_LIMITS.min}
          onPress={() => apply({ type: 'stepped', by: -1 })}
        >
          <StepIcon kind="minus" />
        </Button>
        <input
          aria-label={texts.label(productName)}
          className={cx(stepper.input, styles.input)}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          disabled={isDisabled}
          value={field.text ?? String(quantity)}
          aria-invalid={problem !== null || undefined}
          aria-describedby={problem !== null ? messageId : undefined}
          onChange={(event) => apply({ type: 'typed', text: event.target.value })}
          onBlur={() => apply({ type: 'left' })}
          onKeyDown={onKeyDown}
        />
        <Button
          variant="ghost"
          className={styles.step}
          aria-label={texts.increase(productName)}
          isDisabled={isDisabled || quantity >= QUANTITY_LIMITS.max}
          onPress={() => apply({ type: 'stepped', by: 1 })}
        >
          <StepIcon kind="plus" />
        </Button>
      </div>
      <p id={messageId} className={styles.problem} aria-live="polite">
        {problem !== null && `${problemText[problem]} ${texts.kept(quantity)}`}
      </p>
    </div>
  );
}
