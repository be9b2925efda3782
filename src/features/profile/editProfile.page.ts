import { customerQueries } from '@/api/customer';
import type { Page } from '@/app/page';
import { routes } from '@/lib/paths';

/** Editing the profile: it reads the profile, when the session holds its cookie copy. */
export default {
  path: routes.editProfile,
  access: 'customer',
  screen: () => import('./EditProfileScreen'),
  reads: ({ hasProfile }) => (hasProfile ? [customerQueries.profile] : []),
  title: 'Ubah profil',
} satisfies Page;
