// Where the mock gateway serves its drawn images. The storefront's image base URL points
// at MOCK_IMAGE_BASE when mocking is on; product galleries live in its Products folder,
// as SPEC.md §3 describes for the real gateway.
import type { SeedProductImage } from './types';

export const MOCK_IMAGE_BASE = '/images';

export function productImage(code: string, index: number): SeedProductImage {
  const fileName = `${code}-${index + 1}.svg`;
  return { fileName, imageUrl: `${MOCK_IMAGE_BASE}/Products/${fileName}` };
}

/** Reads back what productImage wrote, so a handler can draw the right picture. */
export function parseProductImageFileName(
  fileName: string,
): { code: string; index: number } | null {
  const match = /^(.+)-(\d+)\.svg$/.exec(fileName);
  if (!match?.[1] || !match[2]) return null;
  return { code: match[1], index: Number(match[2]) - 1 };
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
