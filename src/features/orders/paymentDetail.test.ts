import { describe, expect, it } from 'vitest';
import type { AwaitedPayment } from '@/api/orders';
import { awaitedPaymentWords, groupedDigits } from './paymentDetail';

const nothing: AwaitedPayment = {
  paymentType: null,
  bank: null,
  vaNumber: null,
  billerCode: null,
  billKey: null,
  store: null,
  paymentCode: null,
  isUnderReview: false,
};

/** The sentence as the page reads it: the words, then the number. */
const said = (awaited: Partial<AwaitedPayment>) => {
  const { text, code } = awaitedPaymentWords({ ...nothing, ...awaited });
  return code ? `${text} ${code}` : text;
};

describe('the payment an unpaid order waits for', () => {
  it.each<[string, Partial<AwaitedPayment>, string]>([
    [
      'a BCA virtual account',
      { paymentType: 'bank_transfer', bank: 'bca', vaNumber: '807772026000131' },
      'Menunggu transfer ke virtual account BCA 8077 7202 6000 131',
    ],
    [
      'Permata',
      { paymentType: 'bank_transfer', bank: 'permata', vaNumber: '8778003429118291' },
      'Menunggu transfer ke virtual account Permata 8778 0034 2911 8291',
    ],
    [
      'a bank the shop does not know, without a number',
      { paymentType: 'bank_transfer', bank: 'jago' },
      'Menunggu transfer ke virtual account JAGO',
    ],
    [
      'a bank transfer that names no bank',
      { paymentType: 'bank_transfer' },
      'Menunggu transfer bank',
    ],
    [
      'Mandiri Bill',
      { paymentType: 'echannel', bank: 'mandiri', billerCode: '70012', billKey: '990521847161' },
      'Menunggu pembayaran Mandiri Bill (kode perusahaan 70012) dengan kode bayar 9905 2184 7161',
    ],
    [
      'Indomaret',
      { paymentType: 'cstore', store: 'indomaret', paymentCode: '25709650945026' },
      'Menunggu pembayaran di kasir Indomaret dengan kode bayar 2570 9650 9450 26',
    ],
    ['GoPay', { paymentType: 'gopay' }, 'Menunggu pembayaran lewat GoPay'],
    ['QRIS', { paymentType: 'qris' }, 'Menunggu pembayaran lewat QRIS'],
    ['a card’s 3-D Secure', { paymentType: 'credit_card' }, 'Menunggu verifikasi kartu kreditmu'],
    [
      'a card under review',
      { paymentType: 'credit_card', isUnderReview: true },
      'Pembayaran kartu kreditmu sedang ditinjau oleh penyedia pembayaran',
    ],
    [
      'a method the shop does not know',
      { paymentType: 'bca_klikpay' },
      'Menunggu pembayaran yang sudah kamu mulai',
    ],
    ['no method at all', {}, 'Menunggu pembayaran yang sudah kamu mulai'],
  ])('%s', (_, awaited, sentence) => {
    expect(said(awaited)).toBe(sentence);
  });

  it('groups a number in fours, and leaves anything but digits as it is', () => {
    expect(groupedDigits('123')).toBe('123');
    expect(groupedDigits('12345678')).toBe('1234 5678');
    expect(groupedDigits('AB-12')).toBe('AB-12');
  });
});
