/**
 * The element a mock build's index.html holds above #root for the Demo mark (vite.config.ts
 * puts it there, mockBoot fills it). Its height is at least the mark's, so the shop does not
 * move when the mark arrives after the first paint; it grows for the fault banner, which
 * would otherwise sit under the shop's sticky navbar.
 */
export const DEMO_MARK_SLOT = 'demo-mark';

export const demoMarkSlotHtml = `<div id="${DEMO_MARK_SLOT}" style="min-height: calc(var(--size-touch) + var(--space-2))"></div>`;
