import type { OrderLine } from '@/api/orders';

/**
 * The image host the catalogue uses (SPEC §3: the configured image base URL, product pictures
 * in its Products folder). The mock gateway serves its drawings under /images, the default.
 */
const IMAGE_BASE_URL = String(import.meta.env.VITE_IMAGE_BASE_URL ?? '/images').replace(
  /\/+$/u,
  '',
);

/**
 * The picture of an ordered product: its first image's file (SPEC §3 order line,
 * details[0].fileName) in the Products folder, or null when the line names none.
 */
export function orderLineImageUrl(
  line: Pick<OrderLine, 'product'>,
  baseUrl: string = IMAGE_BASE_URL,
): string | null {
  const fileName = line.product.details[0]?.fileName.trim();
  if (!fileName) return null;
  return `${baseUrl}/Products/${encodeURIComponent(fileName)}`;
}
