// scripts/pageRoutes.mjs: every page declaration's route (`x.page.ts?route`), and where the
// build pre-renders, its file.
declare module 'virtual:pages' {
  import type { Page, PageRoute } from '@/app/page';

  const pages: readonly {
    route: PageRoute & { page?: () => Promise<{ default: Page }> };
    file?: string;
  }[];
  export default pages;
}
