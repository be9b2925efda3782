import { unitLabel } from '@/api/catalogue';
import { Button, cx, layout, Price, SectionCard } from '@/ui';
import styles from '../BlendScreen.module.css';
import type { FinishedBlend } from '../blendRules';
import { blendFlavour } from '../flavourProfile';
import { CompositionChart } from '../parts/CompositionChart';
import { FlavourProfile } from '../parts/FlavourProfile';
import { blendTexts } from '../texts';

const t = blendTexts.review;

export interface ReviewStepProps {
  blend: FinishedBlend;
  isOrdering: boolean;
  onOrder: () => void;
  onReset: () => void;
}

/** Step 4 'Hasil akhir': everything the blend will be, its taste and price, then the order. */
export function ReviewStep({ blend, isOrdering, onOrder, onReset }: ReviewStepProps) {
  const flavour = blendFlavour(
    blend.components.map(({ origin, percentage }) => ({ flavour: origin.flavour, percentage })),
  );
  return (
    <>
      <SectionCard title={t.composition}>
        <CompositionChart components={blend.components} />
      </SectionCard>
      <SectionCard title={t.flavour}>
        <FlavourProfile flavour={flavour} />
      </SectionCard>
      <SectionCard title={t.details}>
        <dl className={cx(layout.facts, layout.cardGrid, styles.facts)}>
          <div>
            <dt>{t.name}</dt>
            <dd className={styles.blendName}>{blend.name}</dd>
          </div>
          <div>
            <dt>{t.packaging}</dt>
            <dd>{blendTexts.packaging.options[blend.packaging]}</dd>
          </div>
          <div>
            <dt>{t.unit}</dt>
            <dd>{unitLabel(blend.unit.alternateUoM)}</dd>
          </div>
          <div>
            <dt>{t.grind}</dt>
            <dd>{blend.grind.name}</dd>
          </div>
          <div>
            <dt>{t.quantity}</dt>
            <dd>{t.quantityValue}</dd>
          </div>
          <div>
            <dt>{t.price}</dt>
            <dd>
              <Price price={blend.price} size="lg" />
            </dd>
          </div>
        </dl>
      </SectionCard>
      <div className={cx(layout.cluster, styles.actions)}>
        <Button variant="secondary" onPress={onReset} isDisabled={isOrdering}>
          {t.reset}
        </Button>
        <Button variant="primary" onPress={onOrder} isLoading={isOrdering}>
          {t.order}
        </Button>
      </div>
    </>
  );
}
