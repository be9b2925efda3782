import type { ShipmentAddress } from '@/api/addresses';
import { failureReason } from '@/api/errors';
import { hrefs, routes } from '@/lib/paths';
import {
  cx,
  Link,
  LoadError,
  layout,
  RadioGroup,
  SectionCard,
  Skeleton,
  SkeletonGroup,
} from '@/ui';
import { regionLine } from '../delivery';
import type { Delivery } from '../hooks/useDelivery';
import { checkoutTexts } from '../texts';
import styles from './AddressSection.module.css';

const texts = checkoutTexts.address;

function AddressDetails({ address }: { address: ShipmentAddress }) {
  const landmark = address.line1.trim();
  return (
    <span className={cx(layout.stack, styles.details)}>
      <span>
        {address.pic} · {address.mobileNumber}
      </span>
      <span>{address.line2}</span>
      <span>
        {texts.landmark}: {landmark === '' ? texts.noLandmark : landmark}
      </span>
      <span>{regionLine(address)}</span>
    </span>
  );
}

function AddressLabel({ address }: { address: ShipmentAddress }) {
  return (
    <span className={styles.label}>
      {address.name}
      {address.isDefault && (
        <span className={cx(layout.pill, layout.pillStrong)}>{texts.defaultBadge}</span>
      )}
    </span>
  );
}

/**
 * Where the order goes: the saved addresses to choose from, the default chosen unless the
 * shopper picks another, and a way to add one (back here after saving it).
 */
export function AddressSection({ delivery }: { delivery: Delivery }) {
  const { addresses, address, chooseAddress } = delivery;
  const addLink = (variant: 'primary' | 'standalone') => (
    <Link
      variant={variant}
      href={hrefs.addressForm({ returnTo: routes.checkout })}
      className={styles.add}
    >
      {texts.add}
    </Link>
  );

  return (
    <SectionCard title={texts.title}>
      {addresses.status === 'loading' && (
        // The room of two saved addresses, drawn as they will be (the choice's label, two
        // cards, 'Tambah alamat'), so the sections below do not move when they arrive.
        <SkeletonGroup label={texts.loading} className={cx(layout.stack, styles.skeleton)}>
          <span className={cx(layout.stack, styles.skeletonChoice)}>
            <Skeleton height="1.3125rem" width="8rem" />
            <Skeleton className={styles.skeletonAddress} />
            <Skeleton className={styles.skeletonAddress} />
          </span>
          <Skeleton height="var(--size-touch)" width="9rem" />
        </SkeletonGroup>
      )}

      {addresses.status === 'error' && (
        <LoadError
          title={texts.loadFailed}
          headingLevel={3}
          retryLabel={checkoutTexts.retry}
          onRetry={addresses.retry}
        >
          {failureReason(addresses.error)}
        </LoadError>
      )}

      {addresses.status === 'success' && addresses.data.length === 0 && (
        <div className={cx(layout.stack, styles.none)}>
          <p>{texts.noneHint}</p>
          {addLink('primary')}
        </div>
      )}

      {addresses.status === 'success' && address && (
        <>
          <RadioGroup
            label={texts.choose}
            orientation="vertical"
            value={address.alias}
            onChange={chooseAddress}
            options={addresses.data.map((option) => ({
              value: option.alias,
              label: <AddressLabel address={option} />,
              description: <AddressDetails address={option} />,
            }))}
          />
          {addLink('standalone')}
        </>
      )}
    </SectionCard>
  );
}
