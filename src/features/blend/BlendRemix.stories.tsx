import { expectNoSidewaysScroll, findAlert, mobile, modalGone } from '@kit/dom';
import { failingOnce, gatewayWith, neverAnswering } from '@kit/gateway';
import { aSharedBlend, withoutBuilderChoice } from '@kit/sharedBlends';
import { expectLocation, findScreen, logInThroughTheForm, screenStory } from '@kit/story';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { hrefs } from '@/lib/paths';
import BlendScreen from './BlendScreen';
import { COMPOSED_BLEND, holding, storedBlend } from './testBlends';
import { blendTexts as t } from './texts';

// 'Racik ulang' (issue 39): the builder at the address the shared blend's page links to,
// filled from Budi's 'Blend Sore' (half Gayo, half Temanggung, coffee bags).

const shared = aSharedBlend();
const REMIX = hrefs.remixBlend(shared.slug);
const FIRST_STEP = hrefs.blendStep('pilih-biji-kopi');
const ONE_BLEND = '/api/SharedBlend/:slug';

/** The gateway's answer for the shared blend: `blend` at any slug. */
const answering = (blend = shared) => http.get(`*${ONE_BLEND}`, () => HttpResponse.json(blend));

/** Siti opens the builder's remix address, the blend shared; a story changes what it is about. */
const meta = preview.meta({
  title: 'Screens/Blend/Racik ulang',
  component: BlendScreen,
  ...screenStory({
    route: REMIX,
    session: 'siti',
    handlers: [answering()],
    watchesGlobalErrors: true,
  }),
});

const findBuilder = (canvasElement: HTMLElement) => findScreen(canvasElement, t.title, 5000);

/** The composition card's beans, as they read. */
async function composition(canvasElement: HTMLElement) {
  const canvas = await findBuilder(canvasElement);
  const list = await canvas.findByRole('list', { name: t.composition.title }, { timeout: 5000 });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/Hapus$/, '').trim());
}

const FILLED = 'Komposisi Blend Sore racikan Budi sudah terisi.';

/** Filled at once, said so; the address drops the slug and the session keeps the blend. */
export const FilledFromTheAddress = meta.story({
  play: async ({ canvasElement }) => {
    await expect(await composition(canvasElement)).toEqual([
      '50% Arabika Gayo Full Wash (Gayo)',
      '50% Robusta Temanggung (Temanggung)',
    ]);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(FILLED);
    await expect(canvas.getByText(t.beans.complete)).toBeVisible();
    await expectLocation(FIRST_STEP);
    await expect(storedBlend()).toMatchObject({ packaging: 'Bag', name: '', grind: null });
    // The maker's packaging is chosen; size and grind are the friend's to choose.
    await userEvent.click(canvas.getByRole('link', { name: t.next }));
    await expectLocation(hrefs.blendStep('pilih-kemasan-produk'));
    await expect(await canvas.findByRole('radio', { name: 'Coffee Bag' })).toBeChecked();
    // Told on the first step only.
    await expect(canvas.queryByText(FILLED, { exact: false })).toBeNull();
  },
});

/** Filled, then reset: the builder is empty and no longer says it was filled. */
export const FilledThenReset = meta.story({
  play: async ({ canvasElement }) => {
    await expect(await composition(canvasElement)).toHaveLength(2);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.review.reset }));
    await userEvent.click(
      within(await findAlert('Kamu yakin?')).getByRole('button', { name: t.reset.confirm }),
    );
    await expect(await canvas.findByText(t.composition.empty)).toBeVisible();
    await expect(canvas.queryByText(FILLED, { exact: false })).toBeNull();
  },
});

export const FilledOnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(await composition(canvasElement)).toHaveLength(2);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(FILLED);
    await expectNoSidewaysScroll();
  },
});

/** A bean the builder no longer offers: the rest is filled and the missing bean named. */
export const ABeanNoLongerOffered = meta.story({
  parameters: gatewayWith(answering(withoutBuilderChoice(shared, 1))),
  play: async ({ canvasElement }) => {
    await expect(await composition(canvasElement)).toEqual(['50% Arabika Gayo Full Wash (Gayo)']);
    const note = within(canvasElement).getByRole('status');
    await expect(note).toHaveTextContent(
      'Robusta Temanggung tidak bisa diisikan karena bijinya tidak lagi tersedia di sini.',
    );
    await expect(within(canvasElement).getByText(t.beans.remaining(50))).toBeVisible();
  },
});

/** Another blend in progress: asked first; 'Ya, Ganti' replaces it. */
export const ReplacesABlendInProgress = meta.story({
  beforeEach: holding(COMPOSED_BLEND),
  play: async ({ canvasElement }) => {
    const question = await findAlert('Ganti blend yang sedang kamu racik?');
    await expect(question).toHaveTextContent(
      'Blend yang sedang kamu racik akan diganti dengan komposisi Blend Sore.',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Ya, Ganti' }));
    await modalGone('alertdialog');
    await expect(await composition(canvasElement)).toHaveLength(2);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(FILLED);
    await expectLocation(FIRST_STEP);
  },
});

/** Another blend in progress, kept: nothing changes, and the builder says so. */
export const KeepsABlendInProgress = meta.story({
  beforeEach: holding(COMPOSED_BLEND),
  play: async ({ canvasElement }) => {
    const question = await findAlert('Ganti blend yang sedang kamu racik?');
    await userEvent.click(
      within(question).getByRole('button', { name: 'Tidak, Lanjutkan Blend-ku' }),
    );
    await modalGone('alertdialog');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Blend-mu tetap seperti semula; komposisi Blend Sore tidak diisikan.',
    );
    await expect(await composition(canvasElement)).toHaveLength(3);
    await expect(storedBlend().components).toEqual(COMPOSED_BLEND.components);
    await expectLocation(FIRST_STEP);
  },
});

/** While the shared blend loads: said so, the builder as it was. */
export const WhileLoading = meta.story({
  parameters: gatewayWith(neverAnswering('get', ONE_BLEND)),
  play: async ({ canvasElement }) => {
    const canvas = await findBuilder(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(t.remix.loading);
    await expect(canvas.getByText(t.composition.empty)).toBeVisible();
    await expectLocation(REMIX);
  },
});

/** Taken down or never shared (the mock knows no such slug): said so; the builder is empty. */
export const NoLongerShared = meta.story({
  parameters: gatewayWith(),
  play: async ({ canvasElement }) => {
    const canvas = await findBuilder(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Blend ini tidak dibagikan lagi');
    await expect(canvas.getByText(t.composition.empty)).toBeVisible();
    await expectLocation(FIRST_STEP);
    await expect(storedBlend()).toBeNull();
  },
});

/** The shared blend fails to load: said so with 'Coba lagi', which fills the builder. */
export const LoadFailsThenRetry = meta.story({
  beforeEach: ({ msw }) => msw.use(failingOnce('get', ONE_BLEND)),
  play: async ({ canvasElement }) => {
    const canvas = await findBuilder(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Blend yang mau kamu racik ulang gagal dimuat.');
    await expectLocation(REMIX);
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await expect(await composition(canvasElement)).toHaveLength(2);
    await expectLocation(FIRST_STEP);
  },
});

/** A guest logs in first and still lands in the filled builder. */
export const GuestLogsInFirst = meta.story({
  parameters: { session: 'guest' },
  play: async ({ canvasElement }) => {
    await expectLocation(hrefs.login(REMIX));
    await logInThroughTheForm(canvasElement, 'siti');
    await expect(await composition(canvasElement)).toHaveLength(2);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(FILLED);
    await expectLocation(FIRST_STEP);
  },
});
