import { findModal, mobile, modalGone } from '@kit/dom';
import { expectLocation, useHeld, withLocationProbe } from '@kit/story';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { AddressReminderDialog, type AddressReminderDialogProps } from './AddressReminderDialog';

/** Open until dismissed, as the profile shows it to a customer without an address. */
function Reminder(props: AddressReminderDialogProps) {
  const [isOpen, setOpen] = useHeld(true, (open) => {
    if (!open) props.onDismiss();
  });
  return <AddressReminderDialog isOpen={isOpen} onDismiss={() => setOpen(false)} />;
}

const meta = preview.meta({
  title: 'Parts/Profile/AddressReminderDialog',
  component: AddressReminderDialog,
  args: { isOpen: true, onDismiss: fn() },
  parameters: { route: '/main/profile' },
  render: (args) => <Reminder {...args} />,
  decorators: [withLocationProbe],
});

const findReminder = () => findModal('Lengkapi alamat pengirimanmu!');

export const LeadsToTheAddressForm = meta.story({
  play: async () => {
    const reminder = await findReminder();
    await expect(reminder).toHaveTextContent(
      'Sebelum memesan, lengkapi alamat pengirimanmu terlebih dahulu dan jadikan sebagai alamat utama.',
    );
    await userEvent.click(within(reminder).getByRole('link', { name: 'Lengkapi' }));
    await expectLocation('/main/address-form');
  },
});

/** 'Tutup' and Escape both put it away for this visit, and tell the profile so. */
export const Dismissed = meta.story({
  play: async ({ args }) => {
    await userEvent.click(within(await findReminder()).getByRole('button', { name: 'Tutup' }));
    await modalGone();
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
});

export const DismissedByKeyboardOnAPhone = meta.story({
  globals: mobile,
  play: async ({ args }) => {
    const complete = within(await findReminder()).getByRole('link', { name: 'Lengkapi' });
    await expect(complete.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.keyboard('{Escape}');
    await modalGone();
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
});
