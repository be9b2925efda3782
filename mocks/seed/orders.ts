import { qrisPayload } from '../domain/qris';
import { SHIPPING_ORIGIN_CITY_ID } from './branches';
import { etdMaxDays, shippingCost } from './couriers';
import { customerAccounts, SITI_ALIAS } from './customers';
import type { OrderGroup, OrderStatus, SeedOrder, SeedOrderLine } from './customerTypes';
import { chosenVariance, orderedLine, type PricedLine, pricedLine } from './lines';
import type { CourierCode } from './placeTypes';
import { productByCode } from './products';
import { defaultOutgoingTax } from './taxes';

export const ORDER_GROUP_BY_STATUS: Readonly<Record<OrderStatus, OrderGroup>> = {
  Open: 'outstanding',
  Paid: 'paidOrPending',
  Pending: 'paidOrPending',
  Delivered: 'delivered',
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A priced line with the grind level it was ordered in, if any. */
type OrderedLine = PricedLine & { remarks?: string };

function ordered(line: PricedLine, remarks: string): OrderedLine {
  return { ...line, remarks };
}

function orderLine(line: OrderedLine): SeedOrderLine {
  const product = productByCode(line.productCode);
  if (!product) throw new Error(`Unknown product ${line.productCode}`);
  return orderedLine(product, { ...line, remarks: line.remarks ?? '' }, defaultOutgoingTax());
}

interface Delivery {
  courier: CourierCode;
  service: string;
}

interface OrderPlan {
  number: number;
  status: OrderStatus;
  placedAgo: number;
  /** Payment deadline after placing the order. */
  dueAfter: number;
  lines: OrderedLine[];
  /** Null when the order is collected and paid at a branch. */
  delivery: Delivery | null;
  qris: boolean;
}

function logistics(lines: PricedLine[], delivery: Delivery | null, destinationCityId: string) {
  if (!delivery) return { logisticService: '', logisticETADays: 0, logisticRate: 0 };
  const grams = lines.reduce((sum, l) => sum + l.weightInMg, 0) / 1000;
  const quote = shippingCost({
    originCityId: SHIPPING_ORIGIN_CITY_ID,
    destinationCityId,
    weightGrams: grams,
    courier: delivery.courier,
  }).find((s) => s.service === delivery.service)?.cost[0];
  if (!quote) throw new Error(`${delivery.courier} ${delivery.service} does not serve the address`);
  return {
    logisticService: `${delivery.courier.toUpperCase()} - ${delivery.service}`,
    logisticETADays: etdMaxDays(quote.etd),
    logisticRate: quote.value,
  };
}

/**
 * Siti Rahayu's order history relative to `now`: two orders awaiting payment (one with a
 * QRIS payload, one to pay at a branch), two paid or pending and three delivered. Totals are
 * the line totals plus the shipping rate, computed, never typed in.
 */
export function demoOrders(now: Date): SeedOrder[] {
  const siti = customerAccounts.find((a) => a.profile.alias === SITI_ALIAS)?.profile;
  const home = siti?.addresses.find((a) => a.isDefault);
  if (!home) throw new Error('Siti Rahayu needs a default address');
  const year = now.getUTCFullYear();
  const KSGA_LESS_SUGAR = [
    chosenVariance('Ukuran', 'Regular'),
    chosenVariance('Gula', 'Less'),
    chosenVariance('Es', 'Normal'),
  ];
  const CAPP_HOT = [
    chosenVariance('Ukuran', 'Regular'),
    chosenVariance('Gula', 'No'),
    chosenVariance('Es', 'Hot'),
  ];
  const plans: OrderPlan[] = [
    {
      number: 131,
      status: 'Open',
      placedAgo: 40 * 60_000,
      dueAfter: 4 * HOUR,
      lines: [
        ordered(pricedLine('BN-TORA-250', 1, '500GR'), 'Kasar (French Press)'),
        pricedLine('DR-KINT-5', 2, '5PCS'),
      ],
      delivery: { courier: 'jne', service: 'REG' },
      qris: true,
    },
    {
      number: 132,
      status: 'Open',
      placedAgo: 10 * 60_000,
      dueAfter: 6 * HOUR,
      lines: [
        pricedLine('BV-KSGA', 2, 'CUP', KSGA_LESS_SUGAR),
        pricedLine('BV-CAPP', 1, 'CUP', CAPP_HOT),
      ],
      delivery: null,
      qris: false,
    },
    {
      number: 127,
      status: 'Paid',
      placedAgo: 2 * DAY,
      dueAfter: DAY,
      lines: [pricedLine('BN-WAME-250', 1, '250GR')],
      delivery: { courier: 'sicepat', service: 'REG' },
      qris: true,
    },
    {
      number: 129,
      status: 'Pending',
      placedAgo: DAY,
      dueAfter: DAY,
      lines: [pricedLine('DR-GAYO-5', 1, '10PCS'), pricedLine('BN-KINT-250', 2, '100GR')],
      delivery: { courier: 'tiki', service: 'REG' },
      qris: true,
    },
    {
      number: 118,
      status: 'Delivered',
      placedAgo: 30 * DAY,
      dueAfter: DAY,
      lines: [ordered(pricedLine('BN-GAYO-250', 1, '1KG'), 'Biji Utuh (Whole Bean)')],
      delivery: { courier: 'jne', service: 'YES' },
      qris: true,
    },
    {
      number: 121,
      status: 'Delivered',
      placedAgo: 21 * DAY,
      dueAfter: DAY,
      lines: [pricedLine('DR-MAND-5', 1, '20PCS'), pricedLine('BN-TMGR-250', 2, '250GR')],
      delivery: { courier: 'pos', service: 'Pos Reguler' },
      qris: true,
    },
    {
      number: 124,
      status: 'Delivered',
      placedAgo: 10 * DAY,
      dueAfter: DAY,
      lines: [pricedLine('BN-FLOR-250', 1, '250GR'), pricedLine('BN-MAND-250', 1, '250GR')],
      delivery: { courier: 'jne', service: 'REG' },
      qris: true,
    },
  ];
  return plans.map((plan) => {
    const docNum = `SO-${year}-${String(plan.number).padStart(6, '0')}`;
    const placed = now.getTime() - plan.placedAgo;
    const details = plan.lines.map(orderLine);
    const shipping = logistics(plan.lines, plan.delivery, home.cityId);
    const docTotal = details.reduce((sum, d) => sum + d.lineTotal, 0) + shipping.logisticRate;
    return {
      alias: `ord-${year}-${plan.number}`,
      customerAlias: SITI_ALIAS,
      docDate: new Date(placed).toISOString(),
      docNum,
      docStatus: plan.status,
      docTotal,
      docDueDate: new Date(placed + plan.dueAfter).toISOString(),
      details,
      midTransQRISUrl: plan.qris ? qrisPayload(docTotal, docNum) : null,
      ...shipping,
    };
  });
}
