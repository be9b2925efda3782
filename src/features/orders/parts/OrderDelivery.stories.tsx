import { expectNoSidewaysScroll, mobile } from '@kit/dom';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import type { Transaction } from '@/api/orders';
import { factOf } from '../ordersStory';
import { bigDeliveredOrder, blendOrder, payAtStoreOrder } from '../testOrders';
import { OrderDelivery } from './OrderDelivery';

/** Delivered to an address with a landmark. */
const toTheOffice: Transaction = {
  ...blendOrder,
  deliveryAddress: {
    pic: 'Siti Rahayu',
    mobileNumber: '081234567890',
    line1: 'Lobi timur, titip resepsionis',
    line2: 'Menara Karya Lt. 12, Jl. H.R. Rasuna Said Kav. 1-2, Kuningan Timur',
    city: 'Jakarta Selatan',
    postalCode: '12950',
  },
};

const kemang = {
  code: 'BR-KMG',
  name: 'Kopi Nusantara Kemang',
  line1: 'Jl. Kemang Raya No. 8',
  line2: 'Bangka, Mampang Prapatan',
  city: 'Jakarta Selatan',
  cityId: '153',
  postalCode: '12730',
  imageUrl: null,
  gMapsUrl: 'https://maps.google.com/?q=Kopi+Nusantara+Kemang',
};

/** Paid at a branch: the branch it is paid and picked up at. */
const atKemang: Transaction = { ...payAtStoreOrder, paymentMethod: 'branch', branch: kemang };

/** Where an order goes, on its page: the address and courier, or the branch. */
const meta = preview.meta({
  title: 'Parts/Orders/OrderDelivery',
  component: OrderDelivery,
  args: { order: toTheOffice },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <OrderDelivery {...args} />
    </div>
  ),
});

export const ToAnAddress = meta.story({
  play: async ({ canvas }) => {
    const delivery = canvas.getByRole('region', { name: 'Pengiriman' });
    await expect(factOf(delivery, 'Penerima')).toHaveTextContent('Siti Rahayu081234567890');
    await expect(factOf(delivery, 'Alamat')).toHaveTextContent(
      'Menara Karya Lt. 12, Jl. H.R. Rasuna Said Kav. 1-2, Kuningan TimurJakarta Selatan 12950',
    );
    await expect(factOf(delivery, 'Patokan')).toHaveTextContent('Lobi timur, titip resepsionis');
    await expect(factOf(delivery, 'Kurir')).toHaveTextContent('JNE - REGEstimasi tiba 2 hari');
    await expect(factOf(delivery, 'Ongkos kirim')).toHaveTextContent('Rp 9.000');
  },
});

export const ToAnAddressOnAPhone = ToAnAddress.extend({
  globals: mobile,
  play: async () => {
    await expectNoSidewaysScroll();
  },
});

export const AtABranch = meta.story({
  args: { order: atKemang },
  play: async ({ canvas }) => {
    const branch = canvas.getByRole('region', { name: 'Diambil di cabang' });
    await expect(factOf(branch, 'Cabang')).toHaveTextContent(
      'Kopi Nusantara KemangJl. Kemang Raya No. 8, Bangka, Mampang Prapatan, Jakarta Selatan 12730',
    );
    const map = within(branch).getByRole('link', {
      name: 'Lihat peta Kopi Nusantara Kemang (membuka tab baru)',
    });
    await expect(map).toHaveAttribute('href', 'https://maps.google.com/?q=Kopi+Nusantara+Kemang');
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByRole('region', { name: 'Pengiriman' })).toBeNull();
  },
});

/** A map link that is no https address is not followed: the branch shows without it. */
export const AtABranchWithAnUnsafeMapLink = meta.story({
  args: { order: { ...atKemang, branch: { ...kemang, gMapsUrl: 'javascript:alert(1)' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Diambil di cabang' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
});

/** An older gateway names no address: the courier it has is still shown. */
export const FromAnOlderRelease = meta.story({
  args: { order: bigDeliveredOrder },
  play: async ({ canvas }) => {
    const delivery = canvas.getByRole('region', { name: 'Pengiriman' });
    await expect(factOf(delivery, 'Kurir')).toHaveTextContent('JNE - YESEstimasi tiba 1 hari');
    await expect(within(delivery).queryByText('Penerima')).toBeNull();
  },
});

/** Neither an address, a courier nor a branch: nothing is said rather than something wrong. */
export const NothingKnown = meta.story({
  args: { order: payAtStoreOrder },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
  },
});
