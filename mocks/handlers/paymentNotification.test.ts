import { afterEach, describe, expect, it, vi } from 'vitest';
import { logPaymentNotice } from '../domain/paymentNotices';
import {
  notificationSignature,
  type PaymentDetail,
  signedNotification,
  type TransactionStatus,
} from '../domain/paymentNotification';
import { db, type OrderRecord } from '../store/collections';
import { checkOutSitisCart, orderStatusOf } from '../testing/checkout';
import { call, changedSince, databaseState, login } from '../testing/gateway';

// POST /api/Payment/Notification, the provider's word about an order's payment
// (gateway.yaml): called with no token, as Midtrans calls it, trusted only when signed, and
// then judged by the contract's rules. Every answer is checked against the contract.

const year = new Date().getUTCFullYear();
/** Siti's seeded unpaid online order, the model of the table's orders. */
const UNPAID_ONLINE = `ord-${year}-131`;

async function notify(notification: unknown) {
  return call('POST', '/api/Payment/Notification', { json: notification });
}

function record(alias: string): OrderRecord {
  const order = db.orders.findFirst((q) => q.where({ alias }));
  if (!order) throw new Error(`no order ${alias}`);
  return order;
}

async function transaction(token: string, alias: string) {
  return (await call('GET', `/api/Transaction/${alias}`, { token })).body;
}

/** A notification the gateway must take and ignore: 200 with the reason, and only a log line. */
async function expectIgnored(notification: unknown, reason: string) {
  const stored = databaseState();
  const { status, body } = await notify(notification);
  expect(status).toBe(200);
  expect(body).toEqual({
    orderAlias: UNPAID_ONLINE,
    docStatus: 'Open',
    outcome: 'ignored',
    reason,
  });
  expect(changedSince(stored)).toEqual(['paymentNotices']);
}

/** The gateway's log, newest last. */
const notices = () => db.paymentNotices.all().sort((a, b) => a.at - b.at);

const BCA = { payment_type: 'bank_transfer', va_numbers: [{ bank: 'bca', va_number: '80777001' }] };
const BNI = { payment_type: 'bank_transfer', va_numbers: [{ bank: 'bni', va_number: '98811002' }] };
/** How AwaitedPayment says BNI's virtual account. */
const AWAITED_BNI = {
  paymentType: 'bank_transfer',
  bank: 'bni',
  vaNumber: '98811002',
  billerCode: null,
  billKey: null,
  store: null,
  paymentCode: null,
  isUnderReview: false,
};

const STATES = ['Open', 'Expired', 'Pending', 'Paid', 'Delivered'] as const;
type State = (typeof STATES)[number];

/**
 * One order of Siti's in each state, copied from her unpaid online order: `Open` waits for a
 * BCA virtual account (as after 'Bayar nanti'), `Expired` is `Open` past its deadline.
 */
async function anOrderInEveryState(): Promise<Record<State, string>> {
  const model = JSON.parse(JSON.stringify(record(UNPAID_ONLINE))) as OrderRecord;
  const aliases = {} as Record<State, string>;
  for (const state of STATES) {
    const alias = `ord-table-${state.toLowerCase()}`;
    const isOpen = state === 'Open' || state === 'Expired';
    await db.orders.create({
      ...model,
      alias,
      docStatus: isOpen ? 'Open' : state,
      docDueDate: state === 'Expired' ? '2020-01-01T10:00:00+07:00' : model.docDueDate,
      awaitedPayment:
        state === 'Open' ? { ...AWAITED_BNI, bank: 'bca', vaNumber: '80777001' } : null,
    });
    aliases[state] = alias;
  }
  return aliases;
}

/** What a notification does to the order in one state: applied, unchanged or ignored. */
type Cell =
  | { applied: { docStatus: string; awaitedPayment?: unknown; paymentReversal?: unknown } }
  | 'unchanged'
  | `ignored: ${string}`;

const PAID: Cell = { applied: { docStatus: 'Paid', awaitedPayment: null } };
const CLEARED: Cell = { applied: { docStatus: 'Open', awaitedPayment: null } };
const returned = (kind: string, docStatus: string): Cell => ({
  applied: { docStatus, paymentReversal: { kind } },
});
const RETURNED = (kind: string): Cell[] => [
  'ignored: out_of_order',
  'ignored: out_of_order',
  returned(kind, 'Pending'),
  returned(kind, 'Paid'),
  returned(kind, 'Delivered'),
];
const FAILED: Cell[] = [
  CLEARED,
  'unchanged',
  'ignored: out_of_order',
  'ignored: out_of_order',
  'ignored: out_of_order',
];
const UNKNOWN: Cell[] = STATES.map(() => 'ignored: unknown_status');

