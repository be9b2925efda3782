import {
  expectLinkTo,
  expectNoSidewaysScroll,
  findLoadError,
  findLoadingArea,
  mobile,
} from '@kit/dom';
import { failingOnce, gatewayWith, neverAnswering } from '@kit/gateway';
import { GAYO_ALONE, myShare } from '@kit/sharedBlends';
import { expectLocation, findScreen, screenStory } from '@kit/story';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { SharedBlendsPanel } from './SharedBlendsPanel';

const MINE = '/api/SharedBlend/Mine';
/** The list of shares, by its name. */
const LIST = { name: 'Blend yang kamu bagikan' };

/**
 * Siti's three shares, not in the order they were shared: the oldest, bought three times;
 * the newest, not bought yet; and one bought once, with a long name.
 */
const SHARES = [
  myShare({ slug: 'blend-sore-siti-aaaaaaaaaa', name: 'Blend Sore', timesBought: 3 }),
  myShare({
    slug: 'blend-pagi-siti-bbbbbbbbbb',
    name: 'Blend Pagi',
    timesBought: 0,
    sharedAt: '2026-11-20T08:00:00+07:00',
    ...GAYO_ALONE,
  }),
  myShare({
    slug: 'kopi-tubruk-ala-nenek-cccccccccc',
    name: 'Kopi Tubruk ala Nenek di Kampung Halaman yang Selalu Dirindukan',
    timesBought: 1,
    sharedAt: '2026-08-05T10:00:00+07:00',
  }),
];

const answeringShares = gatewayWith(http.get(`*${MINE}`, () => HttpResponse.json(SHARES)));

/** The panel where the app puts it: the profile's 'Blend Dibagikan' tab, as Siti. */
const meta = preview.meta({
  title: 'Parts/Profile/SharedBlendsPanel',
  component: SharedBlendsPanel,
  ...screenStory({ route: '/main/profile?tab=blend', session: 'siti' }),
});

/** The tab's panel once the profile has loaded with 'Blend Dibagikan' chosen. */
async function blendTab(canvasElement: HTMLElement) {
  const canvas = await findScreen(canvasElement, 'Siti Rahayu', 5000);
  await canvas.findByRole('tab', { name: 'Blend Dibagikan', selected: true });
  return within(canvas.getByRole('tabpanel', { name: 'Blend Dibagikan' }));
}

/** Each share's card, in the order shown. */
async function shownShares(canvasElement: HTMLElement) {
  const panel = await blendTab(canvasElement);
  const list = await panel.findByRole('list', LIST, { timeout: 5000 });
  const shares = within(list).getAllByRole('listitem');
  await expect(shares).toHaveLength(SHARES.length);
  return shares as [HTMLElement, HTMLElement, HTMLElement];
}

/** Newest first, each a link to its page, with its composition, date and times bought. */
export const Filled = meta.story({
  parameters: answeringShares,
  play: async ({ canvasElement }) => {
    const [newest, middle, oldest] = await shownShares(canvasElement);
    await expect(newest).toHaveTextContent('Blend Pagi');
    await expect(newest).toHaveTextContent('100% Arabika Gayo Full Wash');
    await expect(newest).toHaveTextContent('Dibagikan 20 Nov 2026');
    await expect(newest).toHaveTextContent('Belum ada yang membeli');
    await expect(middle).toHaveTextContent('Dibeli 1 kali');
    await expect(oldest).toHaveTextContent('50% Arabika Gayo Full Wash · 50% Robusta Temanggung');
    await expect(oldest).toHaveTextContent('Dibagikan 17 Mei 2026');
    await expect(oldest).toHaveTextContent('Dibeli 3 kali');
    await expectLinkTo(within(oldest), 'Blend Sore', '/blend/blend-sore-siti-aaaaaaaaaa');
    await userEvent.click(within(newest).getByRole('link', { name: 'Blend Pagi' }));
    await expectLocation('/blend/blend-pagi-siti-bbbbbbbbbb');
  },
});

/** On a phone the four tabs share the width, none cut off, and the long name fits. */
export const FilledMobile = meta.story({
  globals: mobile,
  parameters: answeringShares,
  play: async ({ canvasElement }) => {
    await shownShares(canvasElement);
    const list = within(canvasElement).getByRole('tablist', { name: 'Profil' });
    const { left, right } = list.getBoundingClientRect();
    for (const tab of within(list).getAllByRole('tab')) {
      const box = tab.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(left);
      await expect(box.right).toBeLessThanOrEqual(right);
    }
    await expectNoSidewaysScroll();
  },
});

/** Nothing shared yet: what sharing is and where to do it. */
export const Empty = meta.story({
  play: async ({ canvasElement }) => {
    const panel = await blendTab(canvasElement);
    await expect(
      await panel.findByRole(
        'heading',
        { name: 'Belum ada blend yang kamu bagikan' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      panel.getByText(/jendela blend keranjang atau di halaman pesanannya/),
    ).toBeVisible();
    await expectLinkTo(panel, 'Lihat riwayat pesanan', '/main/order-history');
  },
});

/** While the list loads: a skeleton that says what it is waiting for. */
export const Loading = meta.story({
  parameters: gatewayWith(neverAnswering('get', MINE)),
  play: async ({ canvasElement }) => {
    await blendTab(canvasElement);
    await findLoadingArea(canvasElement, 'Memuat blend yang kamu bagikan');
    await expect(within(canvasElement).queryByRole('list', LIST)).toBeNull();
  },
});

/** The list fails to load: said so, and 'Coba lagi' loads it. */
export const FailsThenRetry = meta.story({
  parameters: gatewayWith(failingOnce('get', MINE)),
  play: async ({ canvasElement }) => {
    await blendTab(canvasElement);
    const { alert, retry } = await findLoadError(
      canvasElement,
      'Blend yang kamu bagikan gagal dimuat',
    );
    await expect(alert).toBeVisible();
    await userEvent.click(retry);
    const panel = await blendTab(canvasElement);
    await expect(
      await panel.findByRole('heading', { name: 'Belum ada blend yang kamu bagikan' }),
    ).toBeVisible();
  },
});
