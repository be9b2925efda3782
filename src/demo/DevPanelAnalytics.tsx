import { useEffect, useState } from 'react';
import { ANALYTICS_EVENT, type PushedEvent, pushedEvents } from '@/features/analytics/public';
import { formatIDR } from '@/lib/format';
import styles from './DevPanel.module.css';
import { Section, SectionItem, SectionList } from './DevPanelParts';

/** The events on window.dataLayer, newest first, kept up to date while the panel is open. */
function usePushedEvents(): PushedEvent[] {
  const [events, setEvents] = useState(pushedEvents);
  useEffect(() => {
    const refresh = () => setEvents(pushedEvents());
    refresh();
    window.addEventListener(ANALYTICS_EVENT, refresh);
    return () => window.removeEventListener(ANALYTICS_EVENT, refresh);
  }, []);
  return events;
}

function itemNames(params: Record<string, unknown>): string {
  const items = Array.isArray(params.items) ? (params.items as { item_name?: unknown }[]) : [];
  return items.map((item) => String(item.item_name)).join(', ');
}

/** What analytics pushed (after 'Terima'), so a reviewer sees the GA4 events without GA. */
export function AnalyticsSection() {
  const events = usePushedEvents();
  return (
    <Section title="Analitik">
      {events.length === 0 ? (
        <p className={styles.muted}>
          Belum ada event. Event GA4 (view_item, add_to_cart, purchase, …) muncul di sini setelah
          'Terima' pada pemberitahuan privasi.
        </p>
      ) : (
        <SectionList label="Event analitik, terbaru dulu">
          {events.map((event, index) => {
            const names = itemNames(event.params);
            const value = event.params.value;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows; an event has no id.
              <SectionItem key={events.length - index}>
                <p className={styles.strong}>{event.name}</p>
                {names && <p>{names}</p>}
                {typeof value === 'number' && (
                  <p className={styles.muted}>
                    {formatIDR(value)} ({String(event.params.currency)})
                  </p>
                )}
                {typeof event.params.search_term === 'string' && (
                  <p className={styles.muted}>"{event.params.search_term}"</p>
                )}
                {typeof event.params.method === 'string' && (
                  <p className={styles.muted}>{event.params.method}</p>
                )}
              </SectionItem>
            );
          })}
        </SectionList>
      )}
    </Section>
  );
}
