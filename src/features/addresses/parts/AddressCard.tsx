import { useId } from 'react';
import type { ShipmentAddress } from '@/api/addresses';
import { padPostalCode } from '@/lib/text';
import { Button, cx, Link, layout } from '@/ui';
import { addressActionNames, addressListTexts as texts } from '../texts';
import styles from './AddressCard.module.css';

export interface AddressCardProps {
  address: ShipmentAddress;
  editHref: string;
  onRemove: (address: ShipmentAddress) => void;
  onMakeDefault: (address: ShipmentAddress) => void;
}

/** 'Cilandak, Jakarta Selatan, DKI Jakarta 12410': the region line of a card. */
function regionLine(address: ShipmentAddress): string {
  const city = address.city || address.city_name || '';
  const subDistrict = address.subDistrict || address.subdistrict_name || '';
  const places = [subDistrict, city, address.province].filter(Boolean).join(', ');
  const postalCode = padPostalCode(address.postalCode) ?? address.postalCode;
  return [places, postalCode].filter(Boolean).join(' ');
}

/**
 * One shipment address with what can be done to it. The default is highlighted and cannot
 * be made default again; every text from the server is rendered as text, never as HTML.
 */
export function AddressCard({ address, editHref, onRemove, onMakeDefault }: AddressCardProps) {
  const headingId = useId();
  const landmark = address.line1.trim();
  return (
    <article
      className={cx(layout.card, layout.stack, styles.card)}
      data-default={address.isDefault || undefined}
      aria-labelledby={headingId}
    >
      <header className={cx(layout.cluster, styles.header)}>
        <h2 id={headingId} className={styles.label}>
          {address.name}
        </h2>
        {address.isDefault && (
          <span className={cx(layout.pill, layout.pillStrong)}>{texts.defaultBadge}</span>
        )}
      </header>

      <div className={cx(layout.stack, styles.body)}>
        <p className={cx(layout.cluster, styles.recipient)}>
          <span>{address.pic}</span>
          <span className={styles.phone}>{address.mobileNumber}</span>
        </p>
        <p>{address.line2}</p>
        <p className={layout.muted}>
          {texts.landmark}:{' '}
          {landmark === '' ? (
            <span className={styles.noLandmark}>{texts.noLandmark}</span>
          ) : (
            landmark
          )}
        </p>
        <p className={layout.muted}>{regionLine(address)}</p>
      </div>

      <footer className={cx(layout.cluster, styles.actions)}>
        <Link
          variant="secondary"
          href={editHref}
          className={styles.action}
          aria-label={addressActionNames.edit(address.name)}
        >
          {texts.edit}
        </Link>
        <Button
          variant="ghost"
          size="sm"
          className={styles.remove}
          aria-label={addressActionNames.remove(address.name)}
          onPress={() => onRemove(address)}
        >
          {texts.remove}
        </Button>
        {!address.isDefault && (
          <Button
            variant="link"
            size="sm"
            className={styles.makeDefault}
            aria-label={addressActionNames.makeDefault(address.name)}
            onPress={() => onMakeDefault(address)}
          >
            {texts.makeDefault}
          </Button>
        )}
      </footer>
    </article>
  );
}
