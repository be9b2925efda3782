import { useId, useMemo } from 'react';
import { sanitizeHtml } from '@/lib/html';
import { cx, layout, Skeleton, useInBrowser } from '@/ui';
import { catalogueTexts } from '../texts';
import styles from './ProductDescription.module.css';

export interface ProductDescriptionProps {
  /** The product's remarks: HTML from the back office, untrusted. */
  html: string | null | undefined;
}

/** The product's description, sanitized: no script, handler or javascript: link survives. */
export function ProductDescription({ html }: ProductDescriptionProps) {
  const headingId = useId();
  const inBrowser = useInBrowser();
  const safe = useMemo(() => (inBrowser ? sanitizeHtml(html) : ''), [html, inBrowser]);
  // Markup with no text left (an empty paragraph, a stripped script) describes nothing.
  const hasText = useMemo(() => {
    if (!inBrowser) return false;
    const probe = document.createElement('template');
    probe.innerHTML = safe;
    return (probe.content.textContent ?? '').trim() !== '' || probe.content.querySelector('img');
  }, [safe, inBrowser]);
  return (
    <section className={cx(layout.stack, styles.section)} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {catalogueTexts.detail.description}
      </h2>
      {!inBrowser ? (
        // Sanitizing needs the browser's DOM: the pre-rendered page leaves the text to it.
        <Skeleton shape="text" lines={4} width="100%" />
      ) : hasText ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by sanitizeHtml just above
        <div className={cx(layout.stack, styles.body)} dangerouslySetInnerHTML={{ __html: safe }} />
      ) : (
        <p className={styles.empty}>{catalogueTexts.detail.noDescription}</p>
      )}
    </section>
  );
}
