import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { formatIDR } from '@/lib/format';
import { clearAllClientState } from '@/lib/storage';
import { sessionProfileSchema, storeSessionCookies } from '@/state/session';
import { Button } from '@/ui';
import styles from './DevPanel.module.css';
import { AnalyticsSection } from './DevPanelAnalytics';
import { FaultsSection } from './DevPanelFaults';
import { DemoUsersSection, MailboxSection, OrdersSection, ResetSection } from './DevPanelSections';
import { ShelfSection } from './DevPanelShelf';
import type {
  DevFaults,
  DevMail,
  DevOrder,
  DevPanelControls,
  DevProduct,
  DevSession,
  DevUser,
} from './devPanelTypes';

// The mock gateway's control panel, for `npm run dev` and the demo build. It is only ever
// imported by src/demo/mockBoot.ts, which docks it in the Demo mark, so a production build
// never contains it; it reaches the mock only through the DevPanelControls mockBoot hands it.

/** Signs in the way the login screen does (the two session cookies), then reloads. */
function storeSessionAndReload(session: DevSession): void {
  clearAllClientState();
  const profile = sessionProfileSchema.safeParse(session.profile);
  storeSessionCookies({
    accessToken: session.accessToken,
    expiresIn: session.expiresIn,
    profile: profile.success ? profile.data : null,
  });
  window.location.reload();
}

/** After a reset every token is gone: forget the session as a 401 would, then reload. */
function forgetSessionAndReload(): void {
  clearAllClientState();
  window.location.reload();
}

export interface DevPanelProps {
  controls: DevPanelControls;
  onSignIn?: (session: DevSession) => void;
  onReset?: () => void;
  defaultOpen?: boolean;
}

interface Snapshot {
  mail: DevMail[];
  users: DevUser[];
  orders: DevOrder[];
  products: DevProduct[];
  faults: DevFaults;
}

function read(controls: DevPanelControls): Snapshot {
  return {
    mail: controls.mail(),
    users: controls.demoUsers(),
    orders: controls.orders(),
    products: controls.products(),
    faults: controls.faults(),
  };
}

/** The panel's view of the mock, refreshed at most once a frame however many records change. */
function useMockState(controls: DevPanelControls) {
  const [snapshot, setSnapshot] = useState(() => read(controls));
  const refresh = useCallback(() => setSnapshot(read(controls)), [controls]);
  useEffect(() => {
    let frame = 0;
    const unsubscribe = controls.subscribe(() => {
      if (frame === 0) {
        frame = requestAnimationFrame(() => {
          frame = 0;
          refresh();
        });
      }
    });
    return () => {
      cancelAnimationFrame(frame);
      unsubscribe();
    };
  }, [controls, refresh]);
  return [snapshot, refresh] as const;
}

export function DevPanel({
  controls,
  onSignIn = storeSessionAndReload,
  onReset = forgetSessionAndReload,
  defaultOpen = false,
}: DevPanelProps) {
  const [isOpen, setOpen] = useState(defaultOpen);
  const [status, setStatus] = useState('');
  const [snapshot, refresh] = useMockState(controls);
  const panelId = useId();
  const headingId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(defaultOpen);

  useEffect(() => {
    // Focus follows the panel: into it when it opens, back to its button when it closes.
    if (isOpen && !wasOpen.current) headingRef.current?.focus();
    if (!isOpen && wasOpen.current) toggleRef.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);

  const run = async (work: () => Promise<string>) => {
    try {
      setStatus(await work());
    } catch (error) {
      setStatus(`Gagal: ${error instanceof Error ? error.message : String(error)}`);
    }
    refresh();
  };

  return (
    <aside className={styles.dock} aria-label="Panel dev">
      {isOpen && (
        <section
          id={panelId}
          className={styles.panel}
          aria-labelledby={headingId}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        >
          <header className={styles.header}>
            <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.title}>
              Panel dev: mock gateway
            </h2>
            <Button variant="ghost" size="sm" onPress={() => setOpen(false)}>
              Tutup
            </Button>
          </header>
          <p role="status" className={styles.status}>
            {status}
          </p>
          <MailboxSection mail={snapshot.mail} />
          <AnalyticsSection />
          <DemoUsersSection
            users={snapshot.users}
            onSignIn={(user) =>
              run(async () => {
                onSignIn(await controls.signInAs(user.phone));
                return `Masuk sebagai ${user.name}…`;
              })
            }
          />
          <OrdersSection
            orders={snapshot.orders}
            onMark={(order, to) =>
              run(async () => {
                await controls.markOrder(order.alias, to);
                const done = to === 'Paid' ? 'dibayar' : 'terkirim';
                return `${order.docNum} ditandai ${done}. Muat ulang riwayat pesanan untuk melihatnya.`;
              })
            }
          />
          <ShelfSection
            products={snapshot.products}
            onChangePrice={(product, price) =>
              run(async () => {
                await controls.setProductPrice(product.code, price);
                return `Harga ${product.name} sekarang ${formatIDR(price)}. Keranjang yang memuatnya akan melihat perubahan harga.`;
              })
            }
            onStopSelling={(product) =>
              run(async () => {
                await controls.setProductForSale(product.code, false);
                return `${product.name} tidak tersedia lagi: keluar dari daftar produk dan tidak bisa ditambahkan.`;
              })
            }
            onRestore={(product) =>
              run(async () => {
                await controls.restoreProduct(product.code);
                return `${product.name} dipulihkan: ${formatIDR(product.seedPrice)}, tersedia lagi.`;
              })
            }
          />
          <FaultsSection
            faults={snapshot.faults}
            onChange={(next) =>
              run(async () => {
                await controls.setFaults(next);
                return 'Pengaturan latensi dan gangguan disimpan.';
              })
            }
          />
          <ResetSection
            onReset={() =>
              run(async () => {
                await controls.resetData();
                onReset();
                return 'Data mock kembali ke data awal.';
              })
            }
          />
        </section>
      )}
      <Button
        ref={toggleRef}
        variant="secondary"
        size="sm"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onPress={() => setOpen((open) => !open)}
      >
        Panel dev
      </Button>
    </aside>
  );
}
