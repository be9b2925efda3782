import { expectEmptyState, expectLinkTo, findLoadError, mobile, structuredData } from '@kit/dom';
import { failing, failingOnce, gatewayWith, neverAnswering } from '@kit/gateway';
import { findMainContent, screenStory } from '@kit/story';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { STORAGE_KEYS } from '@/lib/storage';
import { retryAfterLoadError } from '@/ui/storyLoadError';
import HomeScreen from './HomeScreen';

const CATEGORIES = '/api/Category';
const serverError = {
  error: 'server_error',
  error_description: 'Database tidak dapat dihubungi.',
};

/** The home page as the storefront shows it at /: a category card leads to the real catalogue. */
const meta = preview.meta({
  title: 'Screens/Home/HomeScreen',
  component: HomeScreen,
  ...screenStory({ route: '/' }),
});

/**
 * The home page once its chunk has loaded, as the shell's main content: the navbar and the
 * bottom bar have a 'Buat Blend Kopi Kamu' link of their own.
 */
const homeScreen = (canvasElement: HTMLElement) =>
  findMainContent(canvasElement, 'Blend Kopimu Sendiri');

async function findCategoryLinks(canvasElement: HTMLElement) {
  const canvas = await homeScreen(canvasElement);
  const section = canvas.getByRole('region', { name: 'Mau ngopi yang mana hari ini?' });
  await waitFor(() => expect(within(section).getAllByRole('link')).toHaveLength(3), {
    timeout: 5000,
  });
  return within(section).getAllByRole('link');
}

export const GuestDesktop = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await homeScreen(canvasElement);
    await expectLinkTo(canvas, 'Buat Blend Kopi Kamu', '/custom-blend/introduction');

    // Only the shown categories, in the gateway's order; Merchandise and Custom Blend stay hidden.
    const cards = await findCategoryLinks(canvasElement);
    await expect(cards.map((card) => card.textContent)).toEqual([
      'Minuman',
      'Drip Bag',
      'Biji Kopi',
    ]);
    await expect(cards[2]).toHaveAccessibleDescription(/Biji kopi single origin/);
    await expect(canvas.queryByRole('link', { name: 'Merchandise' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Custom Blend' })).toBeNull();

    await expectLinkTo(canvas, 'Daftar Sekarang!', '/register');
    const dots = within(canvas.getByRole('navigation', { name: 'Bagian halaman' })).getAllByRole(
      'link',
    );
    await expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Blend Kopimu Sendiri',
      'Kategori produk',
      'Daftar member',
    ]);
    await expect(dots[0]).toHaveAttribute('aria-current', 'location');

    // What search engines read of home: the shop as an online store, with its marketplace
    // stores and, once the branch list is read, its branches as coffee shops; and the site
    // with the catalogue's search, which a search engine can offer.
    const [shop, site] = await waitFor(() => {
      const found = structuredData(canvasElement);
      expect(found).toHaveLength(2);
      expect(found[0]).toHaveProperty('subOrganization');
      return found;
    });
    await expect(site).toMatchObject({
      '@type': 'WebSite',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: expect.stringMatching(/\/products\?q=\{search_term_string\}$/u) },
        'query-input': 'required name=search_term_string',
      },
    });
    await expect(shop).toMatchObject({
      '@type': ['Organization', 'OnlineStore'],
      name: 'Kopi Nusantara',
      email: 'kemitraan@kopinusantara.id',
      sameAs: expect.arrayContaining(['https://www.tokopedia.com/kopinusantara']),
      subOrganization: expect.arrayContaining([
        expect.objectContaining({
          '@type': 'CafeOrCoffeeShop',
          name: 'Kopi Nusantara Kemang',
          address: {
            '@type': 'PostalAddress',
            streetAddress: 'Jl. Kemang Raya No. 18, Bangka, Mampang Prapatan',
            addressLocality: 'Jakarta Selatan',
            postalCode: '12730',
            addressCountry: 'ID',
          },
        }),
      ]),
    });
  },
});

export const GuestMobile = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = await homeScreen(canvasElement);
    const title = canvas.getByRole('heading', { level: 1, name: 'Blend Kopimu Sendiri' });
    const cta = canvas.getByRole('link', { name: 'Buat Blend Kopi Kamu' });
    // The call to action is on the first screen of a phone, above the bottom bar.
    await expect(cta.getBoundingClientRect().bottom).toBeLessThan(844 - 64);
    await expect(title.getBoundingClientRect().top).toBeLessThan(cta.getBoundingClientRect().top);
    const cards = await findCategoryLinks(canvasElement);
    await expect(cards).toHaveLength(3);
    // Cards are one per row on a phone.
    const [first, second] = cards.map((card) => card.closest('li')?.getBoundingClientRect());
    await expect(second?.top).toBeGreaterThanOrEqual(first?.bottom ?? Number.POSITIVE_INFINITY);
    await expect(canvas.getByRole('navigation', { name: 'Bagian halaman' })).toBeVisible();
  },
});

