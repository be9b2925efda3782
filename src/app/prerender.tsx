import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { type Blog, blogQueries } from '@/api/blogs';
import type { ProductDetail } from '@/api/catalogue';
import { catalogueQueries } from '@/api/catalogue';
import { fetchServerData, type Store, seedServerData } from '@/api/serverData';
import { ConsentSlot } from '@/features/analytics/public';
import { productGallery } from '@/features/catalogue/public';
import { decodeBase64Html } from '@/lib/html';
import { imageUrl } from '@/lib/images';
import { headTags, type PageHead, plainSummary } from '@/lib/pageHead';
import { hrefs, routes, staysInItsFolder } from '@/lib/paths';
import { App, AppProviders } from './App';
import { ShellLayout } from './layout/ShellLayout';
import { RouteFallback } from './RouteFallback';
import { guestReadsOf } from './routes';
import { routeTitles } from './routeTitles';

export { staysInItsFolder } from '@/lib/paths';
export { openBuildGateway } from './buildGateway';
export { prerenderedDataScript } from './prerenderedData';
export { siteIndexFiles } from './sitemap';

// The build's pre-rendering entry (scripts/prerender.mjs builds it for Node with the app's
// own Vite config, so CSS module class names are the client build's). Nothing here runs
// in the browser.

/**
 * The public pages written as HTML by the build, each with the module of its screen and, where
 * the route table (app/routeTable.tsx) starts first gateway reads, the module it loads them
 * from and the calls of the api resources they read: the build links that screen's CSS from
 * the page, and has the page ask for their chunks with the entry instead of after it.
 */
export const PRERENDERED_PAGES = [
  // Home's reads (the categories, the branches of its structured data) are below its first
  // screen, and come from shared chunks.
  { path: routes.home, screen: 'src/features/home/HomeScreen.tsx' },
  {
    path: routes.products,
    screen: 'src/features/catalogue/ProductsScreen.tsx',
    reads: ['src/features/catalogue/firstReads.ts', 'src/api/catalogue/calls.ts'],
  },
  {
    path: routes.blogs,
    screen: 'src/features/blogs/BlogsScreen.tsx',
    reads: ['src/features/blogs/firstReads.ts', 'src/api/blogs/calls.ts'],
  },
  { path: routes.blendIntro, screen: 'src/features/blend-intro/BlendIntroScreen.tsx' },
  { path: routes.partnership, screen: 'src/features/partnership/PartnershipScreen.tsx' },
  { path: routes.login, screen: 'src/features/auth/LoginScreen.tsx' },
  { path: routes.register, screen: 'src/features/auth/RegisterScreen.tsx' },
] as const;

/**
 * Each page's own head (title, description, canonical, Open Graph): the route table's title
 * for a page of PRERENDERED_PAGES, a product's name, description and first picture for its
 * page, an article's subject, text and picture for its page (from the data the page was
 * rendered with).
 */
export function pageHeadTags(path: string, data: Record<string, unknown>): string {
  return headTags(pageHeadOf(path, data));
}

function pageHeadOf(path: string, data: Record<string, unknown>): PageHead {
  const detail = Object.entries(data).find(([key]) => key.startsWith('catalogue:product:'))?.[1] as
    | ProductDetail
    | undefined;
  if (detail?.product) {
    const { product } = detail;
    return {
      title: product.name,
      description: plainSummary(product.remarks) || `${product.category.name}: ${product.name}`,
      path: hrefs.product(product),
      type: 'product',
      image: productGallery(product)[0],
    };
  }
  const article = articleAt(path, data);
  if (article) {
    return {
      title: article.subject,
      description: plainSummary(decodeBase64Html(article.description)),
      path: hrefs.blog(article.remarks),
      type: 'article',
      image: imageUrl(article.imageUrl),
    };
  }
  return { title: routeTitles[path], description: PAGE_DESCRIPTIONS[path], path, type: 'website' };
}

/** The article whose page `path` is (hrefs.blog), from the blog list the page was rendered with. */
function articleAt(path: string, data: Record<string, unknown>): Blog | undefined {
  const prefix = hrefs.blog('');
  if (!path.startsWith(prefix)) return undefined;
  const slug = decodeURIComponent(path.slice(prefix.length));
  const blogs = data[blogQueries.list.key] as readonly Blog[] | undefined;
  return blogs?.find((blog) => blog.remarks === slug);
}

/** The public pages' own descriptions (home's is the shop's). */
const PAGE_DESCRIPTIONS: Record<string, string> = {
  [routes.products]:
    'Semua produk Kopi Nusantara: minuman kopi, drip bag dan biji kopi pilihan dari seluruh Nusantara.',
  [routes.blogs]: 'Cerita, tips seduh dan kabar terbaru seputar kopi Nusantara.',
  [routes.blendIntro]:
    'Buat blend kopimu sendiri: pilih biji, sangrai dan gilingan sesuai seleramu.',
  [routes.partnership]: 'Bermitra dengan Kopi Nusantara untuk kafe, kantor atau acaramu.',
  [routes.login]: 'Masuk ke akun Kopi Nusantara untuk belanja dan melihat pesananmu.',
  [routes.register]: 'Daftar akun Kopi Nusantara dan mulai belanja kopi pilihan.',
};

