import { findLoadError, findLoadingAreas, mobile } from '@kit/dom';
import { failingOnce, gatewayWith, neverAnswering, spyOnRequests } from '@kit/gateway';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { listTopProducts } from '@/api/catalogue/calls';
import { TopProducts } from './TopProducts';

const TOP = '/api/Product/Top';
const topAsked = spyOnRequests('get', TOP);

/** 'Beli lagi, Yuk!' above the catalogue, for the signed-in customer it is about. */
const meta = preview.meta({
  title: 'Parts/Catalogue/TopProducts',
  component: TopProducts,
  parameters: { session: 'siti' },
});

const findRow = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: 'Beli lagi, Yuk!' });

/** Siti has ordered before: what she bought most, as cards to open. */
export const WhatTheCustomerBuysMost = meta.story({
  play: async ({ canvasElement }) => {
    const row = within(await findRow(canvasElement));
    await expect(row.getByRole('heading', { level: 2 })).toHaveTextContent('Beli lagi, Yuk!');
    // The gateway's order: most bought first.
    const top = await listTopProducts();
    await expect(top.length).toBeGreaterThan(0);
    await expect(row.getAllByRole('link').map((link) => link.textContent)).toEqual(
      top.map((product) => product.name),
    );
  },
});

export const OnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const list = within(await findRow(canvasElement)).getByRole('list');
    // A row to swipe, inside the page.
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
  },
});

/** Budi has bought nothing yet: no empty shelf, nothing at all once his answer is in. */
export const NothingBoughtYet = meta.story({
  parameters: { session: 'budi', ...gatewayWith(topAsked.handler) },
  beforeEach: () => {
    topAsked.calls.mockClear();
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(topAsked.calls).toHaveBeenCalled());
    await waitFor(() => expect(canvasElement).toBeEmptyDOMElement());
  },
});

export const Loading = meta.story({
  parameters: gatewayWith(neverAnswering('get', TOP)),
  play: async ({ canvasElement }) => {
    // The title and the cards stand in as one announcement each.
    await expect(await findLoadingAreas(canvasElement, 'Memuat produk…')).toHaveLength(2);
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
});

export const LoadFailsThenRetry = meta.story({
  parameters: gatewayWith(failingOnce('get', TOP)),
  play: async ({ canvasElement }) => {
    const { retry } = await findLoadError(canvasElement, 'Produk favoritmu tidak dapat dimuat.');
    await userEvent.click(retry);
    await expect(await findRow(canvasElement)).toBeVisible();
  },
});
