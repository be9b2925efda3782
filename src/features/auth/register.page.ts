import type { Page } from '@/app/page';
import { routes } from '@/lib/paths';

export default {
  path: routes.register,
  screen: () => import('./RegisterScreen'),
  title: 'Daftar',
  description: 'Daftar akun Kopi Nusantara dan mulai belanja kopi pilihan.',
  prerender: true,
} satisfies Page;