/**
 * gateway.yaml's rules, every transaction status against every order state (the columns in
 * STATES' order: Open, Expired, Pending, Paid, Delivered).
 */
const RULES: [string, TransactionStatus | string, PaymentDetail, Cell[]][] = [
  [
    'pending (a virtual account issued)',
    'pending',
    BNI,
    [
      { applied: { docStatus: 'Open', awaitedPayment: AWAITED_BNI } },
      'ignored: past_deadline',
      'ignored: out_of_order',
      'ignored: out_of_order',
      'ignored: out_of_order',
    ],
  ],
  [
    'capture under challenge (a card held for review)',
    'capture',
    { payment_type: 'credit_card', fraud_status: 'challenge' },
    [
      {
        applied: {
          docStatus: 'Open',
          awaitedPayment: {
            ...AWAITED_BNI,
            paymentType: 'credit_card',
            bank: null,
            vaNumber: null,
            isUnderReview: true,
          },
        },
      },
      'ignored: past_deadline',
      'ignored: out_of_order',
      'ignored: out_of_order',
      'ignored: out_of_order',
    ],
  ],
  [
    'settlement',
    'settlement',
    {},
    [PAID, 'ignored: past_deadline', PAID, 'unchanged', 'unchanged'],
  ],
  [
    'capture accepted',
    'capture',
    { payment_type: 'credit_card', fraud_status: 'accept' },
    [PAID, 'ignored: past_deadline', PAID, 'unchanged', 'unchanged'],
  ],
  ['capture with no fraud check', 'capture', { payment_type: 'credit_card' }, UNKNOWN],
  [
    'capture the fraud check denied',
    'capture',
    { payment_type: 'credit_card', fraud_status: 'deny' },
    UNKNOWN,
  ],
  ['deny', 'deny', {}, FAILED],
  ['cancel', 'cancel', {}, FAILED],
  ['expire', 'expire', {}, FAILED],
  ['failure', 'failure', {}, FAILED],
  ['refund', 'refund', {}, RETURNED('refund')],
  ['partial_refund', 'partial_refund', {}, RETURNED('partial_refund')],
  ['chargeback', 'chargeback', {}, RETURNED('chargeback')],
  ['partial_chargeback', 'partial_chargeback', {}, RETURNED('partial_chargeback')],
  ['a status the gateway does not know', 'authorize', {}, UNKNOWN],
];

describe('the contract’s rules, every notification in every order state', () => {
  it.each(RULES)('%s', async (_, status, detail, cells) => {
    const token = await login();
    const orders = await anOrderInEveryState();
    for (const [index, state] of STATES.entries()) {
      const alias = orders[state];
      const before = await transaction(token, alias);
      const stored = databaseState();
      const notification = await signedNotification(
        record(alias),
        status as TransactionStatus,
        detail,
      );
      const { status: answered, body } = await notify(notification);
      const after = await transaction(token, alias);
      const cell = cells[index] as Cell;
      const where = `${status} on ${state}`;
      // Every signed notification for a known order is taken: the provider stops sending it.
      expect(answered, where).toBe(200);
      expect(body.orderAlias, where).toBe(alias);
      expect(body.docStatus, where).toBe(after.docStatus);
      expect(notices().at(-1), where).toMatchObject({
        orderId: alias,
        transactionStatus: status,
        outcome: typeof cell === 'string' ? cell.split(':')[0] : 'applied',
      });
      if (typeof cell === 'string') {
        const [outcome, reason] = cell.split(': ');
        expect(body, where).toEqual({
          orderAlias: alias,
          docStatus: before.docStatus,
          outcome,
          ...(reason && { reason }),
        });
        expect(after, where).toEqual(before);
        // Nothing but the log line was written.
        expect(changedSince(stored), where).toEqual(['paymentNotices']);
      } else {
        expect(body.outcome, where).toBe('applied');
        expect(after, where).toMatchObject(cell.applied);
      }
    }
  });
});

