import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { formatIDR, formatShortDate, formatTime } from '@/lib/format';
import { Button, cx, Link, layout, Select, TextField } from '@/ui';
import styles from './DevPanel.module.css';
import type { DevFaults, DevMail, DevOrder, DevProduct, DevUser } from './devPanelTypes';

export function MailboxSection({ mail }: { mail: DevMail[] }) {
  return (
    <Section title="Kotak surat">
      {mail.length === 0 ? (
        <p className={styles.muted}>
          Belum ada email. Daftarkan akun baru untuk menerima tautan aktivasi di sini.
        </p>
      ) : (
        <ul className={cx(layout.plainList, layout.stack, styles.list)}>
          {mail.map((message) => (
            <li key={message.id} className={cx(layout.stack, styles.item)}>
              <p className={styles.strong}>{message.subject}</p>
              <p className={styles.muted}>
                Untuk {message.to} · {formatShortDate(new Date(message.sentAt))}{' '}
                {formatTime(new Date(message.sentAt))}
              </p>
              <p>{message.body}</p>
              {message.link && (
                <Link href={message.link} variant="standalone">
                  Aktifkan akun {message.to}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function DemoUsersSection({
  users,
  onSignIn,
}: {
  users: DevUser[];
  onSignIn: (user: DevUser) => void;
}) {
  return (
    <Section title="Masuk sebagai pelanggan demo">
      <ul className={cx(layout.plainList, layout.stack, styles.list)}>
        {users.map((user) => (
          <li key={user.phone} className={cx(layout.stack, styles.item)}>
            <p className={styles.strong}>{user.name}</p>
            <p className={styles.muted}>
              {user.phone} · password {user.password}
            </p>
            <p className={styles.muted}>
              {user.addresses} alamat · {user.cartLines} baris keranjang · {user.orders} pesanan
            </p>
            <Button variant="secondary" size="sm" onPress={() => onSignIn(user)}>
              Masuk sebagai {user.name}
            </Button>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** What the panel can move an order to, when the mock says the order may go there. */
const ORDER_MARKS = [
  { to: 'Paid', label: 'Tandai dibayar', can: 'canMarkPaid' },
  { to: 'Delivered', label: 'Tandai terkirim', can: 'canMarkDelivered' },
] as const;

export function OrdersSection({
  orders,
  onMark,
}: {
  orders: DevOrder[];
  onMark: (order: DevOrder, to: (typeof ORDER_MARKS)[number]['to']) => void;
}) {
  return (
    <Section title="Pesanan berjalan">
      {orders.length === 0 ? (
        <p className={styles.muted}>Tidak ada pesanan yang menunggu pembayaran atau pengiriman.</p>
      ) : (
        <ul className={cx(layout.plainList, layout.stack, styles.list)}>
          {orders.map((order) => (
            <li key={order.alias} className={cx(layout.stack, styles.item)}>
              <p className={styles.strong}>{order.docNum}</p>
              <p className={styles.muted}>
                {order.customerName} · {order.docStatus} · {formatIDR(order.docTotal)}
              </p>
              <div className={styles.actions}>
                {ORDER_MARKS.filter(({ can }) => order[can]).map(({ to, label }) => (
                  <Button
                    key={to}
                    size="sm"
                    variant="secondary"
                    aria-label={`${label}: ${order.docNum}`}
                    onPress={() => onMark(order, to)}
                  >
                    {label}
                  </Button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** '45.000', 'Rp 45000' and '45 000' are all forty-five thousand rupiah; null when not a number. */
function parseRupiah(text: string): number | null {
  const digits = text.replace(/^\s*Rp/i, '').replace(/[\s.]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

function isChanged(product: DevProduct): boolean {
  return !product.isForSale || product.sellPrice !== product.seedPrice;
}

export function ShelfSection({
  products,
  onChangePrice,
  onStopSelling,
  onRestore,
}: {
  products: DevProduct[];
  onChangePrice: (product: DevProduct, price: number) => void;
  onStopSelling: (product: DevProduct) => void;
  onRestore: (product: DevProduct) => void;
}) {
  const [code, setCode] = useState<string | null>(null);
  const [priceText, setPriceText] = useState('');
  const [isPriceInvalid, setPriceInvalid] = useState(false);
  const chosen = products.find((product) => product.code === code);
  const changed = products.filter(isChanged);

  const changePrice = (event: FormEvent) => {
    event.preventDefault();
    const price = parseRupiah(priceText);
    setPriceInvalid(price === null);
    if (chosen && price !== null) onChangePrice(chosen, price);
  };

  return (
    <Section title="Harga dan ketersediaan produk">
      <Select
        label="Produk"
        placeholder="Pilih produk"
        selectedKey={code}
        options={products.map((product) => ({
          id: product.code,
          label: `${product.name} (${product.code})`,
        }))}
        onSelectionChange={(key) => setCode(key === null ? null : String(key))}
      />
      {chosen && (
        <p className={styles.muted}>
          Harga sekarang {formatIDR(chosen.sellPrice)}
          {chosen.isForSale ? '' : ' · tidak tersedia'}
        </p>
      )}
      <form className={styles.form} onSubmit={changePrice}>
        <TextField
          label="Harga baru (Rp)"
          inputMode="numeric"
          placeholder="Contoh: 95000"
          value={priceText}
          onChange={(text) => {
            setPriceText(text);
            setPriceInvalid(false);
          }}
          isDisabled={!chosen}
          isInvalid={isPriceInvalid}
          errorMessage="Tulis harga dalam angka, misalnya 95000."
        />
        <div className={styles.actions}>
          <Button type="submit" size="sm" variant="secondary" isDisabled={!chosen}>
            Ubah harga produk
          </Button>
          <Button
            size="sm"
            variant="secondary"
            isDisabled={!chosen?.isForSale}
            onPress={() => chosen && onStopSelling(chosen)}
          >
            Jadikan produk tidak tersedia
          </Button>
        </div>
      </form>
      {changed.length === 0 ? (
        <p className={styles.muted}>Semua produk dijual dengan harga awalnya.</p>
      ) : (
        <ul
          className={cx(layout.plainList, layout.stack, styles.list)}
          aria-label="Produk yang diubah"
        >
          {changed.map((product) => (
            <li key={product.code} className={cx(layout.stack, styles.item)}>
              <p className={styles.strong}>{product.name}</p>
              <p className={styles.muted}>
                {product.isForSale ? 'Dijual' : 'Tidak tersedia'} ·{' '}
                {product.sellPrice === product.seedPrice
                  ? formatIDR(product.sellPrice)
                  : `${formatIDR(product.sellPrice)} (semula ${formatIDR(product.seedPrice)})`}
              </p>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Pulihkan: ${product.name}`}
                onPress={() => onRestore(product)}
              >
                Pulihkan
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

const LATENCY_PRESETS = [0, 300, 800, 2000, 5000];

/** The gateway's main routes, so one area of the storefront can be made to fail. */
const FAILABLE_ROUTES = [
  '/connect/token',
  '/api/Customer',
  '/api/Product',
  '/api/Cart',
  '/api/CartDetail',
  '/api/ShipmentAddress',
  '/api/Shipping',
  '/api/Transaction',
  '/api/SalesInvoice',
];

function latencyLabel(ms: number): string {
  if (ms === 0) return 'Tanpa latensi';
  return ms >= 1000 && ms % 1000 === 0 ? `${ms / 1000} detik` : `${ms} ms`;
}

export function FaultsSection({
  faults,
  onChange,
}: {
  faults: DevFaults;
  onChange: (next: DevFaults) => void;
}) {
  const latencies = LATENCY_PRESETS.includes(faults.latencyMs)
    ? LATENCY_PRESETS
    : [...LATENCY_PRESETS, faults.latencyMs].sort((a, b) => a - b);
  const routes = [
    ...FAILABLE_ROUTES,
    ...faults.failing.filter((r) => r !== 'all' && !FAILABLE_ROUTES.includes(r)),
  ];
  const allFailing = faults.failing.includes('all');
  const toggleRoute = (route: string, isOn: boolean) =>
    onChange({
      ...faults,
      failing: isOn
        ? [...faults.failing.filter((r) => r !== 'all'), route]
        : faults.failing.filter((r) => r !== route),
    });

  return (
    <Section title="Latensi dan gangguan">
      <Select
        label="Latensi setiap panggilan"
        selectedKey={String(faults.latencyMs)}
        options={latencies.map((ms) => ({ id: String(ms), label: latencyLabel(ms) }))}
        onSelectionChange={(key) => onChange({ ...faults, latencyMs: Number(key) })}
      />
      {faults.routeLatency.length > 0 && (
        <p className={styles.muted}>
          Ditambah per rute:{' '}
          {faults.routeLatency.map((r) => `${r.route} ${latencyLabel(r.ms)}`).join(', ')}
        </p>
      )}
      <fieldset className={cx(layout.stack, styles.fieldset)}>
        <legend className={styles.legend}>Gagalkan dengan 500</legend>
        <Checkbox
          label="Semua panggilan"
          isChecked={allFailing}
          onChange={(isOn) => onChange({ ...faults, failing: isOn ? ['all'] : [] })}
        />
        {routes.map((route) => (
          <Checkbox
            key={route}
            label={route}
            isChecked={allFailing || faults.failing.includes(route)}
            isDisabled={allFailing}
            onChange={(isOn) => toggleRoute(route, isOn)}
          />
        ))}
      </fieldset>
      <Checkbox
        label="Offline: setiap panggilan gagal seperti jaringan putus"
        isChecked={faults.offline}
        onChange={(offline) => onChange({ ...faults, offline })}
      />
      <p className={styles.muted}>
        Juga lewat alamat halaman, hanya untuk halaman itu: ?mockLatency=800, ?mockFail=/api/Cart
        atau ?mockFail=all, ?mockOffline=1 (0 atau none untuk mematikan).
      </p>
    </Section>
  );
}

export function ResetSection({ onReset }: { onReset: () => void }) {
  const [isConfirming, setConfirming] = useState(false);
  return (
    <Section title="Data">
      {isConfirming ? (
        <>
          <p>Semua akun baru, keranjang, alamat dan pesanan kembali ke data awal.</p>
          <div className={styles.actions}>
            <Button variant="danger" size="sm" onPress={onReset}>
              Ya, reset data
            </Button>
            <Button variant="ghost" size="sm" onPress={() => setConfirming(false)}>
              Batal
            </Button>
          </div>
        </>
      ) : (
        <Button variant="secondary" size="sm" onPress={() => setConfirming(true)}>
          Reset data
        </Button>
      )}
    </Section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={cx(layout.stack, styles.section)} aria-labelledby={id}>
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

function Checkbox({
  label,
  isChecked,
  isDisabled = false,
  onChange,
}: {
  label: string;
  isChecked: boolean;
  isDisabled?: boolean;
  onChange: (isChecked: boolean) => void;
}) {
  return (
    <label className={styles.checkbox}>
      <input
        type="checkbox"
        checked={isChecked}
        disabled={isDisabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      {label}
    </label>
  );
}
