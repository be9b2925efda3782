import type { Page } from '@/app/page';
import { routes } from '@/lib/paths';

/** The blend builder's introduction, open to everyone. */
export default {
  path: routes.blendIntro,
  screen: () => import('./BlendIntroScreen'),
  title: 'Buat Blend Kopi Kamu',
  description: 'Buat blend kopimu sendiri: pilih biji, sangrai dan gilingan sesuai seleramu.',
  prerender: true,
} satisfies Page;
