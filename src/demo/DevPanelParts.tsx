import { type ReactNode, useId } from 'react';
import { cx, layout } from '@/ui';
import styles from './DevPanel.module.css';

// The pieces every section of the dev panel is built of.

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={cx(layout.stack, styles.section)} aria-labelledby={id}>
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The mails, customers, orders or products a section lists, one item each. */
export function SectionList({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <ul className={cx(layout.plainList, layout.stack, styles.list)} aria-label={label}>
      {children}
    </ul>
  );
}

export function SectionItem({ children }: { children: ReactNode }) {
  return <li className={cx(layout.stack, styles.item)}>{children}</li>;
}

export function Checkbox({
  label,
  isChecked,
  isDisabled = false,
  onChange,
}: {
  label: string;
  isChecked: boolean;
  isDisabled?: boolean;
  onChange: (isChecked: boolean) => void;
}) {
  return (
    <label className={styles.checkbox}>
      <input
        type="checkbox"
        checked={isChecked}
        disabled={isDisabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      {label}
    </label>
  );
}
