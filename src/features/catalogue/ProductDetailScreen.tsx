import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { isProductMissing, type ProductDetail } from '@/api/catalogue';
import { track } from '@/features/analytics/public';
import { needsApp } from '@/lib/earlyPress';
import { usePageTitle } from '@/lib/pageTitle';
import { hrefs } from '@/lib/paths';
import { slugify } from '@/lib/text';
import { isAuthenticatedAtom } from '@/state/session';
import {
  Button,
  Carousel,
  cx,
  LoadError,
  layout,
  OutOfDateNote,
  onDemandPart,
  Skeleton,
  SkeletonGroup,
  StructuredData,
} from '@/ui';
import { useProductDetail } from './hooks/useProductDetail';
import { useUnitPrice } from './hooks/useUnitPrice';
import styles from './ProductDetailScreen.module.css';
import { BackBar } from './parts/BackBar';
import { PRODUCT_IMAGE_RATIO, PRODUCT_IMAGE_SIZE } from './parts/ProductCard';

import { ProductDescription } from './parts/ProductDescription';
import { ProductNotFound } from './parts/ProductNotFound';
import { SimilarProducts } from './parts/SimilarProducts';
import { UnitPriceTag } from './parts/UnitPriceTag';
import { productHead } from './productHead';
import { DEFAULT_PRODUCT_IMAGE, productGallery } from './productImage';
import { productPageStructuredData } from './productStructuredData';
import { catalogueTexts } from './texts';

const texts = catalogueTexts.detail;

// The form opens on a press: its code (react-hook-form, zod, the fields) loads when the
// pointer or the focus reaches the button, so the page renders without it and the press
// still finds it there. Not when the page is idle: in one run that added 600 ms of main-thread
// work and 136 ms of blocking time to every visit of a product page, most of which never press.
const AddToCartDialog = onDemandPart(
  async () => (await import('./parts/AddToCartDialog')).AddToCartDialog,
  { isOpen: (props) => props.isOpen, loadsAfterRender: false },
);

/** /products/:slug/:productCode: one product, its options and the way into the cart. */
export default function ProductDetailScreen() {
  const { productCode = '' } = useParams<{ slug?: string; productCode?: string }>();
  return (
    <div className={cx(layout.page, layout.stack, styles.page)}>
      <BackBar />
      {/* Keyed by code: another product starts with its own unit, form and flow. */}
      <ProductDetailContent key={productCode} code={productCode.trim()} />
    </div>
  );
}

function ProductDetailContent({ code }: { code: string }) {
  const detail = useProductDetail(code);
  if (code === '') return <ProductNotFound />;
  if (detail.status === 'loading') return <DetailSkeleton />;
  // A failed reload (after adding to the cart) keeps the product that is on screen.
  if (detail.data) {
    return (
      <>
        <OutOfDateNote shown={[detail]} />
        <ProductView detail={detail.data} />
      </>
    );
  }
  if (isProductMissing(detail.error)) return <ProductNotFound />;
  return (
    <LoadError title={texts.loadError} retryLabel={texts.retry} onRetry={detail.retry}>
      {detail.error.userMessage}
    </LoadError>
  );
}

/**
 * A product has one address (hrefs.product: its name's slug and its code): reached by another
 * slug, the address is replaced with it once the product is known, as its canonical says.
 */
function useCanonicalSlug(product: { name: string; code: string }) {
  const { slug = '' } = useParams<{ slug?: string }>();
  const [, navigate] = useLocation();
  const right = slugify(product.name);
  useEffect(() => {
    if (slug !== right) navigate(hrefs.product(product), { replace: true });
  }, [slug, right, product, navigate]);
}

function ProductView({ detail }: { detail: ProductDetail }) {
  const { product, units } = detail;
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  usePageTitle(productHead(product).title);
  useCanonicalSlug(product);
  // The page shows the price of the default unit; the dialog checks the one chosen in it.
  const unit = units[0]?.alternateUoM ?? null;
  const unitPrice = useUnitPrice(product, unit?.code ?? null, unit?.code ?? null);
  // Once per product looked at, not again when it reloads (after an add to cart).
  const measured = useRef<string | null>(null);
  useEffect(() => {
    if (measured.current === product.code) return;
    measured.current = product.code;
    track({ name: 'view_item', items: [{ product }] });
  }, [product]);
  const gallery = productGallery(product);
  const images = (gallery.length > 0 ? gallery : [DEFAULT_PRODUCT_IMAGE]).map((src) => ({
    src,
    alt: product.name,
  }));

  return (
    <>
      <article className={styles.product}>
        <Carousel
          images={images}
          label={texts.gallery(product.name)}
          aspectRatio={PRODUCT_IMAGE_RATIO}
          imageSize={PRODUCT_IMAGE_SIZE}
          isPriority
          className={styles.gallery}
        />
        <div className={cx(layout.stack, styles.info)}>
          <p className={styles.category}>{product.category.name}</p>
          <h1 className={styles.name}>{product.name}</h1>
          <UnitPriceTag unitPrice={unitPrice} unit={unit} />
          <AddToCart product={product} units={units} />
          <ProductDescription html={product.remarks} />
        </div>
      </article>
      {isAuthenticated && <SimilarProducts productCode={product.code} title={texts.similar} />}
      <StructuredData data={productPageStructuredData(detail)} />
    </>
  );
}

/**
 * '+ Keranjang' and the dialog it opens: the open state lives here, so a press renders the
 * button and the dialog, not the whole product page (the first press's answer, issue 37).
 */
function AddToCart({ product, units }: Pick<ProductDetail, 'product' | 'units'>) {
  const [isFormOpen, setFormOpen] = useState(false);
  return (
    <>
      <Button
        size="lg"
        className={styles.addToCart}
        onHoverStart={AddToCartDialog.preload}
        onFocus={AddToCartDialog.preload}
        onPress={() => setFormOpen(true)}
        {...needsApp('add-to-cart')}
      >
        {texts.addToCart}
      </Button>
      <AddToCartDialog
        isOpen={isFormOpen}
        onOpenChange={setFormOpen}
        product={product}
        units={units}
      />
    </>
  );
}

function DetailSkeleton() {
  return (
    <SkeletonGroup label={texts.loading} className={styles.product}>
      <Skeleton aspectRatio={PRODUCT_IMAGE_RATIO} height="auto" className={styles.gallery} />
      <div className={cx(layout.stack, styles.info)}>
        <Skeleton width="6rem" height="1rem" />
        <Skeleton shape="text" lines={2} width="100%" />
        <Skeleton width="10rem" height="2.5rem" />
        <Skeleton width="12rem" height="3.5rem" />
        <Skeleton shape="text" lines={5} width="100%" />
      </div>
    </SkeletonGroup>
  );
}
