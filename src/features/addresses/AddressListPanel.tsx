import type { ShipmentAddress } from '@/api/addresses';
import { hrefs } from '@/lib/paths';
import { ConfirmFlowDialogs, cx, EmptyState, Link, LoadError, layout } from '@/ui';
import styles from './AddressListPanel.module.css';
import { failureReason } from './failureMessage';
import { useAddressList } from './hooks/useAddressList';
import { AddressCard } from './parts/AddressCard';
import { AddressListSkeleton } from './parts/AddressListSkeleton';
import { addressListTexts as texts } from './texts';

export interface AddressListPanelProps {
  /**
   * The page the address form returns to after a save: the page showing this panel. The
   * form's own default (the profile's 'Alamat' tab) when missing.
   */
  returnTo?: string;
}

/**
 * The customer's shipment addresses with add, edit, remove and make-default (SPEC §2
 * 'Daftar Alamat'). Shown on its own page and in the profile's 'Alamat' tab.
 */
export function AddressListPanel({ returnTo }: AddressListPanelProps) {
  const list = useAddressList();
  const { addresses } = list;
  const isEmpty = addresses.status === 'success' && addresses.data.length === 0;
  // Empty and failed states carry their own single way forward.
  const hasToolbar = addresses.status === 'loading' || (addresses.status === 'success' && !isEmpty);
  const addLink = (
    <Link variant="primary" href={hrefs.addressForm({ returnTo })}>
      {texts.add}
    </Link>
  );

  return (
    <div className={cx(layout.stack, styles.panel)}>
      {hasToolbar && <div className={styles.toolbar}>{addLink}</div>}

      {addresses.status === 'loading' && <AddressListSkeleton />}

      {addresses.status === 'error' && (
        <LoadError title={texts.loadFailedTitle} retryLabel={texts.retry} onRetry={addresses.retry}>
          {failureReason(addresses.error)}
        </LoadError>
      )}

      {isEmpty && (
        <EmptyState title={texts.emptyTitle} action={addLink}>
          {texts.emptyMessage}
        </EmptyState>
      )}

      {addresses.status === 'success' && !isEmpty && (
        <ul className={cx(layout.plainList, styles.grid)} aria-label={texts.listLabel}>
          {addresses.data.map((address: ShipmentAddress) => (
            <li key={address.alias}>
              <AddressCard
                address={address}
                editHref={hrefs.addressForm({ alias: address.alias, returnTo })}
                onRemove={(chosen) => list.ask('remove', chosen)}
                onMakeDefault={(chosen) => list.ask('makeDefault', chosen)}
              />
            </li>
          ))}
        </ul>
      )}

      <ConfirmFlowDialogs flow={list.flow} />
    </div>
  );
}
