import type { Page } from '@/app/page';
import { routes } from '@/lib/paths';

export default {
  path: routes.activation,
  screen: () => import('./ActivationScreen'),
  title: 'Aktivasi akun',
} satisfies Page;
