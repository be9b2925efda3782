import { describe, expect, test } from 'vitest';
import { setCookie } from '@/lib/cookies';
import { DEMO_CUSTOMERS } from '../../tests/kit/demo';
import { listShipmentAddresses } from './addresses/calls';
import { requestCustomerToken } from './auth/calls';
import { getShippingOrigin, listBranches } from './branches/calls';
import { listCartLines } from './cart/calls';
import { onlineInvoice, qrInvoice } from './orders';
import { createOnlineInvoice, createQRInvoice, getOrder } from './orders/calls';
import { listCourierServices } from './shipping/calls';

/** Siti's cart, addresses and the shop's branches, as a checkout would read them. */
async function sitisCheckout() {
  const { access_token } = await requestCustomerToken(DEMO_CUSTOMERS.siti);
  setCookie('access_token', access_token);
  const [lines, addresses, origin, branches] = await Promise.all([
    listCartLines(),
    listShipmentAddresses(),
    getShippingOrigin(),
    listBranches(),
  ]);
  const address = addresses.find((candidate) => candidate.isDefault) ?? addresses[0];
  if (!address) throw new Error('Siti has addresses');
  return { lines, address, origin, branches };
}

const linesTotal = (lines: { lineTotal: number }[]) =>
  lines.reduce((sum, line) => sum + line.lineTotal, 0);

describe('the online invoice', () => {
  test("carries the chosen address, the quoted service and the real total; the gateway's order agrees", async () => {
    const { lines, address, origin } = await sitisCheckout();
    const weightInMg = lines.reduce((sum, line) => sum + line.weightInMg, 0);
    const [service] = await listCourierServices({
      originCityId: origin.cityId,
      destinationSubdistrictId: address.subDistrictId,
      weightInMg,
      courier: 'jne',
    });
    const cost = service?.cost[0];
    if (!service || !cost) throw new Error('JNE serves Siti');

    const invoice = onlineInvoice({
      lines,
      customerName: 'Siti Rahayu',
      address,
      originCityId: origin.cityId,
      weightInMg,
      quote: { courier: 'jne', service: service.service, cost: cost.value, etd: cost.etd },
      now: new Date('2024-05-17T10:00:00+07:00'),
    });
    expect(invoice).toMatchObject({
      AddressLine2: address.line2,
      PostalCode: address.postalCode,
      Pic: address.pic,
      LogisticDestinationId: address.subDistrictId,
      LogisticOriginId: origin.cityId,
      LogisticRate: cost.value,
      DocTotal: linesTotal(lines) + cost.value,
      DocDate: '20240517',
      DocStatus: 'Open',
      DocNum: '',
      Remarks: '',
    });
    expect(invoice).not.toHaveProperty('MessageInGiftCard');
    expect(invoice.Details).toHaveLength(lines.length);

    const { answer: session, replayed } = await createOnlineInvoice(invoice);
    expect(replayed).toBe(false);
    const order = await getOrder(session.orderAlias);
    expect(order.docStatus).toBe('Open');
    expect(order.docTotal).toBe(invoice.DocTotal);
  });
});

describe('the QR invoice', () => {
  /** Siti's cart paid at the shop's first branch. */
  async function sitisQrInvoice() {
    const { lines, branches } = await sitisCheckout();
    const branch = branches[0];
    if (!branch) throw new Error('the shop has branches');
    const invoice = qrInvoice({
      lines,
      branch,
      customerName: 'Siti Rahayu',
      mobileNumber: DEMO_CUSTOMERS.siti.phone,
    });
    return { lines, branch, invoice };
  }

  test("carries the branch's address and the lines' real total, never a fixed 120000", async () => {
    const { lines, branch, invoice } = await sitisQrInvoice();
    expect(invoice).toMatchObject({
      BranchCode: branch.code,
      AddressLine2: branch.line2,
      City: branch.city,
      DocTotal: linesTotal(lines),
      DocDueTotal: linesTotal(lines),
    });
    expect(invoice.DocTotal).not.toBe(120000);
    const { answer: alias, replayed } = await createQRInvoice(invoice);
    expect(alias).toMatch(/^SI-QR-/);
    expect(replayed).toBe(false);
  });

  test('sent again under its key, is answered as the first send was, and says it is replayed', async () => {
    const { invoice } = await sitisQrInvoice();
    const first = await createQRInvoice(invoice, { idempotencyKey: 'press-1' });
    const again = await createQRInvoice(invoice, { idempotencyKey: 'press-1' });
    expect(again).toEqual({ answer: first.answer, replayed: true });
  });
});
