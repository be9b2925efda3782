import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { listCategories, listProducts } from '@/api/catalogue';
import { useResource } from '@/api/useResource';
import { isAuthenticatedAtom } from '@/state/session';
import { EmptyState, Skeleton, SkeletonGroup } from '@/ui';
import {
  initialCategoryAlias,
  readStoredCategoryAlias,
  shownCategories,
  storeCategoryAlias,
} from './categories';
import styles from './ProductsScreen.module.css';
import { CatalogueTabs } from './parts/CatalogueTabs';
import { LoadError } from './parts/LoadError';
import { ProductGridSkeleton } from './parts/ProductGridSkeleton';
import { TopProducts } from './parts/TopProducts';
import { catalogueTexts } from './texts';

const texts = catalogueTexts.products;

/** /products: the catalogue by category, and for customers what they buy again. */
export default function ProductsScreen() {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{texts.heading}</h1>
      {isAuthenticated && <TopProducts />}
      <Catalogue />
    </div>
  );
}

function Catalogue() {
  const catalogue = useResource('catalogue', (signal) =>
    Promise.all([
      listCategories({ signal, errorDisplay: 'caller' }),
      listProducts({ signal, errorDisplay: 'caller' }),
    ]),
  );
  const categories = useMemo(
    () => (catalogue.data ? shownCategories(catalogue.data[0]) : []),
    [catalogue.data],
  );
  // Null until the shopper picks a tab: until then the remembered or default one is open.
  const [picked, setPicked] = useState<string | null>(null);

  if (catalogue.status === 'loading') return <CatalogueSkeleton />;
  if (catalogue.status === 'error') {
    return (
      <LoadError
        title={texts.loadError}
        message={catalogue.error.userMessage}
        retryLabel={texts.retry}
        onRetry={catalogue.retry}
      />
    );
  }
  const selected = initialCategoryAlias(categories, picked ?? readStoredCategoryAlias());
  if (selected === null) return <EmptyState title={texts.noCategories} />;
  return (
    <CatalogueTabs
      categories={categories}
      products={catalogue.data[1]}
      selected={selected}
      onSelect={(alias) => {
        storeCategoryAlias(alias);
        setPicked(alias);
      }}
    />
  );
}

function CatalogueSkeleton() {
  return (
    <div className={styles.skeleton}>
      <SkeletonGroup label={texts.loading}>
        <div className={styles.skeletonTabs}>
          <Skeleton width="6rem" height="2.75rem" />
          <Skeleton width="6rem" height="2.75rem" />
          <Skeleton width="6rem" height="2.75rem" />
        </div>
      </SkeletonGroup>
      <ProductGridSkeleton label={texts.loading} />
    </div>
  );
}
