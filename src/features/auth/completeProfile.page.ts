import type { Page } from '@/app/page';
import { routes } from '@/lib/paths';

export default {
  path: routes.completeProfile,
  screen: () => import('./CompleteProfileScreen'),
  title: 'Lengkapi profil',
} satisfies Page;
