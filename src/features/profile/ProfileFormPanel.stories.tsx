import { findLoadingArea, mobile } from '@kit/dom';
import { serverData } from '@kit/gateway';
import { sitiProfile } from '@kit/profiles';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { retryAfterLoadError } from '@/ui/storyLoadError';
import { ProfileFormPanel } from './ProfileFormPanel';
import { expectProfileNotFound } from './profileStory';

/** 'My Profile' in each state of the profile it edits. */
const meta = preview.meta({
  title: 'Parts/Profile/ProfileFormPanel',
  component: ProfileFormPanel,
  args: { hasProfileCookie: true, profile: serverData.loaded(sitiProfile) },
  parameters: { session: 'siti' },
});

/** The form's code loads after the panel renders (its skeleton until then). */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Nama Depan' })).toHaveValue('Siti');
    await expect(canvas.getByRole('button', { name: 'Simpan' })).toBeVisible();
  },
});

/** The form's shape while the profile loads; Save is there but cannot be pressed yet. */
export const Loading = meta.story({
  args: { profile: serverData.loading() },
  play: async ({ canvas, canvasElement }) => {
    await findLoadingArea(canvasElement, 'Memuat profil…');
    await expect(canvas.getByRole('button', { name: 'Simpan' })).toBeDisabled();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
});

export const LoadingOnAPhone = Loading.extend({ globals: mobile });

export const FailedWithRetry = meta.story({
  args: { profile: serverData.failed() },
  play: async ({ canvasElement, args }) => {
    await retryAfterLoadError(
      canvasElement,
      'Profil gagal dimuat',
      'Tidak dapat terhubung ke server. Periksa koneksi internetmu lalu coba lagi.',
    );
    await expect(args.profile.retry).toHaveBeenCalledOnce();
  },
});

/** Without the profile cookie nothing was loaded: the customer is told what to do. */
const notFound = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expectProfileNotFound(canvasElement);
  await expect(within(canvasElement).queryByRole('button', { name: 'Simpan' })).toBeNull();
};

export const WithoutProfileCookie = meta.story({
  args: { hasProfileCookie: false, profile: serverData.loading() },
  play: notFound,
});

/** The gateway answered, but with no profile. */
export const NoProfileAnswered = meta.story({
  args: { profile: serverData.loaded(null) },
  play: notFound,
});
