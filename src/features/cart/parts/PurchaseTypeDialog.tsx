import { useId } from 'react';
import { routes } from '@/lib/paths';
import { Icon, Link, ResponsiveDialog } from '@/ui';
import { cartTexts } from '../texts';
import styles from './PurchaseTypeDialog.module.css';

const texts = cartTexts.purchaseType;

export interface PurchaseTypeDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * How the shopper buys the cart (SPEC §2): pay at a branch by QR, or delivered home and
 * paid online. A dialog on desktop, a sheet from the bottom on phones.
 */
export function PurchaseTypeDialog({ isOpen, onOpenChange }: PurchaseTypeDialogProps) {
  return (
    <ResponsiveDialog isOpen={isOpen} onOpenChange={onOpenChange} title={texts.title}>
      <ul className={styles.choices}>
        {CHOICES.map((choice) => (
          <li key={choice.href}>
            <Choice {...choice} />
          </li>
        ))}
      </ul>
    </ResponsiveDialog>
  );
}

/** The two ways to buy, each with its line drawing (a 24-unit path). */
const CHOICES = [
  {
    href: routes.selectBranch,
    label: texts.inStore,
    hint: texts.inStoreHint,
    drawing:
      'M4 10v9a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-9M3 6l2-3h14l2 3v2a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0V6ZM10 20v-5h4v5',
  },
  {
    href: routes.checkout,
    label: texts.delivery,
    hint: texts.deliveryHint,
    drawing:
      'M3 6h11v10H3zM14 10h4l3 3v3h-7M7.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM17.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
  },
];

/**
 * One way to buy, as a card: the link is named by its label alone ('Bayar di toko') and
 * described by its hint, and covers the whole card so the card can be pressed anywhere.
 */
function Choice({ href, label, hint, drawing }: (typeof CHOICES)[number]) {
  const hintId = useId();
  return (
    <div className={styles.choice}>
      <Icon className={styles.icon} strokeWidth={1.75}>
        <path d={drawing} />
      </Icon>
      <span className={styles.words}>
        <Link href={href} className={styles.label} aria-describedby={hintId}>
          {label}
        </Link>
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      </span>
    </div>
  );
}
