import { cx, layout, Select } from '@/ui';
import styles from './DevPanel.module.css';
import { Checkbox, Section } from './DevPanelParts';
import type { DevFaults } from './devPanelTypes';

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
        atau ?mockFail=all, ?mockOffline=1, ?mockLateAnswer=/api/Cart:25000 (dijalankan, jawabannya
        telat) (0 atau none untuk mematikan).
      </p>
    </Section>
  );
}