describe('the payment provider’s notification', () => {
  afterEach(() => vi.useRealTimers());

  it('pays the order when it is signed with the server key and for the order’s total', async () => {
    const order = await checkOutSitisCart();
    const total = (await transaction(order.token, order.orderAlias)).docTotal;
    const good = await signedNotification(
      { alias: order.orderAlias, docTotal: total },
      'settlement',
    );
    expect(good.gross_amount).toBe(`${total}.00`);
    const { status, body } = await notify(good);
    expect(status).toBe(200);
    expect(body).toEqual({ orderAlias: order.orderAlias, docStatus: 'Paid', outcome: 'applied' });
    expect(await orderStatusOf(order)).toBe('Paid');
    // The provider repeats a notification until it gets a 2xx: the repeat changes nothing.
    const stored = databaseState();
    expect((await notify(good)).body).toEqual({
      orderAlias: order.orderAlias,
      docStatus: 'Paid',
      outcome: 'unchanged',
    });
    expect(changedSince(stored)).toEqual(['paymentNotices']);
    expect(notices().map((n) => n.outcome)).toEqual(['applied', 'unchanged']);
  });

  it('keeps a pending order awaiting payment, with the virtual account the shopper must pay', async () => {
    const token = await login();
    const order = record(UNPAID_ONLINE);
    const pending = await notify(await signedNotification(order, 'pending', BNI));
    expect(pending.body).toEqual({
      orderAlias: UNPAID_ONLINE,
      docStatus: 'Open',
      outcome: 'applied',
    });
    const waiting = await transaction(token, UNPAID_ONLINE);
    expect(waiting).toMatchObject({
      docStatus: 'Open',
      canReopenPayment: true,
      awaitedPayment: AWAITED_BNI,
    });
    const outstanding = await call('GET', '/api/Transaction/Outstanding', { token });
    expect(outstanding.body.map((o: { alias: string }) => o.alias)).toContain(UNPAID_ONLINE);

    // The account expires unpaid: the order waits on, with nothing awaited, until its deadline.
    await notify(await signedNotification(order, 'expire'));
    expect(await transaction(token, UNPAID_ONLINE)).toMatchObject({
      docStatus: 'Open',
      awaitedPayment: null,
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(order.docDueDate) + 1);
    expect(await transaction(token, UNPAID_ONLINE)).toMatchObject({
      docStatus: 'Expired',
      canReopenPayment: false,
      awaitedPayment: null,
    });
  });

  it('says each other payment method’s details: Permata, Mandiri Bill, a store, an e-wallet', async () => {
    const token = await login();
    const order = record(UNPAID_ONLINE);
    const awaitedAfter = async (detail: PaymentDetail) => {
      await notify(await signedNotification(order, 'pending', detail));
      return (await transaction(token, UNPAID_ONLINE)).awaitedPayment;
    };
    const none = { ...AWAITED_BNI, bank: null, vaNumber: null };
    expect(
      await awaitedAfter({ payment_type: 'bank_transfer', permata_va_number: '8778003429118291' }),
    ).toEqual({
      ...none,
      paymentType: 'bank_transfer',
      bank: 'permata',
      vaNumber: '8778003429118291',
    });
    expect(
      await awaitedAfter({
        payment_type: 'echannel',
        biller_code: '70012',
        bill_key: '990521847161',
      }),
    ).toEqual({
      ...none,
      paymentType: 'echannel',
      bank: 'mandiri',
      billerCode: '70012',
      billKey: '990521847161',
    });
    expect(
      await awaitedAfter({ payment_type: 'cstore', store: 'indomaret', payment_code: '2570965' }),
    ).toEqual({ ...none, paymentType: 'cstore', store: 'indomaret', paymentCode: '2570965' });
    expect(await awaitedAfter({ payment_type: 'gopay' })).toEqual({
      ...none,
      paymentType: 'gopay',
    });
  });

  it('is refused with 403 when the signature does not match, and nothing but the log changes', async () => {
    const order = await checkOutSitisCart();
    const total = (await transaction(order.token, order.orderAlias)).docTotal;
    const fields = {
      order_id: order.orderAlias,
      status_code: '200',
      gross_amount: `${total}.00`,
      transaction_status: 'settlement',
    };
    const forged = [
      // Anyone who knows the order's alias and total, without the server key.
      { ...fields, signature_key: await notificationSignature(fields, 'a guessed key') },
      { ...fields, signature_key: 'f'.repeat(128) },
      // A genuine signature of another order (Siti's seeded one), on this one.
      {
        ...fields,
        signature_key: (await signedNotification(record(UNPAID_ONLINE), 'settlement'))
          .signature_key,
      },
    ];
    const stored = databaseState();
    for (const notification of forged) {
      const { status, body } = await notify(notification);
      expect(status).toBe(403);
      expect(body).toEqual({
        error: 'invalid_signature',
        error_description: 'Tanda tangan notifikasi pembayaran tidak cocok.',
      });
    }
    expect(await orderStatusOf(order)).toBe('Open');
    expect(changedSince(stored)).toEqual(['paymentNotices']);
    expect(notices()).toHaveLength(3);
    expect(
      notices().every((n) => n.outcome === 'refused' && n.reason === 'invalid_signature'),
    ).toBe(true);
  });

  it('ignores a signed pending passed off as settled: its status_code says pending', async () => {
    const order = record(UNPAID_ONLINE);
    const pending = await signedNotification(order, 'pending', BCA);
    await expectIgnored({ ...pending, transaction_status: 'settlement' }, 'status_code_mismatch');
    expect(notices().at(-1)).toMatchObject({
      orderId: UNPAID_ONLINE,
      transactionStatus: 'settlement',
      statusCode: '201',
      outcome: 'ignored',
      reason: 'status_code_mismatch',
    });
  });

  it('takes Midtrans’s 407 for an expiry, as well as 202', async () => {
    const order = record(UNPAID_ONLINE);
    await notify(await signedNotification(order, 'pending', BCA));
    const fields = {
      order_id: order.alias,
      status_code: '407',
      gross_amount: `${order.docTotal}.00`,
    };
    const expired = {
      ...fields,
      transaction_status: 'expire',
      signature_key: await notificationSignature(fields),
    };
    expect((await notify(expired)).body.outcome).toBe('applied');
    expect(record(UNPAID_ONLINE).awaitedPayment).toBeNull();
  });

  it('ignores a settlement for another amount, signature right: the order stays unpaid', async () => {
    const order = record(UNPAID_ONLINE);
    const underpaid = await signedNotification(
      { alias: order.alias, docTotal: 1000 },
      'settlement',
    );
    await expectIgnored(underpaid, 'amount_mismatch');
    // An amount written otherwise is not what was signed.
    const malformed = await notify({ ...underpaid, gross_amount: 'semua' });
    expect(malformed.status).toBe(403);
  });

  it('ignores what comes out of order: a pending or a denial after the payment, a partial refund after a whole one', async () => {
    const token = await login();
    const order = record(UNPAID_ONLINE);
    await notify(await signedNotification(order, 'settlement'));
    for (const late of ['pending', 'deny'] as const) {
      const { status, body } = await notify(await signedNotification(order, late, BCA));
      expect(status).toBe(200);
      expect(body).toMatchObject({ docStatus: 'Paid', outcome: 'ignored', reason: 'out_of_order' });
    }
    await notify(await signedNotification(order, 'refund'));
    const partial = await notify(await signedNotification(order, 'partial_refund'));
    expect(partial.body).toMatchObject({ outcome: 'ignored', reason: 'out_of_order' });
    expect(await transaction(token, UNPAID_ONLINE)).toMatchObject({
      docStatus: 'Paid',
      awaitedPayment: null,
      paymentReversal: { kind: 'refund' },
    });
  });

  it('answers 404 for an unknown order only when signed, and 400 for a notification it cannot read', async () => {
    const unknown = await signedNotification(
      { alias: 'ord-tidak-ada', docTotal: 1000 },
      'settlement',
    );
    expect((await notify(unknown)).status).toBe(404);
    expect((await notify({ ...unknown, signature_key: 'x' })).status).toBe(403);
    expect(notices().map((n) => n.reason)).toEqual(['unknown_order', 'invalid_signature']);
    const { signature_key: _, ...unsigned } = unknown;
    expect((await notify(unsigned)).status).toBe(400);
    expect((await notify({ ...unknown, va_numbers: 'bca' })).status).toBe(400);
  });
});

describe('the notifications’ log', () => {
  it('keeps the newest 500 lines', async () => {
    for (let i = 0; i < 503; i += 1) {
      await logPaymentNotice(
        { order_id: `ord-${i}`, transaction_status: 'settlement', status_code: '200' },
        'applied',
      );
    }
    expect(db.paymentNotices.all()).toHaveLength(500);
    expect(db.paymentNotices.findFirst((q) => q.where({ orderId: 'ord-2' }))).toBeUndefined();
    expect(db.paymentNotices.findFirst((q) => q.where({ orderId: 'ord-3' }))).toBeDefined();
  });

  it('cuts what it keeps of a notification to 64 characters', async () => {
    await notify({
      order_id: 'x'.repeat(300),
      status_code: '200',
      gross_amount: '1.00',
      transaction_status: 's'.repeat(300),
      signature_key: 'f',
    });
    expect(notices()[0]).toMatchObject({
      orderId: 'x'.repeat(64),
      transactionStatus: 's'.repeat(64),
    });
  });
});
