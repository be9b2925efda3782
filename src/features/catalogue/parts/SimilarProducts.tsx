import { catalogueQueries } from '@/api/catalogue';
import { useServerData } from '@/api/serverData';
import { catalogueTexts } from '../texts';
import { ProductGridSkeleton } from './ProductGridSkeleton';
import { ProductRow } from './ProductRow';

export interface SimilarProductsProps {
  /** The product the others are like. */
  productCode: string;
  /** The row's heading: the product page's and the cart's are worded differently. */
  title: string;
  /** Show nothing until they are in (under the cart), instead of a row of placeholders. */
  isQuietWhileLoading?: boolean;
}

/**
 * Products like one the customer is looking at or buying ('Produk yang mungkin kamu suka'
 * under a product, 'Mungkin kamu juga suka' under the cart). A suggestion is a nicety: when
 * none can be loaded, or there is none, the row stays away rather than putting an error there.
 */
export function SimilarProducts({ productCode, title, isQuietWhileLoading }: SimilarProductsProps) {
  const similar = useServerData(catalogueQueries.similar(productCode));
  if (similar.status === 'loading') {
    if (isQuietWhileLoading) return null;
    return <ProductGridSkeleton cards={4} layout="row" label={catalogueTexts.products.loading} />;
  }
  if (similar.status === 'error' || similar.data.length === 0) return null;
  return <ProductRow title={title} products={similar.data} />;
}
