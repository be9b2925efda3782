import { type ComponentProps, useId } from 'react';
import { useController, useWatch } from 'react-hook-form';
import type { SharedBlend } from '@/api/sharedBlends';
import { fieldProps, useZodForm } from '@/lib/zodForm';
import {
  Button,
  ConfirmFlowDialogs,
  cx,
  layout,
  NumberStepper,
  Price,
  RadioGroup,
  ResponsiveDialog,
  Select,
} from '@/ui';
import {
  type BuyValues,
  buySchema,
  defaultBuyValues,
  packagingsOf,
  QUANTITY_LIMITS,
  unitsOf,
} from '../buyForm';
import { useBuySharedBlend } from '../hooks/useBuySharedBlend';
import { sharedBlendTexts } from '../texts';
import styles from './BuySharedBlendDialog.module.css';
import { GrindField } from './GrindField';

const texts = sharedBlendTexts.form;

export type BuySharedBlendDialogProps = { blend: SharedBlend } & Required<
  Pick<ComponentProps<typeof ResponsiveDialog>, 'isOpen' | 'onOpenChange'>
>;

/**
 * 'Beli blend ini' for a customer: packaging, its size, the grind (a coffee bag's; a drip
 * bag's is ground for drip) and how many, at today's price; confirmed, it goes into their
 * own cart as a blend of their own.
 */
export function BuySharedBlendDialog({ blend, ...dialog }: BuySharedBlendDialogProps) {
  const flow = useBuySharedBlend(blend, { onAdded: () => dialog.onOpenChange(false) });
  return (
    <>
      <ResponsiveDialog title={texts.title} isKeyboardDismissDisabled={flow.isSending} {...dialog}>
        <BuyForm blend={blend} isSubmitting={flow.isSending} onRequest={flow.start} />
      </ResponsiveDialog>
      <ConfirmFlowDialogs flow={flow} />
    </>
  );
}

interface BuyFormProps {
  blend: SharedBlend;
  isSubmitting: boolean;
  onRequest: (values: BuyValues) => void;
}

function BuyForm({ blend, isSubmitting, onRequest }: BuyFormProps) {
  const { control, handleSubmit, setValue } = useZodForm(buySchema, {
    defaultValues: defaultBuyValues(blend),
  });
  const packaging = useController({ control, name: 'packaging' }).field;
  const grind = useController({ control, name: 'grindLevel' });
  const quantity = useController({ control, name: 'quantity' });
  const uoMCode = useWatch({ control, name: 'uoMCode' });
  const units = unitsOf(blend, packaging.value);
  const unit = units.find((candidate) => candidate.uoMCode === uoMCode);
  const count = Number.isInteger(quantity.field.value) ? Math.max(1, quantity.field.value) : 1;

  return (
    <form
      id={useId()}
      className={cx(layout.stack, styles.form)}
      onSubmit={handleSubmit(onRequest)}
      noValidate
    >
      <RadioGroup
        label={texts.packaging}
        options={packagingsOf(blend).map((value) => ({
          value,
          label: sharedBlendTexts.packaging[value],
        }))}
        value={packaging.value}
        onChange={(chosen) => {
          const next = chosen === 'DripBag' ? 'DripBag' : 'CoffeeBag';
          packaging.onChange(next);
          // Another packaging is sold in its own sizes: its first, until one is chosen.
          setValue('uoMCode', unitsOf(blend, next)[0]?.uoMCode ?? '');
        }}
      />
      <Select
        label={texts.unit}
        options={units.map(({ uoMCode: id, unitName: label }) => ({ id, label }))}
        selectedKey={unit?.uoMCode ?? null}
        onSelectionChange={(key) => key !== null && setValue('uoMCode', String(key))}
      />
      {packaging.value === 'CoffeeBag' ? (
        <GrindField {...fieldProps(grind)} makersGrind={blend.grind} />
      ) : (
        <p className={layout.muted}>{texts.dripGround}</p>
      )}
      <NumberStepper
        label={texts.quantity}
        minValue={QUANTITY_LIMITS.min}
        maxValue={QUANTITY_LIMITS.max}
        {...fieldProps(quantity)}
      />
      <p className={layout.footerRow} aria-live="polite">
        <span className={styles.subtotal}>
          {texts.subtotal} {unit && <Price size="md" price={unit.sellPrice * count} />}
        </span>
        <Button type="submit" isLoading={isSubmitting} isDisabled={!unit}>
          {texts.submit}
        </Button>
      </p>
    </form>
  );
}
