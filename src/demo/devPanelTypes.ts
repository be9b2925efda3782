// What the dev panel and the mock gateway agree on. mockBoot hands the panel an object of
// this shape made by mocks/devtools/controls.ts; both sides import these types from here, so
// mocks/ never imports the panel's component file, and the panel never imports mocks/.

export interface DevMail {
  id: string;
  to: string;
  subject: string;
  body: string;
  /** A storefront path such as /Activation/act-1a2b3c. */
  link: string | null;
  sentAt: number;
}

export interface DevUser {
  phone: string;
  name: string;
  password: string;
  addresses: number;
  cartLines: number;
  orders: number;
}

export interface DevOrder {
  alias: string;
  docNum: string;
  customerName: string;
  docStatus: string;
  docTotal: number;
  canMarkPaid: boolean;
  canMarkDelivered: boolean;
}

/** One of the shop's products, as the panel changes its price and whether it is sold. */
export interface DevProduct {
  code: string;
  name: string;
  sellPrice: number;
  /** The price the seed gave it: 'Pulihkan' goes back to it. */
  seedPrice: number;
  isForSale: boolean;
}

export interface DevFaults {
  latencyMs: number;
  routeLatency: { route: string; ms: number }[];
  failing: string[];
  offline: boolean;
  /** ?mockLateAnswer: routes carried out at once whose answer comes after `ms`. */
  lateAnswers?: { route: string; ms: number }[];
}

/** The mock's fault switches as the demo's fault banner sees them. */
export interface DemoFaultSwitch {
  current(): DevFaults;
  /** Calls back whenever the faults change (the page address, the dev panel); returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
  /** Every fault off, stored so a reload stays without them. */
  turnOff(): Promise<void>;
}

export interface DevSession {
  accessToken: string;
  expiresIn: number;
  profile: unknown;
}

export interface DevPanelControls {
  mail(): DevMail[];
  demoUsers(): DevUser[];
  signInAs(phone: string): Promise<DevSession>;
  /** Orders a person at the shop could still move on: awaiting payment, or paid. */
  orders(): DevOrder[];
  markOrder(alias: string, status: 'Paid' | 'Delivered'): Promise<void>;
  /** The shop's catalogue (the categories the storefront shows), in its order. */
  products(): DevProduct[];
  /** A new price of the product's default unit; carts holding it see it at price validation. */
  setProductPrice(code: string, price: number): Promise<void>;
  /** Stops selling a product (it leaves the lists, cannot be added) or sells it again. */
  setProductForSale(code: string, isForSale: boolean): Promise<void>;
  /** The seed's price, and on sale again. */
  restoreProduct(code: string): Promise<void>;
  resetData(): Promise<void>;
  faults(): DevFaults;
  setFaults(next: DevFaults): Promise<void>;
  /** Calls back whenever mail, orders, customers or products change; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
}
