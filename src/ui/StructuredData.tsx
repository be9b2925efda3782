import { scriptSafeJson } from '@/lib/json';

/**
 * Structured data (JSON-LD) about what the page shows, for search engines: a data block in
 * the screen's own HTML, so it is in the pre-rendered page and stays after hydration. Every
 * `<`, `>` and `&` is escaped (scriptSafeJson): no text of the gateway's can leave the element.
 */
export function StructuredData({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON, escaped by scriptSafeJson; a data block runs nothing
      dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }}
    />
  );
}
