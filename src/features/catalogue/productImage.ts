import type { Product, ProductImage } from '@/api/catalogue';
import { imageUrl } from '@/lib/images';
import defaultProductImage from './assets/default-product.svg';

/** Shown for a product without a usable picture, so no card has a hole in it. */
export const DEFAULT_PRODUCT_IMAGE: string = defaultProductImage;

/**
 * The address of one gallery picture, or null when it names none that can be shown: its own
 * address when it has one, else its file in the Products folder (SPEC §3).
 */
export function productImageUrl(image: ProductImage | null | undefined): string | null {
  if (image?.imageUrl?.trim()) return imageUrl(image.imageUrl);
  return imageUrl(image?.fileName, { folder: 'Products' });
}

/** Every distinct picture of the product's gallery, in order. */
export function productGallery(product: Pick<Product, 'details'>): string[] {
  const urls = (product.details ?? []).map(productImageUrl).filter((url) => url !== null);
  return [...new Set(urls)];
}

/** The card picture: the first gallery picture, or the default image (SPEC §2). */
export function productCoverImage(product: Pick<Product, 'details'>): string {
  return productGallery(product)[0] ?? DEFAULT_PRODUCT_IMAGE;
}
