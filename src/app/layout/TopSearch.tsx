import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { routes } from '@/lib/paths';
import { whenIdle } from '@/lib/whenIdle';
import { shellTexts } from './texts';

/**
 * The top bar's search over the whole catalogue (issue 38): a plain form to /products?q=…
 * that works before any script runs. Its hint and keys ('/' on a desktop, Escape, Enter
 * without a reload: topSearchKeys.ts) download once the page is idle, and its look is the bars' CSS
 * (topBar.module.css; on a phone an icon until pressed), so the first load barely grows.
 * On /products the page's own field is the search, and this one steps aside.
 */
export function TopSearch() {
  const form = useRef<HTMLFormElement>(null);
  const [path, navigate] = useLocation();
  useEffect(() => {
    let removeKeys: (() => void) | undefined;
    let isGone = false;
    const cancel = whenIdle(() => {
      // Offline, the plain form still searches (with a reload).
      import('./topSearchKeys').then((keys) => {
        if (!isGone) removeKeys = keys.enhance(form.current, navigate);
      }, Object);
    });
    // One set of keys at a time: a second navigate, or none once the bar is gone.
    return () => {
      isGone = true;
      cancel();
      removeKeys?.();
    };
  }, [navigate]);
  return (
    <search hidden={path === routes.products}>
      <form ref={form} action={routes.products}>
        <input name="q" type="search" aria-label={shellTexts.search} />
      </form>
    </search>
  );
}
