/**
 * Runs `run` once the browser is idle (at the latest after `timeout` ms), or after a short
 * wait where there is no requestIdleCallback (Safari). Returns the cancel. The one way the
 * shop puts off work that must not compete with the first load and hydration.
 */
export function whenIdle(run: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 300);
  return () => clearTimeout(id);
}
