import { type ReactNode, useId, useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { type Product, type UnitOfMeasure, type UnitPrice, unitLabel } from '@/api/catalogue';
import type { Resource } from '@/api/serverData';
import { fieldProps, useZodForm } from '@/lib/zodForm';
import { Button, cx, layout, NumberStepper, Price, RadioGroup, RetryNote, Select } from '@/ui';
import {
  addToCartSchema,
  defaultAddToCartValues,
  orderableVariances,
  purchaseKind,
  QUANTITY_LIMITS,
} from '../addToCartForm';
import type { AddToCartRequest } from '../hooks/useAddToCart';
import { hasPrice } from '../productList';
import { catalogueTexts } from '../texts';
import { unitByCode } from '../units';
import styles from './AddToCartSheet.module.css';
import { GrindLevelField } from './GrindLevelField';
import { UnitPriceTag, UnitPriceTagPlaceholder } from './UnitPriceTag';

const texts = catalogueTexts.form;

export interface AddToCartFormProps {
  product: Product;
  /** The units the product is sold in, the default first. */
  units: readonly UnitOfMeasure[];
  unitCode: string | null;
  onUnitChange: (code: string) => void;
  /** The price check for the selected unit. */
  unitPrice: Resource<UnitPrice>;
  /** While the line is being sent, the button shows it and ignores presses. */
  isSubmitting: boolean;
  onRequest: (request: AddToCartRequest) => void;
}

/** The sheet's form (AddToCartSheet): its fields, the subtotal and '+ Keranjang'. */
export function AddToCartForm({
  product,
  units,
  unitCode,
  onUnitChange,
  unitPrice,
  isSubmitting,
  onRequest,
}: AddToCartFormProps) {
  const kind = purchaseKind(product);
  const schema = useMemo(() => addToCartSchema(product), [product]);
  const { control, handleSubmit } = useZodForm(schema, {
    defaultValues: defaultAddToCartValues(product),
  });
  const quantity = useWatch({ control, name: 'quantity' });
  const unit = unitByCode(units, unitCode);
  const price = unitPrice.status === 'success' ? unitPrice.data : null;
  const canBuy = unit !== null && price !== null && hasPrice(price.sellPrice);
  const formId = useId();

  const submit = handleSubmit((values) => {
    if (unit && price && canBuy) onRequest({ values, unit, unitPrice: price });
  });

  return (
    <form id={formId} className={cx(layout.stack, styles.form)} onSubmit={submit} noValidate>
      <Controller
        control={control}
        name="quantity"
        render={(quantity) => (
          <NumberStepper
            label={texts.quantity}
            minValue={QUANTITY_LIMITS.min}
            maxValue={QUANTITY_LIMITS.max}
            className={styles.quantity}
            {...fieldProps(quantity)}
          />
        )}
      />
      {units.length > 0 ? (
        <Select
          label={texts.unit}
          options={units.map((option) => ({
            id: option.alternateUoM.code,
            label: unitLabel(option.alternateUoM),
          }))}
          selectedKey={unit?.alternateUoM.code ?? null}
          onSelectionChange={(key) => {
            if (key !== null) onUnitChange(String(key));
          }}
        />
      ) : (
        <p className={cx(layout.callout, layout.toneWarning, styles.notice)} role="status">
          {texts.noUnits}
        </p>
      )}
      {/* The chosen unit's own price and member price, once checked, its room kept while it
          is (nothing under it moves when it comes); loading and failure are the subtotal's to
          say. */}
      {unit && unitPrice.status === 'loading' && <UnitPriceTagPlaceholder />}
      {unit && price && hasPrice(price.sellPrice) && (
        <UnitPriceTag unitPrice={unitPrice} unit={unit.alternateUoM} />
      )}
      {kind === 'beverage' && (
        <Controller
          control={control}
          name="variances"
          render={({ field, fieldState }) => (
            <>
              {orderableVariances(product).map((variance) => {
                const error = (
                  fieldState.error as Record<string, { message?: string }> | undefined
                )?.[variance.name];
                return (
                  <RadioGroup
                    key={variance.name}
                    label={variance.name}
                    options={variance.details.map((detail) => ({
                      value: detail.value,
                      label: detail.value,
                    }))}
                    value={field.value[variance.name] ?? null}
                    onChange={(value) => field.onChange({ ...field.value, [variance.name]: value })}
                    isInvalid={error !== undefined}
                    errorMessage={error?.message}
                  />
                );
              })}
            </>
          )}
        />
      )}
      {kind === 'beans' && (
        <Controller
          control={control}
          name="grindLevel"
          render={(grind) => <GrindLevelField {...fieldProps(grind)} />}
        />
      )}
      <div className={layout.footerRow}>
        <Subtotal unitPrice={unitPrice} quantity={quantity} />
        <Button
          type="submit"
          size="lg"
          isLoading={isSubmitting}
          isDisabled={!canBuy}
          className={styles.submit}
        >
          {texts.submit}
        </Button>
      </div>
    </form>
  );
}

/** SPEC §4: unit sell price times quantity, once the unit's price is known. */
function Subtotal({ unitPrice, quantity }: { unitPrice: Resource<UnitPrice>; quantity: number }) {
  let content: ReactNode;
  if (unitPrice.status === 'loading') {
    content = <span className={styles.muted}>{texts.priceChecking}</span>;
  } else if (unitPrice.status === 'error') {
    content = (
      <RetryNote
        as="span"
        className={styles.priceError}
        retryLabel={texts.retry}
        onRetry={unitPrice.retry}
      >
        {texts.priceError}
      </RetryNote>
    );
  } else if (!hasPrice(unitPrice.data.sellPrice)) {
    content = <span className={styles.muted}>{catalogueTexts.detail.noPrice}</span>;
  } else {
    const count = Number.isInteger(quantity) && quantity >= 1 ? quantity : QUANTITY_LIMITS.min;
    content = <Price size="md" price={unitPrice.data.sellPrice * count} />;
  }
  return (
    <div className={cx(layout.stack, styles.subtotal)} aria-live="polite">
      <span className={layout.muted}>{texts.subtotal}</span>
      {content}
    </div>
  );
}
