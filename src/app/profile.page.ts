import { addressQueries } from '@/api/addresses';
import { customerQueries } from '@/api/customer';
import { orderQueries } from '@/api/orders';
import { sharedBlendQueries } from '@/api/sharedBlends';
import { orderGroupIn } from '@/features/orders/public';
import { profileTabFrom } from '@/features/profile/public';
import { routes } from '@/lib/paths';
import type { Page } from './page';

/**
 * The profile with its order-history and address tabs (ProfileRoute composes them, here in
 * app/, so no feature imports another's internals), at its three addresses: the profile
 * (when the session holds its cookie copy), the address list when the reminder asks it or
 * 'Alamat' is open, on 'Pesanan Saya' the orders panel's group, and on 'Blend Dibagikan' the
 * customer's shared blends.
 */
export default {
  path: [routes.userProfile, routes.profile, routes.user],
  access: 'customer',
  screen: () => import('./ProfileRoute'),
  reads: ({ hasProfile, search }) => {
    const tab = profileTabFrom(search.get('tab'));
    return [
      ...(hasProfile ? [customerQueries.profile] : []),
      ...(hasProfile || tab === 'alamat' ? [addressQueries.list] : []),
      ...(tab === 'pesanan' ? [orderQueries.group(orderGroupIn(search))] : []),
      ...(tab === 'blend' ? [sharedBlendQueries.mine] : []),
    ];
  },
  title: 'Profil',
} satisfies Page;
