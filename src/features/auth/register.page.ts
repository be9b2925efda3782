import type { Page } from '@/app/page';
import { routes } from '@/lib/paths';
import { SHOP_NAME } from '@/lib/shop';

export default {
  path: routes.register,
  screen: () => import('./RegisterScreen'),
  title: 'Daftar',
  description: `Daftar akun ${SHOP_NAME} dan mulai belanja kopi pilihan.`,
  prerender: true,
} satisfies Page;