/** Every product's page (hrefs.product), written with the product's data in it. */
export const PRODUCT_PAGE = {
  screen: 'src/features/catalogue/ProductDetailScreen.tsx',
  reads: ['src/features/catalogue/firstReads.ts', 'src/api/catalogue/calls.ts'],
} as const;

/** Every article's page (hrefs.blog), written with the blog list in it. */
export const ARTICLE_PAGE = {
  screen: 'src/features/blogs/BlogDetailScreen.tsx',
  reads: ['src/features/blogs/firstReads.ts', 'src/api/blogs/calls.ts'],
} as const;

/**
 * The gateway data a guest's first render of `path` reads (the route table's first reads),
 * by cache key. A read that fails is left out: the page shows a skeleton in its place.
 */
async function readFirstData(store: Store, path: string): Promise<Record<string, unknown>> {
  const data: Record<string, unknown> = {};
  const queries = await guestReadsOf(path);
  await Promise.all(
    queries.map(async (query) => {
      try {
        data[query.key] = await fetchServerData(store, query);
      } catch {
        // Left to the client, which shows the failure and its retry if it is still there.
      }
    }),
  );
  return data;
}

/**
 * The address of a product's page, where the build writes it. A code that would leave the
 * page's folder (`../..`, `a/b`) fails the build, naming the product: its page would
 * otherwise be written over another page.
 */
export function productPagePath(product: { name: string; code: string }): string {
  if (!staysInItsFolder(product.code)) {
    throw new Error(
      `prerender: product ${JSON.stringify(product.name)} has code ${JSON.stringify(product.code)} that leaves its page folder`,
    );
  }
  return hrefs.product(product);
}

/**
 * The addresses of every product the catalogue lists; none when it cannot be read. Throws
 * when a product's code would leave its page's folder (productPagePath).
 */
export async function productPagePaths(): Promise<string[]> {
  let products: { name: string; code: string }[];
  try {
    products = await fetchServerData(createStore(), catalogueQueries.products);
  } catch {
    return [];
  }
  return products.map(productPagePath);
}

/**
 * The address of an article's page, where the build writes it. A slug that would leave the
 * page's folder (`../..`, `a/b`) fails the build, naming the article, as a product's code does.
 */
export function articlePagePath(article: { subject: string; remarks: string }): string {
  if (!staysInItsFolder(article.remarks)) {
    throw new Error(
      `prerender: article ${JSON.stringify(article.subject)} has slug ${JSON.stringify(article.remarks)} that leaves its page folder`,
    );
  }
  return hrefs.blog(article.remarks);
}

/**
 * The addresses of every article of the blog list, each once; none when it cannot be read.
 * Throws when an article's slug would leave its page's folder (articlePagePath).
 */
export async function articlePagePaths(): Promise<string[]> {
  let blogs: Blog[];
  try {
    blogs = await fetchServerData(createStore(), blogQueries.list);
  } catch {
    return [];
  }
  return [...new Set(blogs.map(articlePagePath))];
}

/**
 * The storefront at `path` as a guest first sees it, as the HTML inside #root: the shell and
 * the screen, with the gateway data its first render reads when there is a gateway to read
 * (openBuildGateway) and it answers, else skeletons where that data goes; and the data itself, for the page
 * to give the client. Waits for the lazy screen; throws on any render error rather than leave the
 * page to the client.
 */
export async function renderPage(
  path: string,
  { readGateway }: { readGateway: boolean },
): Promise<{ html: string; data: Record<string, unknown> }> {
  const store = createStore();
  const data = readGateway ? await readFirstData(store, path) : {};
  seedServerData(store, data);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <App router={{ ssrPath: path, ssrSearch: '' }} store={store} />
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // A larger screen would otherwise come as a hidden block that an inline script moves
      // into place: the page must be whole without script (JS off, a strict CSP).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) {
    throw new AggregateError(errors, `Pre-rendering ${path} failed: ${String(errors[0])}`);
  }
  return { html, data };
}

/**
 * The page hosts serve for every address without a page of its own (a product, the cart, a
 * blog post): the shell around the screen placeholder, so a deep link never paints the home
 * page first. The client renders the real screen over it. A first visit's analytics notice is
 * on it as on every pre-rendered page (the head's script hides it from a shopper who answered):
 * rendered only by the app, it was the signed-in pages' largest paint, after their script
 * (Lighthouse on a phone: the cart's 2.6 s against its static copy's 1.5 s).
 */
export async function renderAppShell(): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders router={{ ssrPath: routes.home, ssrSearch: '' }} store={createStore()}>
        <ShellLayout isAuthenticated={false} cartCount={null}>
          <RouteFallback />
        </ShellLayout>
        <ConsentSlot />
      </AppProviders>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
