import type { Page } from '@/app/page';
import { routes } from '@/lib/paths';

export default {
  path: routes.partnership,
  screen: () => import('./PartnershipScreen'),
  title: 'Partnership',
  description: 'Bermitra dengan Kopi Nusantara untuk kafe, kantor atau acaramu.',
  prerender: true,
} satisfies Page;
