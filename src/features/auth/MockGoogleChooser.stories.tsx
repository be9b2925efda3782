import { findModal, mobile } from '@kit/dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { MockGoogleChooser } from './MockGoogleChooser';

const meta = preview.meta({
  title: 'Parts/Auth/MockGoogleChooser',
  component: MockGoogleChooser,
  args: { isOpen: true, onOpenChange: fn(), onChoose: fn() },
});

const chooser = () => findModal('Pilih akun Google');

export const DemoAccounts = meta.story({
  play: async ({ args }) => {
    const dialog = within(await chooser());
    await expect(
      dialog.getByText(
        'Mode demo: Google tidak tersambung. Pilih salah satu akun contoh atau masukkan akun lain.',
      ),
    ).toBeVisible();
    const accounts = within(dialog.getByRole('list')).getAllByRole('button');
    await expect(accounts.map((account) => account.textContent)).toEqual([
      'SSiti Rahayusiti.rahayu@example.com',
      'DDewi Lestaridewi.lestari@example.com',
      'AAndi Pratamaandi.pratama@example.com',
    ]);
    await userEvent.click(dialog.getByRole('button', { name: /Dewi Lestari/ }));
    await expect(args.onChoose).toHaveBeenCalledWith({
      email: 'dewi.lestari@example.com',
      givenName: 'Dewi',
      familyName: 'Lestari',
    });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
});

export const OtherAccount = meta.story({
  play: async ({ args }) => {
    const dialog = within(await chooser());
    const proceed = dialog.getByRole('button', { name: 'Lanjutkan' });
    await expect(proceed).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nama Depan' }), '  Rizky ');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nama Belakang' }), 'Hidayat');
    const email = dialog.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'rizky@');
    await userEvent.tab();
    await expect(
      dialog.getByText('Format email belum benar, contoh: nama@email.com.'),
    ).toBeVisible();
    await expect(proceed).toBeDisabled();
    await userEvent.type(email, 'example.com');
    await userEvent.click(proceed);
    await expect(args.onChoose).toHaveBeenCalledWith({
      givenName: 'Rizky',
      familyName: 'Hidayat',
      email: 'rizky@example.com',
    });
  },
});

export const BottomSheetOnMobile = meta.story({
  globals: mobile,
  play: async ({ args }) => {
    const dialog = await chooser();
    // A sheet spans the phone's width.
    await expect(dialog.getBoundingClientRect().width).toBeGreaterThan(360);
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
});
