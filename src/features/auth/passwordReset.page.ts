import type { Page } from '@/app/page';
import { routes } from '@/lib/paths';

export default {
  path: routes.passwordReset,
  screen: () => import('./PasswordResetScreen'),
  title: 'Lupa password',
} satisfies Page;
