import { expectNoSidewaysScroll, findLoadError, findModal, mobile } from '@kit/dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { ApiError } from '@/api/errors';
import type { RemixState } from '../hooks/useRemix';
import { RemixNote } from './RemixNote';

const FILLED = 'Komposisi Blend Sore racikan Budi sudah terisi.';
const CONFIRM_TITLE = 'Ganti blend yang sedang kamu racik?';

/**
 * What became of 'Racik ulang' (a shared blend's page sends the builder `?racik=<slug>`),
 * said above the builder's first step; and the question when the builder holds another blend.
 */
const meta = preview.meta({
  title: 'Parts/Blend/RemixNote',
  component: RemixNote,
  args: { remix: { kind: 'none' } as RemixState },
});

/** No 'Racik ulang' in the address: nothing is said. */
export const Nothing = meta.story({
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
});

/** The shared blend is on its way. */
export const Loading = meta.story({
  args: { remix: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Memuat blend yang mau kamu racik ulang…',
    );
  },
});

/** It failed to load: why, in the shop's words, and 'Coba lagi' asks again. */
export const Failed = meta.story({
  args: {
    remix: {
      kind: 'failed',
      error: new ApiError({
        status: 500,
        error: 'server_error',
        description: 'upstream timeout',
        userMessage: 'Server sedang bermasalah.',
      }),
      retry: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const { retry } = await findLoadError(
      canvasElement,
      'Blend yang mau kamu racik ulang gagal dimuat. Server sedang bermasalah.',
    );
    await userEvent.click(retry);
    await expect(args.remix.kind === 'failed' && args.remix.retry).toHaveBeenCalledOnce();
  },
});

/** Filled with every bean: whose blend it was, and that it is the shopper's to change now. */
export const Filled = meta.story({
  args: { remix: { kind: 'filled', name: 'Blend Sore', maker: 'Budi', missing: [] } },
  play: async ({ canvas }) => {
    const note = canvas.getByRole('status');
    await expect(note).toHaveTextContent(
      `${FILLED} Ubah sesukamu, lalu beri nama blend-mu sendiri.`,
    );
    await expect(note).not.toHaveTextContent('tidak bisa diisikan');
  },
});

/** A bean no longer offered: the rest is filled, and the note names what to choose again. */
export const FilledWithoutABean = meta.story({
  args: {
    remix: { kind: 'filled', name: 'Blend Sore', maker: 'Budi', missing: ['Robusta Temanggung'] },
  },
  play: async ({ canvas }) => {
    const note = canvas.getByRole('status');
    await expect(note).toHaveTextContent(FILLED);
    await expect(
      within(note).getByText(
        'Robusta Temanggung tidak bisa diisikan karena bijinya tidak lagi tersedia di sini. Pilih biji penggantinya, ya.',
      ),
    ).toBeVisible();
  },
});

/** The maker's words are shown as they are, never as markup. */
export const NamesAsText = meta.story({
  args: {
    remix: { kind: 'filled', name: '<b>Sore</b>', maker: 'Budi & "Ani"', missing: [] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Komposisi <b>Sore</b> racikan Budi & "Ani" sudah terisi.',
    );
    await expect(canvas.getByRole('status').querySelector('b')).toBeNull();
  },
});

/** The shopper kept their own blend: it is said that nothing was filled. */
export const Kept = meta.story({
  args: { remix: { kind: 'kept', name: 'Blend Sore' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Blend-mu tetap seperti semula; komposisi Blend Sore tidak diisikan.',
    );
  },
});

/** The maker stopped sharing it: a warning, its title first, then a nudge to blend one's own. */
export const Gone = meta.story({
  args: { remix: { kind: 'gone' } },
  play: async ({ canvas }) => {
    const lines = [...canvas.getByRole('alert').querySelectorAll('p')].map(
      (line) => line.textContent,
    );
    await expect(lines).toEqual([
      'Blend ini tidak dibagikan lagi',
      'Peraciknya mungkin sudah berhenti membagikannya. Yuk, racik blend-mu sendiri!',
    ]);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});

const asking = () => ({
  remix: { kind: 'asking' as const, name: 'Blend Sore', confirm: fn(), keep: fn() },
});

/** Another blend is in progress: asked first; 'Ya, Ganti' replaces it. */
export const AskingReplace = meta.story({
  args: asking(),
  play: async ({ args }) => {
    const dialog = await findModal(CONFIRM_TITLE, 'alertdialog');
    await expect(dialog).toHaveTextContent(
      'Blend yang sedang kamu racik akan diganti dengan komposisi Blend Sore.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, Ganti' }));
    if (args.remix.kind !== 'asking') throw new Error('not asking');
    await expect(args.remix.confirm).toHaveBeenCalledOnce();
    await expect(args.remix.keep).not.toHaveBeenCalled();
  },
});

/** On a phone, 'Tidak, Lanjutkan Blend-ku' keeps the blend in progress. */
export const AskingKeepOnAPhone = meta.story({
  globals: mobile,
  args: asking(),
  play: async ({ args }) => {
    const dialog = await findModal(CONFIRM_TITLE, 'alertdialog');
    await expectNoSidewaysScroll();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Tidak, Lanjutkan Blend-ku' }),
    );
    if (args.remix.kind !== 'asking') throw new Error('not asking');
    await expect(args.remix.keep).toHaveBeenCalledOnce();
    await expect(args.remix.confirm).not.toHaveBeenCalled();
  },
});
