import { dismissAlert, findAlert, mobile } from '@kit/dom';
import { useAtomValue, useSetAtom } from 'jotai';
import { expect, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { farewellAtom } from '@/state/farewell';
import { FarewellAlert } from './FarewellAlert';

/** What logging out leaves behind: the goodbye the app shows once the profile is gone. */
function AfterLogout() {
  const say = useSetAtom(farewellAtom);
  const farewell = useAtomValue(farewellAtom);
  return (
    <>
      <button
        type="button"
        onClick={() => say({ title: 'Berhasil!', message: 'Sampai jumpa kembali!' })}
      >
        Keluar
      </button>
      <output aria-label="Pesan perpisahan">{farewell ? 'ada' : 'tidak ada'}</output>
      <FarewellAlert />
    </>
  );
}

const meta = preview.meta({
  title: 'Parts/Profile/FarewellAlert',
  component: FarewellAlert,
  render: () => <AfterLogout />,
});

export const SaysGoodbye = meta.story({
  play: async ({ canvas }) => {
    // Nothing to say before somebody logs out.
    await expect(canvas.getByRole('status', { name: 'Pesan perpisahan' })).toHaveTextContent(
      'tidak ada',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Keluar' }));
    const farewell = await findAlert('Berhasil!');
    await expect(farewell).toHaveAccessibleDescription('Sampai jumpa kembali!');
    await expect(within(farewell).getByRole('button', { name: 'Okay!' })).toHaveFocus();
    // Read and closed: the words stayed while it faded, and the goodbye is spent.
    await dismissAlert('Berhasil!');
    await expect(canvas.getByRole('status', { name: 'Pesan perpisahan' })).toHaveTextContent(
      'tidak ada',
    );
  },
});

export const OnAPhoneClosedWithEscape = meta.story({
  globals: mobile,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Keluar' }));
    await findAlert('Berhasil!');
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByText('tidak ada')).toBeInTheDocument();
  },
});
