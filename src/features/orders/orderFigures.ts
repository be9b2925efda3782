import type { Transaction } from '@/api/orders';

/** What the products of an order cost together, before shipping. */
export function itemsTotal(order: Pick<Transaction, 'details'>): number {
  return order.details.reduce((sum, line) => sum + line.lineTotal, 0);
}

export interface Delivery {
  /** The courier and service as the gateway names them, e.g. 'JNE - REG'. */
  service: string;
  /** Days until arrival as the courier quoted them ('2', '2-3'), or null if unknown. */
  etaDays: string | null;
  /** The shipping cost; 0 when the courier charged nothing. */
  rate: number;
}

const DAY_RANGE = /^\d+(?:\s*-\s*\d+)?$/u;

/**
 * How the order travels, or null for an order without a courier (collected and paid at a
 * branch). The ETA is kept only when it reads as days, so an ERP note is never shown as
 * 'Estimasi tiba tidak tahu hari'.
 */
export function deliveryOf(
  order: Pick<Transaction, 'logisticService' | 'logisticETADays' | 'logisticRate'>,
): Delivery | null {
  const service = order.logisticService?.trim();
  if (!service) return null;
  const eta =
    order.logisticETADays
      ?.trim()
      .replace(/\s*hari$/iu, '')
      .replace(/\s*-\s*/u, '-') ?? '';
  const rate = order.logisticRate;
  return {
    service,
    etaDays: DAY_RANGE.test(eta) && eta !== '0' ? eta : null,
    rate: typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? rate : 0,
  };
}
