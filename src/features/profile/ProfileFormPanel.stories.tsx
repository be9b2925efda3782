import { expectNotice, findLoadError, findLoadingArea, mobile } from '@kit/dom';
import { serverData } from '@kit/gateway';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ProfileFormPanel } from './ProfileFormPanel';
import { expectProfileNotFound } from './profileStory';
import { sitiProfile } from './testProfiles';

/** 'My Profile' in each state of the profile it edits. */
const meta = {
  title: 'Parts/Profile/ProfileFormPanel',
  component: ProfileFormPanel,
  args: { hasProfileCookie: true, profile: serverData.loaded(sitiProfile) },
  parameters: { session: 'siti' },
} satisfies Meta<typeof ProfileFormPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Nama Depan' })).toHaveValue('Siti');
    await expect(canvas.getByRole('button', { name: 'Simpan' })).toBeVisible();
  },
};

/** The form's shape while the profile loads; Save is there but cannot be pressed yet. */
export const Loading: Story = {
  args: { profile: serverData.loading() },
  play: async ({ canvas, canvasElement }) => {
    await findLoadingArea(canvasElement, 'Memuat profil…');
    await expect(canvas.getByRole('button', { name: 'Simpan' })).toBeDisabled();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const LoadingOnAPhone: Story = { ...Loading, globals: mobile };

export const FailedWithRetry: Story = {
  args: { profile: serverData.failed() },
  play: async ({ canvasElement, args }) => {
    const { alert, retry } = await findLoadError(canvasElement);
    await expectNotice(
      alert,
      'Profil gagal dimuat',
      'Tidak dapat terhubung ke server. Periksa koneksi internetmu lalu coba lagi.',
    );
    await userEvent.click(retry);
    await expect(args.profile.retry).toHaveBeenCalledOnce();
  },
};

/** Without the profile cookie nothing was loaded: the customer is told what to do. */
const notFound: Story['play'] = async ({ canvas, canvasElement }) => {
  await expectProfileNotFound(canvasElement);
  await expect(canvas.queryByRole('button', { name: 'Simpan' })).toBeNull();
};

export const WithoutProfileCookie: Story = {
  args: { hasProfileCookie: false, profile: serverData.loading() },
  play: notFound,
};

/** The gateway answered, but with no profile. */
export const NoProfileAnswered: Story = {
  args: { profile: serverData.loaded(null) },
  play: notFound,
};
