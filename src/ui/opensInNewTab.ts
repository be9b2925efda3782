/**
 * For a link that leaves the shop (a marketplace, WhatsApp, a map): it opens in a new tab,
 * and the page it opens gets no handle on the shop's window nor its address.
 *
 * A module of its own, not a part of Link.tsx: the footer is on every first load, and
 * importing it from Link.tsx brought react-aria-components' Link into the first-load chunk
 * (+10 KB gzip, over the 100 KB budget).
 */
export const opensInNewTab = { target: '_blank', rel: 'noopener noreferrer' } as const;
