import { mobile } from '@kit/dom';
import { screenStory } from '@kit/story';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { STORAGE_KEYS } from '@/lib/storage';
import { ConsentSlot } from './ConsentSlot';

/**
 * The analytics notice (UU PDP No. 27/2022) in the real storefront at home: on a first visit,
 * its two answers, and reopened from the footer's 'Pengaturan privasi' with the current one.
 */
const meta = preview.meta({
  title: 'Parts/Analytics/ConsentNotice',
  component: ConsentSlot,
  ...screenStory({ route: '/' }),
});

const TITLE = 'Izin analitik';
const BODY =
  'Kami ingin mengukur kunjungan dan pembelian dengan Google Analytics untuk memperbaiki toko ini. Tidak ada data yang dikirim tanpa persetujuanmu.';

async function findNotice(canvasElement: HTMLElement) {
  const notice = await within(canvasElement).findByRole(
    'region',
    { name: TITLE },
    { timeout: 5000 },
  );
  await expect(notice).toBeVisible();
  return notice;
}

function storedChoice(): string | undefined {
  const stored = localStorage.getItem(STORAGE_KEYS.analyticsConsent);
  return stored ? (JSON.parse(stored) as { choice: string }).choice : undefined;
}

async function expectFirstVisit(canvasElement: HTMLElement) {
  const notice = within(await findNotice(canvasElement));
  await expect(notice.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
  await expect(notice.getByText(BODY)).toBeVisible();
  await expect(
    notice.getByText(
      "Pilihan ini bisa diubah kapan saja lewat 'Pengaturan privasi' di bagian bawah halaman.",
    ),
  ).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Terima' })).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Tolak' })).toBeVisible();
  await expect(notice.queryByRole('button', { name: 'Tutup' })).toBeNull();
  // Nothing is measured before an answer.
  await expect(window.dataLayer).toBeUndefined();
}

export const FirstVisit = meta.story({
  parameters: { consent: null },
  play: async ({ canvasElement }) => expectFirstVisit(canvasElement),
});

/**
 * On a phone it sits just above the bottom tab bar: the tab bar stays usable, and the top of
 * the page (the heading a shared link opens on) stays in view. It takes at most a quarter of
 * the screen (275 of 844 px before it was set small), so a product opened from a chat shows
 * its photo above it.
 */
export const FirstVisitOnAPhone = meta.story({
  parameters: { consent: null },
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expectFirstVisit(canvasElement);
    const notice = (await findNotice(canvasElement)).getBoundingClientRect();
    const canvas = within(canvasElement);
    const tabBar = canvas.getByRole('navigation', { name: 'Navigasi bawah' });
    await expect(tabBar.getBoundingClientRect().top - notice.bottom).toBeGreaterThanOrEqual(0);
    await expect(tabBar.getBoundingClientRect().top - notice.bottom).toBeLessThan(2);
    const heading = await canvas.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await expect(notice.top).toBeGreaterThanOrEqual(heading.getBoundingClientRect().bottom);
    await expect(notice.height).toBeLessThanOrEqual(window.innerHeight / 4);
  },
});

export const Accepting = meta.story({
  parameters: { consent: null },
  play: async ({ canvasElement }) => {
    const notice = await findNotice(canvasElement);
    await userEvent.click(within(notice).getByRole('button', { name: 'Terima' }));
    await waitFor(() => expect(notice).not.toBeInTheDocument());
    await expect(storedChoice()).toBe('granted');
  },
});

export const Refusing = meta.story({
  parameters: { consent: null },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const notice = await findNotice(canvasElement);
    await userEvent.click(within(notice).getByRole('button', { name: 'Tolak' }));
    await waitFor(() => expect(notice).not.toBeInTheDocument());
    await expect(storedChoice()).toBe('denied');
    await expect(window.dataLayer).toBeUndefined();
  },
});

async function reopen(canvasElement: HTMLElement, current: string) {
  const canvas = within(canvasElement);
  // Answered already: no notice until the footer asks for it.
  await expect(canvas.queryByRole('region', { name: TITLE })).toBeNull();
  await userEvent.click(await canvas.findByRole('button', { name: 'Pengaturan privasi' }));
  const notice = await findNotice(canvasElement);
  await expect(within(notice).getByText(current)).toBeVisible();
  await waitFor(() => expect(within(notice).getByRole('heading', { name: TITLE })).toHaveFocus());
  return within(notice);
}

export const ReopenedFromTheFooter = meta.story({
  parameters: { consent: 'granted' },
  play: async ({ canvasElement }) => {
    const notice = await reopen(canvasElement, 'Pilihanmu saat ini: diterima.');
    await userEvent.click(notice.getByRole('button', { name: 'Tolak' }));
    await waitFor(() => expect(storedChoice()).toBe('denied'));
    await expect(within(canvasElement).queryByRole('region', { name: TITLE })).toBeNull();
  },
});

export const ReopenedOnAPhone = meta.story({
  parameters: { consent: 'denied' },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const notice = await reopen(canvasElement, 'Pilihanmu saat ini: ditolak.');
    await userEvent.click(notice.getByRole('button', { name: 'Tutup' }));
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('region', { name: TITLE })).toBeNull(),
    );
    await expect(storedChoice()).toBe('denied');
  },
});
