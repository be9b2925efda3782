import type { Page } from '@/app/page';
import { routes } from '@/lib/paths';

export default {
  path: routes.login,
  screen: () => import('./LoginScreen'),
  title: 'Login',
  description: 'Masuk ke akun Kopi Nusantara untuk belanja dan melihat pesananmu.',
  prerender: true,
} satisfies Page;
