import { catalogueQueries } from '@/api/catalogue';
import { useServerData } from '@/api/serverData';
import { catalogueTexts } from '../texts';
import { ProductGridSkeleton } from './ProductGridSkeleton';
import { ProductRow } from './ProductRow';

/**
 * 'Produk yang mungkin kamu suka' for a signed-in customer. A suggestion is a nicety: when
 * none can be loaded the section stays away rather than putting an error under the product.
 */
export function SimilarProducts({ productCode }: { productCode: string }) {
  const similar = useServerData(catalogueQueries.similar(productCode));
  if (similar.status === 'loading') {
    return <ProductGridSkeleton cards={4} layout="row" label={catalogueTexts.products.loading} />;
  }
  if (similar.status === 'error' || similar.data.length === 0) return null;
  return <ProductRow title={catalogueTexts.detail.similar} products={similar.data} />;
}
