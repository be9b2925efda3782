import type { OrderLine } from '@/api/orders';
import { imageUrl } from '@/lib/images';

/**
 * The picture of an ordered product: its first image's file (SPEC §3 order line,
 * details[0].fileName) in the Products folder, or null when the line names none.
 */
export function orderLineImageUrl(
  line: Pick<OrderLine, 'product'>,
  baseUrl?: string,
): string | null {
  return imageUrl(line.product.details[0]?.fileName, {
    folder: 'Products',
    ...(baseUrl ? { baseUrl } : {}),
  });
}
