import type {
  AddressRecord,
  BranchRecord,
  CartLineRecord,
  CustomerFields,
  OrderRecord,
  ProductRecord,
} from '../store/collections';
import { db } from '../store/collections';
import { withFlavours } from './flavour';
import { docStatusOf } from './orders';
import type { Schemas } from './types';
import { unitRef } from './units';

// Records become what the contract says the gateway answers: internal fields (owner
// aliases, passwords, activation keys, illustration hints) never leave the mock.

export function toProduct(product: ProductRecord): Schemas['Product'] {
  return {
    code: product.code,
    name: product.name,
    category: { name: product.category.name, alias: product.category.alias },
    sellPrice: product.sellPrice,
    nonMemberPrice: product.nonMemberPrice,
    memberPrice: product.memberPrice,
    basePrice: product.basePrice,
    details: product.details.map(({ fileName, imageUrl }) => ({ fileName, imageUrl })),
    remarks: product.remarks,
    uoMGroup: { code: product.uoMGroupCode },
    productVariances: product.productVariances,
    productOptions: withFlavours(product.productOptions),
    // A product the shop stopped selling still opens from a bookmark or an old order.
    isInActive: !product.isSalesItem,
  };
}

export function toAddress(address: AddressRecord): Schemas['ShipmentAddress'] {
  const { customerAlias: _owner, createdAt: _created, ...fields } = address;
  return { ...fields, city_name: address.city, subdistrict_name: address.subDistrict };
}

/** The customer's addresses, the default first, then oldest first. */
export function addressesOf(customerAlias: string): AddressRecord[] {
  return db.addresses
    .findMany((q) => q.where({ customerAlias }))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.createdAt - b.createdAt);
}

export function toProfile(customer: CustomerFields): Schemas['CustomerProfile'] {
  const {
    activationAlias: _activation,
    password: _password,
    registeredAt: _registeredAt,
    ...profile
  } = customer;
  return { ...profile, password: null, addresses: addressesOf(customer.alias).map(toAddress) };
}

export function toCartLine(
  line: CartLineRecord,
  extra: Pick<Schemas['CartLine'], 'isInActive' | 'isUnavailable'> = {},
): Schemas['CartLine'] {
  const product = db.products.findFirst((q) => q.where({ code: line.productCode }));
  const composition = product?.productOptions.filter((o) => o.percentage !== undefined) ?? [];
  return {
    alias: line.alias,
    product: {
      code: line.productCode,
      name: product?.name ?? line.productCode,
      image: product?.details[0]?.fileName ?? null,
      ...(composition.length > 0 && product
        ? { productOptions: withFlavours(product.productOptions) }
        : {}),
    },
    quantity: line.quantity,
    uoM: unitRef(line.uomCode),
    price: line.price,
    lineTotal: line.lineTotal,
    weightInMg: line.weightInMg,
    remarks: line.remarks,
    varianceJSON: line.varianceJSON,
    ...extra,
  };
}

export function toBranch(branch: BranchRecord): Schemas['Branch'] {
  const { code, name, line1, line2, city, cityId, postalCode, imageUrl, gMapsUrl } = branch;
  return { code, name, line1, line2, city, cityId, postalCode, imageUrl, gMapsUrl };
}

type OrderLineAnswer = Schemas['OrderLine'];

/** An ordered line, with a custom blend's composition looked up as a cart line has it. */
function toOrderLine(line: OrderRecord['details'][number]): OrderLineAnswer {
  const product = db.products.findFirst((q) => q.where({ code: line.product.code }));
  const isBlend = product?.productOptions.some((o) => o.percentage !== undefined) ?? false;
  return {
    ...line,
    product:
      isBlend && product
        ? { ...line.product, productOptions: withFlavours(product.productOptions) }
        : line.product,
    uom: unitRef(line.uom.code),
  };
}

export function toTransaction(order: OrderRecord): Schemas['Transaction'] {
  const branch = order.branchCode
    ? db.branches.findFirst((q) => q.where({ code: order.branchCode ?? '' }))
    : null;
  const isOnline = order.channel === 'online';
  const docStatus = docStatusOf(order);
  return {
    alias: order.alias,
    docNum: order.docNum,
    docDate: order.docDate,
    docDueDate: order.docDueDate,
    docStatus,
    docTotal: order.docTotal,
    details: order.details.map(toOrderLine),
    midTransQRISUrl: order.midTransQRISUrl,
    logisticService: order.logisticService,
    logisticETADays: order.logisticETADays,
    logisticRate: order.logisticRate,
    paymentMethod: isOnline ? 'online' : 'branch',
    deliveryAddress: order.deliveryAddress,
    branch: branch ? toBranch(branch) : null,
    canReopenPayment: isOnline && docStatus === 'Open',
    // Awaited only while the order is: not once paid or past its deadline.
    awaitedPayment: docStatus === 'Open' ? order.awaitedPayment : null,
    paymentReversal: order.paymentReversal && { kind: order.paymentReversal },
  };
}