export const CustomerDesktop = meta.story({
  parameters: { session: 'siti' },
  play: async ({ canvasElement }) => {
    const canvas = await homeScreen(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Hai, Siti!' })).toBeVisible();
    await expectLinkTo(canvas, 'Lihat Akun Saya', '/main/profile');
    // A customer already has an account: no sign-up button.
    await expect(canvas.queryByRole('link', { name: 'Daftar Sekarang!' })).toBeNull();
    await findCategoryLinks(canvasElement);
  },
});

export const PickingACategoryOpensItsProducts = meta.story({
  play: async ({ canvasElement }) => {
    const cards = await findCategoryLinks(canvasElement);
    const beans = cards.find((card) => card.textContent === 'Biji Kopi');
    await expect(beans).toHaveAttribute('href', '/products');
    await userEvent.click(beans as HTMLElement);
    // The real catalogue, opened on the category picked here.
    const catalogue = within(canvasElement);
    await expect(
      await catalogue.findByRole('heading', { level: 1, name: 'Produk yang harus kamu coba!' }),
    ).toBeVisible();
    await expect(
      await catalogue.findByRole('tab', { name: 'Biji Kopi', selected: true }),
    ).toBeVisible();
    // The products screen opens on this tab: it reads the alias stored here.
    await expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.selectedCategory) ?? 'null')).toBe(
      'Beans',
    );
  },
});

export const PickingACategoryByKeyboard = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const cards = await findCategoryLinks(canvasElement);
    const drips = cards.find((card) => card.textContent === 'Drip Bag') as HTMLElement;
    drips.focus();
    await userEvent.keyboard('{Enter}');
    const catalogue = within(canvasElement);
    await catalogue.findByRole('heading', { level: 1, name: 'Produk yang harus kamu coba!' });
    await expect(localStorage.getItem(STORAGE_KEYS.selectedCategory)).toBe('"Drips"');
    await expect(
      await catalogue.findByRole('tab', { name: 'Drip Bag', selected: true }),
    ).toBeVisible();
  },
});

export const CategoriesLoading = meta.story({
  parameters: gatewayWith(neverAnswering('get', CATEGORIES)),
  play: async ({ canvasElement }) => {
    // The hero needs no data: it is there while the categories load.
    const canvas = await homeScreen(canvasElement);
    const section = canvas.getByRole('region', { name: 'Mau ngopi yang mana hari ini?' });
    await expect(within(section).getByText('Memuat kategori produk…')).toBeInTheDocument();
    await expect(section.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(section).queryByRole('link')).toBeNull();
  },
});

export const CategoriesFailThenRetry = meta.story({
  parameters: {
    // The first call fails; the retry reaches the mock gateway.
    ...gatewayWith(failingOnce('get', CATEGORIES, 500, serverError)),
  },
  play: async ({ canvasElement }) => {
    const canvas = await homeScreen(canvasElement);
    await retryAfterLoadError(canvasElement, 'Kategori produk belum bisa dimuat');
    const cards = await findCategoryLinks(canvasElement);
    await expect(cards).toHaveLength(3);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

export const CategoriesFailMobile = meta.story({
  globals: mobile,
  parameters: gatewayWith(failing('get', CATEGORIES, 500, serverError)),
  play: async ({ canvasElement }) => {
    await homeScreen(canvasElement);
    const { retry } = await findLoadError(canvasElement, 'Kategori produk belum bisa dimuat');
    await expect(retry).toBeVisible();
    // The shop's own details need no gateway: they are there while the categories fail.
    await waitFor(() =>
      expect(structuredData(canvasElement)).toEqual([
        expect.objectContaining({ '@type': ['Organization', 'OnlineStore'] }),
        expect.objectContaining({ '@type': 'WebSite' }),
      ]),
    );
  },
});

export const NoShownCategories = meta.story({
  parameters: gatewayWith(
    http.get(`*${CATEGORIES}`, () =>
      HttpResponse.json([{ code: 'C9', name: 'Merchandise', alias: 'Merchandise' }]),
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await homeScreen(canvasElement);
    await expectEmptyState(canvas, 'Kategori produk belum tersedia', {
      name: 'Lihat produk',
      href: '/products',
    });
    await expect(canvas.queryByRole('link', { name: 'Merchandise' })).toBeNull();
  },
});

export const DotsFollowAndMoveBetweenSections = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await homeScreen(canvasElement);
    await findCategoryLinks(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Bagian halaman' });
    const memberDot = within(nav).getByRole('link', { name: 'Daftar member' });
    const heroDot = within(nav).getByRole('link', { name: 'Blend Kopimu Sendiri' });

    // By keyboard: Enter on a dot brings its section into view and focus into it.
    memberDot.focus();
    await userEvent.keyboard('{Enter}');
    const member = canvas.getByRole('region', { name: 'Jadi member, ngopi jadi lebih mudah' });
    await waitFor(() => expect(member).toHaveFocus());
    await waitFor(() => expect(memberDot).toHaveAttribute('aria-current', 'location'), {
      timeout: 3000,
    });
    await expect(heroDot).not.toHaveAttribute('aria-current');

    // Scrolling by hand moves the mark too.
    window.scrollTo({ top: 0, behavior: 'instant' });
    await waitFor(() => expect(heroDot).toHaveAttribute('aria-current', 'location'), {
      timeout: 3000,
    });

    // By mouse.
    await userEvent.click(within(nav).getByRole('link', { name: 'Kategori produk' }));
    await waitFor(
      () =>
        expect(within(nav).getByRole('link', { name: 'Kategori produk' })).toHaveAttribute(
          'aria-current',
          'location',
        ),
      { timeout: 3000 },
    );
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
});
