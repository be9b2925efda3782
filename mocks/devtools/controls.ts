import type {
  DevFaults,
  DevMail,
  DevOrder,
  DevPanelControls,
  DevSession,
  DevUser,
} from '@/demo/devPanelTypes';
import { toProfile } from '../domain/dto';
import { canMoveOrder, moveOrder, orderGroupOf } from '../domain/orders';
import { changeShelfPrice, restoreShelfProduct, setForSale, shelfProducts } from '../domain/shelf';
import { CUSTOMER_TOKEN_LIFETIME_S, issueToken } from '../http/auth';
import { getFaultSettings, setFaultSettings, subscribeFaultSettings } from '../http/faults';
import { DEMO_PASSWORD } from '../seed/customers';
import { db } from '../store/collections';
import { resetDatabase } from '../store/lifecycle';
import { saveDatabase } from '../store/persistence';

// What the dev panel may do to the mock gateway. The panel lives in src/app and must not
// import mocks/, so mockBoot hands it this object; it works on the database directly, the
// way a payment gateway's callback or the shop's staff would.

const DEMO_PHONES = ['081234567890', '081298765432'];

function demoUsers(): DevUser[] {
  return DEMO_PHONES.flatMap((phone) => {
    const customer = db.customers.findFirst((q) => q.where({ mobileNumber: phone }));
    if (!customer) return [];
    const customerAlias = customer.alias;
    return [
      {
        phone,
        name: `${customer.firstName} ${customer.lastName}`,
        password: DEMO_PASSWORD,
        addresses: db.addresses.findMany((q) => q.where({ customerAlias })).length,
        cartLines: db.cartLines.findMany((q) => q.where({ customerAlias })).length,
        orders: db.orders.findMany((q) => q.where({ customerAlias })).length,
      },
    ];
  });
}

async function signInAs(phone: string): Promise<DevSession> {
  const customer = db.customers.findFirst((q) => q.where({ mobileNumber: phone }));
  if (!customer || customer.isInActive) throw new Error(`No active demo customer ${phone}`);
  const token = await issueToken({
    kind: 'customer',
    customerAlias: customer.alias,
    lifetimeSeconds: CUSTOMER_TOKEN_LIFETIME_S,
  });
  await saveDatabase();
  return {
    accessToken: token.token,
    expiresIn: CUSTOMER_TOKEN_LIFETIME_S,
    profile: toProfile(customer),
  };
}

function mail(): DevMail[] {
  return db.mailbox
    .all()
    .sort((a, b) => b.sentAt - a.sentAt)
    .map(({ id, to, subject, body, link, sentAt }) => ({ id, to, subject, body, link, sentAt }));
}

function orders(): DevOrder[] {
  const now = Date.now();
  return db.orders
    .all()
    .filter((order) => {
      const group = orderGroupOf(order, now);
      return group === 'outstanding' || group === 'paidOrPending';
    })
    .sort((a, b) => Date.parse(b.docDate) - Date.parse(a.docDate))
    .map((order) => {
      const customer = db.customers.findFirst((q) => q.where({ alias: order.customerAlias }));
      return {
        alias: order.alias,
        docNum: order.docNum,
        customerName: customer ? `${customer.firstName} ${customer.lastName}` : order.customerAlias,
        docStatus: order.docStatus,
        docTotal: order.docTotal,
        canMarkPaid: canMoveOrder(order, 'Paid', now),
        canMarkDelivered: canMoveOrder(order, 'Delivered', now),
      };
    });
}

/** Any change to the mail, orders, products or faults, from the storefront's calls, the panel or the fault banner. */
function subscribe(onChange: () => void): () => void {
  const collections = [db.mailbox, db.orders, db.customers, db.products];
  const events = ['create', 'update', 'delete'] as const;
  for (const collection of collections) {
    for (const event of events) collection.hooks.on(event, onChange);
  }
  // The fault banner turns faults off too; the panel's switches follow.
  const stopFaults = subscribeFaultSettings(onChange);
  return () => {
    stopFaults();
    for (const collection of collections) {
      for (const event of events) collection.hooks.removeListener(event, onChange);
    }
  };
}

export function createDevControls(): DevPanelControls {
  return {
    mail,
    demoUsers,
    signInAs,
    orders,
    async markOrder(alias, status) {
      await moveOrder(alias, status);
      await saveDatabase();
    },
    products: shelfProducts,
    async setProductPrice(code, price) {
      await changeShelfPrice(code, price);
      await saveDatabase();
    },
    async setProductForSale(code, isForSale) {
      await setForSale(code, isForSale);
      await saveDatabase();
    },
    async restoreProduct(code) {
      await restoreShelfProduct(code);
      await saveDatabase();
    },
    resetData: resetDatabase,
    faults: (): DevFaults => getFaultSettings(),
    setFaults: (next: DevFaults) => setFaultSettings(next),
    subscribe,
  };
}
