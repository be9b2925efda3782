import type { OrderLine, Transaction } from '@/api/orders';

// Orders shaped as the gateway sends them, for stories that need a particular case the demo
// customer's history does not have (many lines, unreadable variances, no image).

const tax = { code: 'PPN11', name: 'PPN 11%', rate: 11, isDefault: true };

/** The labels the gateway sends with its unit codes. */
const UNIT_LABELS: Readonly<Record<string, string>> = {
  '500GR': '500 g',
  '1KG': '1 kg',
  '5PCS': 'Isi 5',
  '20PCS': 'Isi 20',
  CUP: 'Cup',
};

function line(
  code: string,
  name: string,
  quantity: number,
  uom: string,
  price: number,
  varianceJSON = '[]',
): OrderLine {
  return {
    product: {
      code,
      name,
      basePrice: price,
      sellPrice: price,
      details: [{ fileName: `${code}-1.svg`, imageUrl: `/images/Products/${code}-1.svg` }],
    },
    quantity,
    baseQuantity: quantity,
    uom: { code: uom, name: UNIT_LABELS[uom] ?? null },
    price,
    lineTotal: price * quantity,
    selectedOutgoingTax: tax,
    varianceJSON,
  };
}

const icedLessSugar = JSON.stringify([
  { name: 'Ukuran', details: [{ value: 'Regular' }] },
  { name: 'Gula', details: [{ value: 'Less' }] },
  { name: 'Es', details: [{ value: 'Normal' }] },
]);

export const shippedOrder: Transaction = {
  alias: 'ord-story-131',
  docNum: 'SO-2026-000131',
  docDate: '2026-11-22T11:46:18+07:00',
  docDueDate: '2026-11-22T15:46:18+07:00',
  docStatus: 'Open',
  docTotal: 404500,
  details: [
    line('BN-TORA-250', 'Arabika Toraja Sapan', 1, '500GR', 275500),
    line('DR-KINT-5', 'Drip Bag Kintamani', 2, '5PCS', 60000),
  ],
  /** The mock provider's QRIS for Rp 404.500 (qrisPayload in mocks/domain/qris.ts). */
  midTransQRISUrl:
    '00020101021226630016COM.MIDTRANS.WWW01189360089800000012340210G0000012340303UMI51440014ID.CO.QRIS.WWW0215ID10260000012340303UMI52045814530336054064045005802ID5914KOPI NUSANTARA6015JAKARTA SELATAN61051273062180114SO-2026-0001316304DD94',
  logisticService: 'JNE - REG',
  logisticETADays: '3',
  logisticRate: 9000,
};

/** The shipped order and the QRIS code it is paid with, as the QRIS parts are given them. */
export const shippedOrderByQris = {
  order: shippedOrder,
  qrisUrl: shippedOrder.midTransQRISUrl ?? '',
};

export const payAtStoreOrder: Transaction = {
  alias: 'ord-story-132',
  docNum: 'SO-2026-000132',
  docDate: '2026-11-22T12:16:18+07:00',
  docDueDate: '2026-11-22T18:16:18+07:00',
  docStatus: 'Open',
  docTotal: 82000,
  details: [
    line('BV-KSGA', 'Kopi Susu Gula Aren', 2, 'CUP', 25000, icedLessSugar),
    line('BV-CAPP', 'Cappuccino', 1, 'CUP', 32000),
  ],
  midTransQRISUrl: null,
  logisticService: null,
  logisticETADays: null,
  logisticRate: null,
};

export const bigDeliveredOrder: Transaction = {
  alias: 'ord-story-118',
  docNum: 'SO-2026-000118',
  docDate: '2026-10-23T09:05:00+07:00',
  docDueDate: '2026-10-24T09:05:00+07:00',
  docStatus: 'Delivered',
  docTotal: 597000,
  details: [
    line('BN-GAYO-250', 'Arabika Gayo Wine Process', 1, '1KG', 342000),
    line('DR-MAND-5', 'Drip Bag Mandailing', 1, '20PCS', 114000),
    line('BV-KSGA', 'Kopi Susu Gula Aren', 3, 'CUP', 25000, icedLessSugar),
    {
      // From an older release: broken variances, no picture, and a unit without a label.
      ...line('BV-CAPP', 'Cappuccino', 2, 'CUP', 32000, '[{"name":"Gula", broken'),
      uom: { code: 'CUP' },
      product: {
        code: 'BV-CAPP',
        name: 'Cappuccino',
        basePrice: 32000,
        sellPrice: 32000,
        details: [],
      },
    },
  ],
  midTransQRISUrl: 'https://api.sandbox.midtrans.com/v2/qris/SO-2026-000118/qr-code',
  logisticService: 'JNE - YES',
  logisticETADays: '1',
  logisticRate: 2000,
};

/** A customer's own blend, delivered: the line carries its composition. */
export const blendOrder: Transaction = {
  ...bigDeliveredOrder,
  alias: 'ord-story-140',
  docNum: 'SO-2026-000140',
  docTotal: 107000,
  details: [
    {
      ...line('CB-000001', 'Racikan Pagi Siti', 1, '500GR', 98000),
      remarks: 'Sedang (V60 / Drip)',
      product: {
        code: 'CB-000001',
        name: 'Racikan Pagi Siti',
        basePrice: 98000,
        sellPrice: 98000,
        details: [],
        productOptions: [
          { code: 'BN-GAYO-250', name: 'Arabika Gayo', percentage: 75 },
          { code: 'BN-TMGR-250', name: 'Robusta Temanggung', percentage: 25 },
          { code: 'GRIND-MEDIUM', name: 'Sedang (V60 / Drip)', optionCategory: '6' },
        ],
      },
    },
  ],
  logisticService: 'JNE - REG',
  logisticETADays: '2',
  logisticRate: 9000,
  paymentMethod: 'online',
  deliveryAddress: {
    pic: 'Siti Rahayu',
    mobileNumber: '081234567890',
    line1: '',
    line2: 'Menara Karya Lt. 12, Jl. H.R. Rasuna Said Kav. 1-2, Kuningan Timur',
    city: 'Jakarta Selatan',
    postalCode: '12950',
  },
};

/** Never paid: its deadline passed, so the gateway no longer lists it as outstanding. */
export const expiredOrder: Transaction = {
  ...shippedOrder,
  alias: 'ord-story-125',
  docNum: 'SO-2026-000125',
  docDueDate: '2026-01-02T10:00:00+07:00',
  canReopenPayment: false,
};
