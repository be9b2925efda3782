// Written into every build by scripts/prerender.mjs, and named in the pre-rendered pages in
// place of the app's module script and its modulepreloads: the page is already there to see,
// so its first paint does not share the link with ~100 KB of script. The script and the
// screen's chunks are asked for once that paint is on screen (at once in a tab nobody sees,
// where nothing is painted), and the app hydrates the page as before.
(() => {
  const me = document.currentScript;
  const entry = me.dataset.entry;
  const chunks = me.dataset.chunks ? me.dataset.chunks.split(' ') : [];
  const start = () => {
    for (const href of chunks) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  if (document.visibilityState === 'hidden') return startOnce();
  document.addEventListener('visibilitychange', startOnce, { once: true });
  // The first contentful paint as the browser reports it, once it is on screen (a frame's
  // callbacks run before its paint is shown); where paints are not reported, the next frame.
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint'))
    return requestAnimationFrame(() => setTimeout(startOnce, 0));
  new PerformanceObserver((paints, observer) => {
    if (!paints.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    startOnce();
  }).observe({ type: 'paint', buffered: true });
  // A page that shows nothing to paint still starts.
  setTimeout(startOnce, 2000);
})();
