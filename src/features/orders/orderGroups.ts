import type { OrderGroup } from '@/api/orders';
import { orderTexts } from './texts';

/** The dropdown's values, as the URL query `?status=` carries them (SPEC §2 Order history). */
export type OrderStatusFilter = keyof typeof orderTexts.groups;

export interface OrderGroupOption {
  id: OrderStatusFilter;
  label: string;
  /** Which of the gateway's three lists it shows. */
  group: OrderGroup;
  emptyTitle: string;
}

export const ORDER_GROUP_OPTIONS: readonly OrderGroupOption[] = [
  {
    id: 'menunggu_pembayaran',
    label: orderTexts.groups.menunggu_pembayaran,
    group: 'outstanding',
    emptyTitle: orderTexts.empty.menunggu_pembayaran,
  },
  {
    id: 'sedang_diproses',
    label: orderTexts.groups.sedang_diproses,
    group: 'paidOrPending',
    emptyTitle: orderTexts.empty.sedang_diproses,
  },
  {
    id: 'order_history',
    label: orderTexts.groups.order_history,
    group: 'delivered',
    emptyTitle: orderTexts.empty.order_history,
  },
];

/** The query parameter that keeps the chosen group across a reload. */
export const STATUS_QUERY_PARAM = 'status';

const [DEFAULT_OPTION] = ORDER_GROUP_OPTIONS as [OrderGroupOption, ...OrderGroupOption[]];

/**
 * The option a `?status=` value names. A missing, misspelt or hand-edited value shows the
 * default 'Menunggu Pembayaran' rather than an empty screen.
 */
export function orderGroupOption(status: string | null | undefined): OrderGroupOption {
  return ORDER_GROUP_OPTIONS.find((option) => option.id === status) ?? DEFAULT_OPTION;
}

/** The gateway's group of orders an address's `?status=` shows (the panel's first read). */
export function orderGroupIn(search: URLSearchParams): OrderGroup {
  return orderGroupOption(search.get(STATUS_QUERY_PARAM)).group;
}
