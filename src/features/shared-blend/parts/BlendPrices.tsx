import { useId } from 'react';
import type { SharedBlend, SharedBlendPackaging } from '@/api/sharedBlends';
import { cx, layout, Price } from '@/ui';
import { sharedBlendTexts } from '../texts';
import styles from './BlendPrices.module.css';

const PACKAGINGS: readonly SharedBlendPackaging[] = ['CoffeeBag', 'DripBag'];

/** Today's price of each unit of both packagings (the gateway's, as its blend price calls). */
export function BlendPrices({ prices }: Pick<SharedBlend, 'prices'>) {
  const headingId = useId();
  return (
    <section className={cx(layout.stack, styles.prices)} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {sharedBlendTexts.page.prices}
      </h2>
      {PACKAGINGS.map((packaging) => {
        const units = prices.filter((price) => price.packaging === packaging);
        if (units.length === 0) return null;
        return (
          <div key={packaging}>
            <h3 className={styles.packaging}>{sharedBlendTexts.packaging[packaging]}</h3>
            <dl className={styles.units}>
              {units.map((unit) => (
                <div key={unit.uoMCode} className={styles.unit}>
                  <dt>{unit.unitName}</dt>
                  <dd>
                    <Price size="sm" price={unit.sellPrice} />
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        );
      })}
    </section>
  );
}
