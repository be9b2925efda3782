import {
  type Category,
  type ShownCategory,
  type ShownCategoryAlias,
  shownCategories,
} from '@/api/catalogue';
import { routes } from '@/lib/paths';
import { cx, EmptyState, Link, LoadError, layout, Skeleton, SkeletonGroup } from '@/ui';
import styles from './CategoryCards.module.css';
import { CategoryIllustration } from './CategoryIllustration';
import { categoryBlurbs, homeTexts } from './texts';

export type CategoryCardsState =
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void }
  | { status: 'success'; categories: readonly Category[] };

export interface CategoryCardsProps {
  state: CategoryCardsState;
  /** Called before the card's link goes to /products, with the chosen category's alias. */
  onSelect: (alias: ShownCategoryAlias) => void;
}

function CategoryCard({
  category,
  onSelect,
}: {
  category: ShownCategory;
  onSelect: CategoryCardsProps['onSelect'];
}) {
  const blurbId = `kategori-${category.alias}-info`;
  return (
    <li className={cx(layout.card, layout.linkCard, styles.card)}>
      <div className={styles.art}>
        <CategoryIllustration alias={category.alias} />
      </div>
      <div className={cx(layout.stack, styles.body)}>
        {/*
          The category is stored on the click that follows the link, caught on its way down.
          Not onPress: Enter follows a link on keydown and the card is gone before the keyup
          that would report the press; not onPressStart: that also fires when a thumb only
          starts a scroll on the card.
        */}
        <h3 className={styles.name} onClickCapture={() => onSelect(category.alias)}>
          {/* The link covers the whole card (::after), so the card is one tap target. */}
          <Link href={routes.products} aria-describedby={blurbId} className={layout.cardLink}>
            {category.name}
          </Link>
        </h3>
        <p id={blurbId} className={layout.muted}>
          {categoryBlurbs[category.alias]}
        </p>
        <span className={styles.more} aria-hidden="true">
          {homeTexts.categoryAction} →
        </span>
      </div>
    </li>
  );
}

/** The shown categories as cards; skeletons of the same size while they load. */
export function CategoryCards({ state, onSelect }: CategoryCardsProps) {
  if (state.status === 'loading') {
    return (
      <SkeletonGroup label={homeTexts.categoriesLoading}>
        <ul className={cx(layout.cardGrid, styles.grid)}>
          {['first', 'second', 'third'].map((slot) => (
            <li key={slot} className={cx(layout.card, layout.linkCard, styles.card)}>
              <div className={styles.art}>
                <Skeleton aspectRatio="4 / 3" />
              </div>
              <div className={cx(layout.stack, styles.body)}>
                <Skeleton shape="text" width="50%" />
                <Skeleton shape="text" lines={2} />
              </div>
            </li>
          ))}
        </ul>
      </SkeletonGroup>
    );
  }
  if (state.status === 'error') {
    return (
      <LoadError
        headingLevel={3}
        title={homeTexts.categoriesErrorTitle}
        retryLabel={homeTexts.retry}
        retryVariant="secondary"
        onRetry={state.onRetry}
      >
        {homeTexts.categoriesErrorText}
      </LoadError>
    );
  }
  const categories = shownCategories(state.categories);
  if (categories.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title={homeTexts.categoriesEmptyTitle}
        link={{
          href: routes.products,
          text: homeTexts.categoriesEmptyAction,
          variant: 'secondary',
        }}
      >
        {homeTexts.categoriesEmptyText}
      </EmptyState>
    );
  }
  return (
    <ul className={cx(layout.cardGrid, styles.grid)}>
      {categories.map((category) => (
        <CategoryCard key={category.alias} category={category} onSelect={onSelect} />
      ))}
    </ul>
  );
}
