import { addressQueries } from '@/api/addresses';
import { customerQueries } from '@/api/customer';
import type { Query } from '@/api/serverData';
import { profileTabFrom } from './profileDisplay';

// What the profile's screens read on their first render, for the route table to start with
// the screen's chunk (app/routes.tsx): the same queries they read, so they find them under
// way. The profile is only read when the session has its cookie copy (useCustomerProfile).

/** /main/edit-profile: the profile. */
export function editProfileReads(hasProfile: boolean): Query<unknown>[] {
  return hasProfile ? [customerQueries.profile] : [];
}

/**
 * /main/profile: the profile, the address list when the reminder asks it or 'Alamat' is
 * open, and on 'Pesanan Saya' the orders panel's reads, which the app passes in as it puts
 * that panel there (ProfileRoute).
 */
export function profileReads(
  hasProfile: boolean,
  search: URLSearchParams,
  ordersPanelReads: () => Query<unknown>[],
): Query<unknown>[] {
  const tab = profileTabFrom(search.get('tab'));
  return [
    ...(hasProfile ? [customerQueries.profile] : []),
    ...(hasProfile || tab === 'alamat' ? [addressQueries.list] : []),
    ...(tab === 'pesanan' ? ordersPanelReads() : []),
  ];
}
