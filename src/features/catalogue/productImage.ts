import type { Product, ProductImage } from '@/api/models';
import defaultProductImage from './assets/default-product.svg';

/** Shown for a product without a usable picture, so no card has a hole in it. */
export const DEFAULT_PRODUCT_IMAGE: string = defaultProductImage;

/**
 * Where product pictures are served (SPEC §3: the image base URL, gallery in its Products
 * folder). The mock gateway serves its drawings under /images, the default.
 */
const IMAGE_BASE_URL = String(import.meta.env.VITE_IMAGE_BASE_URL ?? '/images').replace(
  /\/+$/u,
  '',
);

// Only web and same-site addresses become an <img src>: anything else a back office stored
// (data:, javascript:, blob:) is treated as no picture.
const SAFE_URL = /^(?:https?:\/\/|\/(?!\/))/iu;

/** The address of one gallery picture, or null when it names none that can be shown. */
export function productImageUrl(image: ProductImage | null | undefined): string | null {
  const url = image?.imageUrl?.trim();
  if (url) return SAFE_URL.test(url) ? url : null;
  const fileName = image?.fileName?.trim();
  if (!fileName) return null;
  return `${IMAGE_BASE_URL}/Products/${encodeURIComponent(fileName)}`;
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
