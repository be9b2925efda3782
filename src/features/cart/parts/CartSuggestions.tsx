import { catalogueQueries } from '@/api/catalogue';
import { useServerData } from '@/api/serverData';
import { ProductRow } from '@/features/catalogue/public';
import { cartTexts as texts } from '../texts';

/**
 * Products like the one the cart starts with. A suggestion is a nicety: while it loads, when
 * it fails or when there is none, the cart simply shows nothing here.
 */
export function CartSuggestions({ productCode }: { productCode: string }) {
  const similar = useServerData(catalogueQueries.similar(productCode));
  if (similar.status !== 'success' || similar.data.length === 0) return null;
  return <ProductRow title={texts.suggestions} products={similar.data} />;
}
