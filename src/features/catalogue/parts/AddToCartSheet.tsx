import {
  cx,
  FieldSkeleton,
  layout,
  mediaQueries,
  onDemandPart,
  ResponsiveDialog,
  Skeleton,
  SkeletonGroup,
  useMediaQuery,
} from '@/ui';
import { catalogueTexts } from '../texts';
import type { AddToCartFormProps } from './AddToCartForm';
import styles from './AddToCartSheet.module.css';
import { UnitPriceTagPlaceholder } from './UnitPriceTag';

const texts = catalogueTexts.form;

export interface AddToCartSheetProps extends AddToCartFormProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The press is answered by the sheet's frame (its title and 'Tutup') with the form's outline;
 * the form, most of the code and of the render (react-aria's fields, react-hook-form, zod),
 * follows once that frame is on screen, its code downloaded meanwhile (issue 37: the first
 * press's answer).
 */
const AddToCartForm = onDemandPart<AddToCartFormProps>(
  async () => (await import('./AddToCartForm')).AddToCartForm,
  { Skeleton: AddToCartFormSkeleton, afterPaint: true },
);

/**
 * 'Jumlah & Opsi Pembelian' (a dialog on desktop) or 'Tambah ke keranjang' (a bottom sheet
 * on phones and tablets): quantity, unit and what the category asks for, with the price of
 * the unit and the subtotal. What it shows is handed in (AddToCartDialog owns it).
 */
export function AddToCartSheet({ isOpen, onOpenChange, ...form }: AddToCartSheetProps) {
  const isDesktop = useMediaQuery(mediaQueries.desktop, true);
  return (
    <ResponsiveDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isKeyboardDismissDisabled={form.isSubmitting}
      title={isDesktop ? texts.titleDesktop : texts.titleMobile}
    >
      <AddToCartForm {...form} />
    </ResponsiveDialog>
  );
}

/**
 * The form's outline, of its size: quantity, unit and the unit's price, then the subtotal
 * beside the button.
 */
export function AddToCartFormSkeleton() {
  return (
    <SkeletonGroup label={texts.loading} className={cx(layout.stack, styles.form)}>
      <div className={styles.quantity}>
        <FieldSkeleton labelWidth="4rem" />
      </div>
      <FieldSkeleton labelWidth="4rem" />
      <UnitPriceTagPlaceholder />
      <div className={layout.footerRow}>
        <span className={cx(layout.stack, styles.subtotal)}>
          <Skeleton shape="text" width="4rem" />
          <Skeleton shape="text" width="7rem" />
        </span>
        <Skeleton height="3rem" className={styles.submit} />
      </div>
    </SkeletonGroup>
  );
}
