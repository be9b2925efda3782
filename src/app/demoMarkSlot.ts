/**
 * The element a mock build's index.html holds above #root for the Demo mark (vite.config.ts
 * puts it there, mockBoot fills it). Its height is the mark's, so the shop does not move
 * when the mark arrives after the first paint.
 */
export const DEMO_MARK_SLOT = 'demo-mark';

export const demoMarkSlotHtml = `<div id="${DEMO_MARK_SLOT}" style="height: calc(var(--size-touch) + var(--space-2))"></div>`;
