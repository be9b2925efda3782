// Where the mock gateway serves its drawn images. The storefront's image base URL points
// at MOCK_IMAGE_BASE when mocking is on; product galleries live in its Products folder,
// as SPEC.md §3 describes for the real gateway.
import type { SeedProductImage } from './types';

export const MOCK_IMAGE_BASE = '/images';

/**
 * A product's picture. `key` makes its file name a capability, for a picture only its owner
 * may see (a customer's own blend): on a deployment the image host is another host than the
 * shop, so it never gets the shop's session cookie, and the name itself must carry the right
 * to see it, as an unguessable object name or a signed URL of a storage bucket does.
 */
export function productImage(code: string, index: number, key?: string): SeedProductImage {
  const fileName = key ? `${code}-${index + 1}-${key}.svg` : `${code}-${index + 1}.svg`;
  return { fileName, imageUrl: `${MOCK_IMAGE_BASE}/Products/${fileName}` };
}

/** Reads back what productImage wrote, so a handler can draw the right picture. */
export function parseProductImageFileName(
  fileName: string,
): { code: string; index: number; key: string | null } | null {
  const match = /^(.+?)-(\d+)(?:-(kopi_[0-9a-f]{64}))?\.svg$/.exec(fileName);
  if (!match?.[1] || !match[2]) return null;
  return { code: match[1], index: Number(match[2]) - 1, key: match[3] ?? null };
}

export function blogImageUrl(slug: string): string {
  return `${MOCK_IMAGE_BASE}/Blogs/${slug}.svg`;
}

export function branchImageUrl(code: string): string {
  return `${MOCK_IMAGE_BASE}/Branches/${code}.svg`;
}

export function courierImageUrl(code: string): string {
  return `${MOCK_IMAGE_BASE}/Couriers/${code}.svg`;
}
