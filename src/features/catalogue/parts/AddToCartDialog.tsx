import { useState } from 'react';
import type { Product, UnitOfMeasure } from '@/api/catalogue';
import { hrefs } from '@/lib/paths';
import { ConfirmFlowDialogs } from '@/ui';
import { useAddToCart } from '../hooks/useAddToCart';
import { useUnitPrice } from '../hooks/useUnitPrice';
import { unitByCode } from '../units';
import { AddToCartSheet } from './AddToCartSheet';

export interface AddToCartDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  product: Product;
  /** The units the product is sold in, the default first. */
  units: readonly UnitOfMeasure[];
}

/**
 * '+ Keranjang' on a product's page (SPEC §4): the dialog owns what the shopper chooses in it,
 * the unit and that unit's checked price, and the flow that sends the line (a guest is told
 * to log in; a customer confirms, then is told how it went). The page shows the product's
 * own price; nothing of the dialog's choice goes back up to it.
 */
export function AddToCartDialog({ isOpen, onOpenChange, product, units }: AddToCartDialogProps) {
  const [chosenUnit, setChosenUnit] = useState<string | null>(null);
  const unit = unitByCode(units, chosenUnit);
  const unitCode = unit?.alternateUoM.code ?? null;
  const unitPrice = useUnitPrice(product, unitCode, units[0]?.alternateUoM.code ?? null);
  const flow = useAddToCart(product, {
    loginHref: hrefs.login(hrefs.product(product)),
    onAdded: () => onOpenChange(false),
  });
  return (
    <>
      <AddToCartSheet
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        product={product}
        units={units}
        unitCode={unitCode}
        onUnitChange={setChosenUnit}
        unitPrice={unitPrice}
        isSubmitting={flow.isSending}
        onRequest={flow.start}
      />
      <ConfirmFlowDialogs flow={flow} />
    </>
  );
}
