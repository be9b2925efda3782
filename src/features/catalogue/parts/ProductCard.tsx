import { memo, useState } from 'react';
import type { Product } from '@/api/catalogue';
import { hrefs } from '@/lib/paths';
import { truncate } from '@/lib/text';
import { cx, Link, layout, Price } from '@/ui';
import { DEFAULT_PRODUCT_IMAGE, productCoverImage } from '../productImage';
import { hasPrice } from '../productList';
import { catalogueTexts } from '../texts';
import styles from './ProductCard.module.css';

/** SPEC §9: card names are cut at 25 characters. */
const CARD_NAME_LENGTH = 25;

/** The shape the shop's product pictures are drawn in, kept before any picture loads. */
export const PRODUCT_IMAGE_RATIO = '4 / 5';

/** The size the shop's product pictures are drawn at, which the page reserves for them. */
export const PRODUCT_IMAGE_SIZE = { width: 400, height: 500 } as const;

export interface ProductCardProps {
  product: Product;
  /** The level that fits under the section heading the card sits in. */
  headingLevel?: 2 | 3;
  /**
   * The page's largest picture on first paint (the catalogue's first card): fetched at once
   * and first, not when it nears the viewport like the others.
   */
  isPriority?: boolean;
  /** Its category above its name, where a list mixes them (search results). */
  showCategory?: boolean;
}

/**
 * One product in a grid or row: picture, name, price (and the member price when it
 * differs). The whole card is the link to the detail page; the picture keeps a fixed square
 * shape so the grid never shifts while pictures load.
 */
export const ProductCard = memo(function ProductCard({
  product,
  headingLevel = 3,
  isPriority = false,
  showCategory = false,
}: ProductCardProps) {
  const cover = productCoverImage(product);
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const Heading = `h${headingLevel}` as const;
  const name = product.name.trim() || product.code;
  return (
    <article className={cx(layout.card, layout.linkCard, styles.card)}>
      <div className={styles.media} style={{ aspectRatio: PRODUCT_IMAGE_RATIO }}>
        <img
          className={styles.image}
          src={failedImage === cover ? DEFAULT_PRODUCT_IMAGE : cover}
          alt=""
          width={PRODUCT_IMAGE_SIZE.width}
          height={PRODUCT_IMAGE_SIZE.height}
          loading={isPriority ? 'eager' : 'lazy'}
          fetchPriority={isPriority ? 'high' : undefined}
          decoding="async"
          onError={() => setFailedImage(cover)}
        />
      </div>
      <div className={styles.body}>
        {showCategory && <p className={styles.category}>{product.category.name}</p>}
        <Heading className={styles.name} title={name}>
          <Link href={hrefs.product(product)} className={layout.cardLink}>
            {truncate(name, CARD_NAME_LENGTH)}
          </Link>
        </Heading>
        {hasPrice(product.nonMemberPrice) ? (
          <Price
            size="sm"
            price={product.nonMemberPrice}
            memberPrice={hasPrice(product.memberPrice) ? product.memberPrice : null}
            memberLabel={catalogueTexts.card.memberPrice}
          />
        ) : (
          <p className={styles.noPrice}>{catalogueTexts.card.noPrice}</p>
        )}
      </div>
    </article>
  );
});
