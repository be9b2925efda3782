import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { catalogueQueries, shownCategories } from '@/api/catalogue';
import { useServerData } from '@/api/serverData';
import { isAuthenticatedAtom } from '@/state/session';
import {
  cx,
  EmptyState,
  LoadError,
  layout,
  OutOfDateNote,
  onDemandPart,
  Skeleton,
  SkeletonGroup,
  useInBrowser,
} from '@/ui';
import { initialCategoryAlias, readStoredCategoryAlias, storeCategoryAlias } from './categories';
import styles from './ProductsScreen.module.css';
import { ProductGridSkeleton } from './parts/ProductGridSkeleton';
import { TopProducts } from './parts/TopProducts';
import { catalogueTexts } from './texts';

const texts = catalogueTexts.products;

// The search field and the tabs (react-aria's tabs, select and text field) show once the
// catalogue is in: their code loads while it is asked for, and the first screen (the
// skeleton) renders without it. The search's own code loads later still (CatalogueBrowser).
const CatalogueBrowser = onDemandPart(
  async () => (await import('./parts/CatalogueBrowser')).CatalogueBrowser,
  { Skeleton: CatalogueSkeleton },
);

/** /products: the catalogue by category, and for customers what they buy again. */
export default function ProductsScreen() {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  return (
    <div className={cx(layout.page, layout.stack, styles.page)}>
      <h1 className={styles.heading}>{texts.heading}</h1>
      {isAuthenticated && <TopProducts />}
      <Catalogue />
    </div>
  );
}

function Catalogue() {
  const categoryList = useServerData(catalogueQueries.categories);
  const productList = useServerData(catalogueQueries.products);
  const categories = useMemo(
    () => (categoryList.data ? shownCategories(categoryList.data) : []),
    [categoryList.data],
  );
  // Null until the shopper picks a tab: until then the remembered or default one is open.
  const [picked, setPicked] = useState<string | null>(null);
  // The remembered tab only once the page is the app's: the build wrote /products with the
  // default tab open, and hydrating it with another would change text React has not matched
  // yet (#418). A fresh render (a visit from another screen) opens it at once.
  const inBrowser = useInBrowser();
  useEffect(CatalogueBrowser.preload, []);

  // Both lists or nothing: a failure of either is the screen's error, and retry asks for
  // whichever failed.
  const failed = [categoryList, productList].find((list) => list.status === 'error');
  if (failed?.status === 'error') {
    return (
      <LoadError
        title={texts.loadError}
        retryLabel={texts.retry}
        onRetry={() => {
          if (categoryList.status === 'error') categoryList.retry();
          if (productList.status === 'error') productList.retry();
        }}
      >
        {failed.error.userMessage}
      </LoadError>
    );
  }
  if (categoryList.status !== 'success' || productList.status !== 'success') {
    return <CatalogueSkeleton />;
  }
  const remembered = inBrowser ? readStoredCategoryAlias() : null;
  const selected = initialCategoryAlias(categories, picked ?? remembered);
  if (selected === null) return <EmptyState title={texts.noCategories} />;
  return (
    <>
      <OutOfDateNote shown={[categoryList, productList]} />
      <CatalogueBrowser
        categories={categories}
        products={productList.data}
        selected={selected}
        onSelect={(alias) => {
          storeCategoryAlias(alias);
          setPicked(alias);
        }}
      />
    </>
  );
}

function CatalogueSkeleton() {
  return (
    <div className={cx(layout.stack, styles.skeleton)}>
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
