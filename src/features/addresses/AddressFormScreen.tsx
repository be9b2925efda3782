import { useParams, useSearch } from 'wouter';
import { addressQueries } from '@/api/addresses';
import { useServerData } from '@/api/serverData';
import { hrefs, returnPathFrom, routes } from '@/lib/paths';
import { cx, EmptyState, Link, LoadError, layout } from '@/ui';
import styles from './AddressScreens.module.css';
import { addressFormInput, emptyAddressForm } from './addressFormStart';
import { failureReason, isMissingAddress } from './failureMessage';
import { AddressEditor } from './parts/AddressEditor';
import { AddressFormSkeleton } from './parts/AddressFormSkeleton';
import { addressFormTexts as texts } from './texts';

/** Loads the address named in the URL, then edits it; an unknown alias is a clear dead end. */
function EditAddress({ alias, returnTo }: { alias: string; returnTo: string }) {
  const address = useServerData(addressQueries.one(alias));
  if (address.status === 'loading') return <AddressFormSkeleton />;
  if (address.status === 'error') {
    return isMissingAddress(address.error) ? (
      <EmptyState
        title={texts.notFoundTitle}
        link={{ href: routes.address, text: texts.backToList }}
      >
        {texts.notFoundMessage}
      </EmptyState>
    ) : (
      <LoadError title={texts.loadFailedTitle} retryLabel={texts.retry} onRetry={address.retry}>
        {failureReason(address.error)}
      </LoadError>
    );
  }
  return (
    <AddressEditor
      key={alias}
      alias={alias}
      defaultValues={addressFormInput(address.data)}
      isDefaultLocked={address.data.isDefault}
      returnTo={returnTo}
    />
  );
}

/**
 * /main/address-form (new) and /main/address-form/:alias (edit). After a save the shopper
 * goes back where they came from: the page named by `?from=`, else the profile's 'Alamat' tab.
 */
export default function AddressFormScreen() {
  const { alias } = useParams<{ alias?: string }>();
  const returnTo = returnPathFrom(useSearch(), hrefs.profileTab('alamat'));
  return (
    <div className={styles.page}>
      <div className={cx(layout.stack, styles.narrow)}>
        <Link variant="standalone" href={routes.profile} className={styles.back}>
          <span aria-hidden="true">←</span> {texts.back}
        </Link>
        <header className={cx(layout.stack, styles.header)}>
          <h1 className={styles.title}>{alias ? texts.editTitle : texts.createTitle}</h1>
          <p className={styles.lead}>{texts.intro}</p>
        </header>
        {alias ? (
          <EditAddress alias={alias} returnTo={returnTo} />
        ) : (
          <AddressEditor defaultValues={emptyAddressForm} returnTo={returnTo} />
        )}
      </div>
    </div>
  );
}
