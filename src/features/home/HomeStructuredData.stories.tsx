import { page, structuredData } from '@kit/dom';
import { failing, gatewayWith, neverAnswering, spyOnRequests } from '@kit/gateway';
import { expectNoGlobalError, watchGlobalErrors } from '@kit/story';
import { HttpResponse, http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import type { Branch } from '@/api/branches';
import HomeStructuredData from './HomeStructuredData';

const BRANCHES = '/api/Branch';
const branchesAsked = spyOnRequests('get', BRANCHES);

/**
 * What home tells search engines (nothing a person sees): the shop as an online store with its
 * branches as coffee shops once the branch list is read, and the shop's site with its search.
 */
const meta = preview.meta({
  title: 'Parts/Home/HomeStructuredData',
  component: HomeStructuredData,
  beforeEach: ({ msw }) => {
    branchesAsked.calls.mockClear();
    msw.use(branchesAsked.handler);
  },
});

const kemang: Branch = {
  code: 'KMG',
  name: 'Kopi Nusantara Kemang',
  line1: 'Jl. Kemang Raya No. 18',
  line2: 'Bangka',
  city: 'Jakarta Selatan',
  cityId: '153',
  postalCode: '12730',
  imageUrl: '/images/Branches/kemang.svg',
  gMapsUrl: 'https://maps.google.com/?q=Kopi+Nusantara+Kemang',
};
/** A branch the back office filled in badly: no second line, four digits, a script for a map. */
const sabang: Branch = {
  code: 'SBG',
  name: 'Kopi Nusantara Sabang',
  line1: 'Jl. Diponegoro No. 5',
  line2: '  ',
  city: 'Sabang',
  cityId: '9',
  postalCode: '2351',
  imageUrl: null,
  gMapsUrl: 'javascript:alert(1)',
};

/** The two data blocks once they say what `settled` expects of them. */
const findBlocks = (canvasElement: HTMLElement, settled: (shop: unknown) => void) =>
  waitFor(() => {
    const blocks = structuredData(canvasElement);
    expect(blocks).toHaveLength(2);
    settled(blocks[0]);
    return blocks as [Record<string, unknown>, Record<string, unknown>];
  });

const absolute = (path: string) =>
  expect.stringMatching(new RegExp(`^https?://[^/]+${path}$`, 'u'));

/**
 * Each branch as a coffee shop of the shop's, said as far as the gateway's facts allow: the
 * address lines joined, a four-digit postal code padded, no picture named the shop's share
 * picture, and a map address that is no web address left out. The site's publisher is the shop.
 */
export const ShopWithItsBranches = meta.story({
  parameters: gatewayWith(http.get(`*${BRANCHES}`, () => HttpResponse.json([kemang, sabang]))),
  play: async ({ canvasElement }) => {
    const [shop, site] = await findBlocks(canvasElement, (found) =>
      expect(found).toHaveProperty('subOrganization'),
    );
    const shopNode = { '@id': shop['@id'] };
    await expect(shop['@id']).toEqual(absolute('/#toko'));
    await expect(shop.subOrganization).toEqual([
      {
        '@type': 'CafeOrCoffeeShop',
        name: 'Kopi Nusantara Kemang',
        image: [absolute('/images/Branches/kemang\\.svg')],
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Jl. Kemang Raya No. 18, Bangka',
          addressLocality: 'Jakarta Selatan',
          postalCode: '12730',
          addressCountry: 'ID',
        },
        hasMap: 'https://maps.google.com/?q=Kopi+Nusantara+Kemang',
        parentOrganization: shopNode,
      },
      {
        '@type': 'CafeOrCoffeeShop',
        name: 'Kopi Nusantara Sabang',
        image: [absolute('/share-image\\.png')],
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Jl. Diponegoro No. 5',
          addressLocality: 'Sabang',
          postalCode: '02351',
          addressCountry: 'ID',
        },
        parentOrganization: shopNode,
      },
    ]);
    await expect(site).toMatchObject({
      '@type': 'WebSite',
      '@id': absolute('/#situs'),
      inLanguage: 'id',
      publisher: shopNode,
    });
  },
});

/** Before the branch list is in, the shop and its site are said already, without branches. */
export const WhileTheBranchesLoad = meta.story({
  parameters: gatewayWith(neverAnswering('get', BRANCHES)),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(branchesAsked.calls).toHaveBeenCalled());
    const [shop, site] = await findBlocks(canvasElement, () => undefined);
    await expect(shop).toMatchObject({ '@type': ['Organization', 'OnlineStore'] });
    await expect(shop).not.toHaveProperty('subOrganization');
    await expect(site).toMatchObject({ '@type': 'WebSite' });
  },
});

/**
 * The branch list failing is nobody's business but the search engine's: the shop is said
 * without branches, and no error shows (none of its own, no global dialog).
 */
export const BranchesFailQuietly = meta.story({
  parameters: gatewayWith(failing('get', BRANCHES)),
  beforeEach: () => watchGlobalErrors(),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(branchesAsked.calls).toHaveBeenCalled());
    const [shop] = await findBlocks(canvasElement, () => undefined);
    await expect(shop).not.toHaveProperty('subOrganization');
    // Nothing a person sees: the data blocks are all there is.
    const seen = canvasElement.cloneNode(true) as HTMLElement;
    for (const script of seen.querySelectorAll('script')) script.remove();
    await expect(seen.textContent?.trim()).toBe('');
    await expect(page.queryByRole('alert')).toBeNull();
    await expect(page.queryByRole('alertdialog')).toBeNull();
    await expectNoGlobalError();
  },
});
