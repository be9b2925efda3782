import { findAlert, findModal, mobile } from '@kit/dom';
import { connectionDrops, failingOnce, spyOnRequests } from '@kit/gateway';
import { aSharedBlend, GAYO_ALONE } from '@kit/sharedBlends';
import { useHeld } from '@kit/story';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { pushedEvents } from '@/features/analytics/public';
import { BuySharedBlendDialog, type BuySharedBlendDialogProps } from './BuySharedBlendDialog';

/** A shared blend of one bean as the gateway sends it, at an address the mock does not know. */
const blend = aSharedBlend(GAYO_ALONE);

/** Open as the blend's page holds it: what the dialog asks for becomes its state. */
function HeldOpen(props: BuySharedBlendDialogProps) {
  const [isOpen, setOpen] = useHeld(props.isOpen, props.onOpenChange);
  return <BuySharedBlendDialog {...props} isOpen={isOpen} onOpenChange={setOpen} />;
}

const purchases = spyOnRequests('post', '/api/SharedBlend/:slug/Cart');

/** 'Beli blend ini' for a customer: packaging, size, grind and how many, then the flow. */
const meta = preview.meta({
  title: 'Parts/SharedBlend/BuySharedBlendDialog',
  component: BuySharedBlendDialog,
  args: { isOpen: true, onOpenChange: fn(), blend },
  parameters: { session: 'budi' },
  render: (args) => <HeldOpen {...args} />,
  beforeEach: ({ msw }) => {
    purchases.calls.mockClear();
    msw.use(purchases.handler);
  },
});

const findForm = async () => within(await findModal('Beli blend ini'));

/** '+ Keranjang', then 'Ya, Tambahkan' in the question it asks. */
async function confirm(form: ReturnType<typeof within>) {
  await userEvent.click(form.getByRole('button', { name: '+ Keranjang' }));
  const question = await findAlert('Kamu yakin?');
  await userEvent.click(within(question).getByRole('button', { name: 'Ya, Tambahkan' }));
}

/** The subtotal follows the size and the quantity, at today's price of the unit. */
export const SubtotalFollowsTheChoice = meta.story({
  play: async () => {
    const form = await findForm();
    await expect(form.getByText('Rp 98.000')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Tambah jumlah' }));
    await expect(form.getByText('Rp 196.000')).toBeVisible();
    await userEvent.click(form.getByRole('radio', { name: 'Drip Bag' }));
    await expect(form.getByText('Rp 120.000')).toBeVisible();
  },
});

/** The maker's grind is chosen for a coffee bag; one the shop no longer has leaves it to the buyer. */
export const MakersGrindOrTheBuyersChoice = meta.story({
  args: { blend: aSharedBlend({ ...GAYO_ALONE, grind: 'Giling Batu (lama)' }) },
  play: async () => {
    const form = await findForm();
    await expect(await form.findByRole('radio', { name: 'Halus (Espresso)' })).not.toBeChecked();
    await userEvent.click(form.getByRole('button', { name: '+ Keranjang' }));
    await expect(await form.findByText('Pilih tingkat penggilingan.')).toBeVisible();
    await expect(purchases.calls).not.toHaveBeenCalled();
    // The form kept the rest: the size and the packaging are as they were.
    await expect(form.getByRole('radio', { name: 'Coffee Bag' })).toBeChecked();
  },
});

/** The grind options fail to load: said in the dialog, and 'Coba lagi' brings them. */
export const GrindOptionsFailThenRetry = meta.story({
  globals: mobile,
  beforeEach: ({ msw }) => {
    msw.use(failingOnce('get', '/api/ProductOption/OptionCategory/:category'));
  },
  play: async () => {
    const form = await findForm();
    await expect(await form.findByText('Tingkat penggilingan gagal dimuat.')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Coba lagi' }));
    await expect(await form.findByRole('radio', { name: 'Halus (Espresso)' })).toBeVisible();
  },
});

/** Taken down while the page was open: the gateway's 404, said as the page says it. */
export const TakenDownMeanwhile = meta.story({
  play: async () => {
    const form = await findForm();
    await userEvent.click(form.getByRole('radio', { name: 'Drip Bag' }));
    await confirm(form);
    const alert = await findAlert('Blend ini tidak dibagikan lagi');
    await expect(alert).toHaveTextContent('belum bisa dibeli');
    await expect(purchases.calls).toHaveBeenCalledOnce();
  },
});

/** Offline: nothing is sent, and the dialog keeps what was chosen. */
export const OfflineKeepsTheChoice = meta.story({
  play: async () => {
    const form = await findForm();
    await userEvent.click(form.getByRole('radio', { name: 'Drip Bag' }));
    connectionDrops();
    await userEvent.click(form.getByRole('button', { name: '+ Keranjang' }));
    await findAlert('Ooops, kamu sedang offline!');
    await expect(purchases.calls).not.toHaveBeenCalled();
    await expect(form.getByRole('radio', { name: 'Drip Bag' })).toBeChecked();
  },
});

/**
 * With 'Terima' given, the purchase is told to analytics as GA4 add_to_cart: the blend by its
 * address, from the list 'shared_blend', at the unit's price; no maker's name.
 */
export const AddedAndMeasured = meta.story({
  parameters: {
    consent: 'granted',
    msw: {
      handlers: [
        http.post('*/api/SharedBlend/:slug/Cart', () =>
          HttpResponse.json([{ alias: 'crt-budi-1', quantity: 2 }]),
        ),
      ],
    },
  },
  play: async ({ args }) => {
    const form = await findForm();
    await userEvent.click(form.getByRole('radio', { name: 'Drip Bag' }));
    await userEvent.click(form.getByRole('button', { name: 'Tambah jumlah' }));
    await confirm(form);
    await findAlert('Berhasil!');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    const added = pushedEvents().filter((event) => event.name === 'add_to_cart');
    await expect(added).toHaveLength(1);
    await expect(added[0]?.params).toEqual({
      currency: 'IDR',
      value: 120_000,
      items: [
        {
          item_id: blend.slug,
          item_name: 'Custom Blend',
          item_category: 'Custom Blend',
          item_list_id: 'shared_blend',
          item_list_name: 'Blend bersama',
          price: 60_000,
          quantity: 2,
        },
      ],
    });
    await expect(JSON.stringify(added)).not.toContain('Budi');
  },
});
