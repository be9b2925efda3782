// Seed shapes of the demo customers, their carts and orders, see types.ts.

import type { components } from '@/api/schema';
import type { SeedOutgoingTax, SeedProductImage } from './types';

/** An address as the contract writes it, plus the alias the gateway gives it. */
export type SeedAddress = components['schemas']['ShipmentAddressInput'] & { alias: string };

export interface SeedCustomerProfile {
  id: number;
  membershipCode: string;
  userId: string;
  firstName: string;
  lastName: string;
  emailAddress: string;
  mobileNumber: string;
  /** yyyyMMdd */
  joinDate: string;
  /** yyyyMMdd */
  birthday: string;
  balance: number;
  addresses: SeedAddress[];
  paymentTerm: string;
  fileName: string;
  data: string;
  imageUrl: string;
  /** Stored as given: this is a mock. */
  password: string;
  group: string;
  /** Also the activation key while isInActive is true. */
  alias: string;
  remarks: string;
  isInActive: boolean;
}

export interface SeedCartLine {
  alias: string;
  productCode: string;
  quantity: number;
  uomCode: string;
  /** quantity times the unit's baseQuantity. */
  baseQuantity: number;
  price: number;
  lineTotal: number;
  /** Weight of the whole line in milligrams. */
  weightInMg: number;
  varianceJSON: string;
  remarks: string;
}

export interface SeedCustomerAccount {
  profile: SeedCustomerProfile;
  cart: SeedCartLine[];
}

export type OrderStatus = 'Open' | 'Paid' | 'Pending' | 'Delivered';

export type OrderGroup = 'outstanding' | 'paidOrPending' | 'delivered';

export interface SeedOrderLine {
  product: {
    code: string;
    name: string;
    basePrice: number;
    sellPrice: number;
    details: SeedProductImage[];
  };
  quantity: number;
  baseQuantity: number;
  uom: { code: string };
  price: number;
  lineTotal: number;
  selectedOutgoingTax: SeedOutgoingTax;
  /** The grind level beans were ordered in; empty for everything else. */
  remarks: string;
  varianceJSON: string;
}

export interface SeedOrder {
  alias: string;
  customerAlias: string;
  /** ISO 8601 */
  docDate: string;
  docNum: string;
  docStatus: OrderStatus;
  docTotal: number;
  /** ISO 8601; the payment deadline the countdown runs to. */
  docDueDate: string;
  details: SeedOrderLine[];
  midTransQRISUrl: string | null;
  logisticService: string;
  logisticETADays: number;
  logisticRate: number;
}
