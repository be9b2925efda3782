import type { Page } from '@/app/page';
import { routes } from '@/lib/paths';
import { SHOP_NAME } from '@/lib/shop';

export default {
  path: routes.partnership,
  screen: () => import('./PartnershipScreen'),
  title: 'Partnership',
  description: `Bermitra dengan ${SHOP_NAME} untuk kafe, kantor atau acaramu.`,
  prerender: true,
} satisfies Page;
