import type { AwaitedPayment } from '@/api/orders';
import { orderTexts } from './texts';

const t = orderTexts.page.awaited;

/** How the shop writes the provider's codes of banks and stores. */
const PLACES: Readonly<Record<string, string>> = {
  bca: 'BCA',
  bni: 'BNI',
  bri: 'BRI',
  bsi: 'BSI',
  cimb: 'CIMB Niaga',
  danamon: 'Danamon',
  mandiri: 'Mandiri',
  permata: 'Permata',
  seabank: 'SeaBank',
  indomaret: 'Indomaret',
  alfamart: 'Alfamart',
};

/** The apps a payment can wait in, by the provider's payment_type. */
const APPS: Readonly<Record<string, string>> = {
  gopay: 'GoPay',
  shopeepay: 'ShopeePay',
  qris: 'QRIS',
  dana: 'DANA',
  ovo: 'OVO',
  akulaku: 'Akulaku',
  kredivo: 'Kredivo',
};

/** A bank or store the shop has no spelling for is written as the provider sends it, in capitals. */
const placeOf = (code: string) => PLACES[code.toLowerCase()] ?? code.toUpperCase();

/**
 * '807772026000131' → '8077 7202 6000 131', in fours as a bank's app shows a number to type;
 * anything but digits as it is.
 */
export function groupedDigits(number: string): string {
  return /^\d+$/u.test(number) ? (number.match(/\d{1,4}/gu) ?? []).join(' ') : number;
}

/** The awaited payment in words, and the number to pay with where the provider gave one. */
export interface AwaitedPaymentWords {
  text: string;
  code: string | null;
}

const codeOf = (value: string | null | undefined) => (value ? groupedDigits(value) : null);

/** Which payment an unpaid order waits for: the bank and its number, the store, the app. */
export function awaitedPaymentWords(awaited: AwaitedPayment): AwaitedPaymentWords {
  if (awaited.isUnderReview) return { text: t.cardReview, code: null };
  if (awaited.billKey) {
    return { text: t.mandiriBill(awaited.billerCode ?? null), code: codeOf(awaited.billKey) };
  }
  if (awaited.bank) {
    return { text: t.virtualAccount(placeOf(awaited.bank)), code: codeOf(awaited.vaNumber) };
  }
  if (awaited.store) {
    return { text: t.store(placeOf(awaited.store)), code: codeOf(awaited.paymentCode) };
  }
  const type = awaited.paymentType ?? '';
  const app = APPS[type];
  if (app) return { text: t.app(app), code: null };
  if (type === 'bank_transfer') return { text: t.bankTransfer, code: null };
  if (type === 'credit_card') return { text: t.card, code: null };
  return { text: t.started, code: null };
}
