import { useState } from 'react';
import { formatIDR, formatShortDate, formatTime } from '@/lib/format';
import { Button, cx, Link, layout } from '@/ui';
import styles from './DevPanel.module.css';
import { Section, SectionItem, SectionList } from './DevPanelParts';
import type { DevMail, DevOrder, DevUser } from './devPanelTypes';

export function MailboxSection({ mail }: { mail: DevMail[] }) {
  return (
    <Section title="Kotak surat">
      {mail.length === 0 ? (
        <p className={styles.muted}>
          Belum ada pesan. Kode pendaftaran dan kode 'Lupa password?' (WhatsApp/SMS) serta tautan
          aktivasi akun baru muncul di sini.
        </p>
      ) : (
        <SectionList>
          {mail.map((message) => (
            <SectionItem key={message.id}>
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
            </SectionItem>
          ))}
        </SectionList>
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
      <SectionList>
        {users.map((user) => (
          <SectionItem key={user.phone}>
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
          </SectionItem>
        ))}
      </SectionList>
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
        <SectionList>
          {orders.map((order) => (
            <SectionItem key={order.alias}>
              <p className={styles.strong}>{order.docNum}</p>
              <p className={styles.muted}>
                {order.customerName} · {order.docStatus} · {formatIDR(order.docTotal)}
              </p>
              <div className={cx(layout.cluster, styles.actions)}>
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
            </SectionItem>
          ))}
        </SectionList>
      )}
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
          <div className={cx(layout.cluster, styles.actions)}>
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
