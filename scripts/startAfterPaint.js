// Written into every build by scripts/prerender.mjs, and named in the pre-rendered pages in
// place of the app's module script and its modulepreloads: the page is already there to see,
// so its first paint does not share the link with ~100 KB of script. The script and the
// screen's chunks are asked for once that paint is on screen (at once in a tab nobody sees,
// where nothing is painted), and the app hydrates the page as before.
(() => {
  // No lost taps (issue 25; the app's side is src/lib/earlyPress.ts). A press on a control
  // that needs the app (data-needs-app="<id>") before the app has it (data-app-live, set by
  // the control's ref once React has it) is kept on <html> with the page it was pressed on,
  // and the control says it waits (aria-busy); later presses are swallowed. When the control
  // pressed becomes live on that page, the press is taken (so carried out once) and the live
  // control pressed; a press left when the app shows another page is dropped.
  const html = document.documentElement;
  const kept = html.dataset;
  const drop = () => {
    delete kept.earlyPress;
    delete kept.earlyPressPage;
    for (const control of document.querySelectorAll('[data-needs-app][aria-busy="true"]'))
      control.removeAttribute('aria-busy');
  };
  addEventListener(
    'click',
    (event) => {
      const control = event.target.closest?.('[data-needs-app]');
      if (!control || control.hasAttribute('data-app-live')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if ('earlyPress' in kept) return;
      kept.earlyPress = control.dataset.needsApp;
      // The page the HTML was rendered for, not the address (a host may serve it for another);
      // the app shell (scripts/prerender.mjs' APP_SHELL_MARK) is the page of any address, so
      // its controls (the analytics notice, the footer's) are this address's.
      const rendered = document.getElementById('root')?.dataset.prerendered;
      kept.earlyPressPage = rendered === 'app-shell' ? location.pathname : rendered;
      control.setAttribute('aria-busy', 'true');
    },
    true,
  );
  const onAnotherPage = () => {
    if ('earlyPress' in kept && kept.earlyPressPage !== location.pathname) drop();
  };
  // The app's router (wouter) announces its navigations as `pushState`.
  addEventListener('pushState', onAnotherPage);
  addEventListener('popstate', onAnotherPage);
  // A signed-in customer's page is hydrated as the guest's, then takes the customer's session
  // (data-session-pending until then, src/app/sessionTakeover.tsx): the press waits for it,
  // so it is carried out for the customer.
  new MutationObserver(() => {
    if (!('earlyPress' in kept) || 'sessionPending' in kept) return;
    onAnotherPage();
    const live = [...document.querySelectorAll('[data-app-live]')].find(
      (control) => control.dataset.needsApp === kept.earlyPress,
    );
    if (!live) return;
    drop();
    // After the commit that made it live, so the control's effects are in place.
    setTimeout(() => live.click(), 0);
  }).observe(html, { subtree: true, attributeFilter: ['data-app-live', 'data-session-pending'] });
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
    // The app renders afresh over a page made for another path: a press kept there is dropped.
    script.onload = () => {
      onAnotherPage();
      prefetchWhenIdle();
    };
    document.head.append(script);
  };
  // The code of the parts the page's first press opens (a product's '+ Keranjang' dialog:
  // the page declaration's `prefetch`), once the app has started and the browser is idle, at
  // low priority, into the HTTP cache: not compiled, not run, so a visit that never presses
  // pays only the download; the press's import finds it there (issue 37).
  const ahead = me.dataset.prefetch ? me.dataset.prefetch.split(' ') : [];
  const prefetchWhenIdle = () => {
    if (ahead.length === 0) return;
    const fetchAll = () => {
      for (const href of ahead)
        fetch(href, { priority: 'low' })
          .then((answer) => answer.blob())
          .catch(() => undefined);
    };
    if (typeof requestIdleCallback === 'function') requestIdleCallback(fetchAll, { timeout: 2000 });
    else setTimeout(fetchAll, 300);
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
