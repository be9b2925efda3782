import type { Page } from '@/app/page';
import { routes } from '@/lib/paths';
import { SHOP_NAME } from '@/lib/shop';

export default {
  path: routes.login,
  screen: () => import('./LoginScreen'),
  title: 'Login',
  description: `Masuk ke akun ${SHOP_NAME} untuk belanja dan melihat pesananmu.`,
  prerender: true,
} satisfies Page;
