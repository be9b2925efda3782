import { useId } from 'react';
import { blendFlavour, CompositionList, FlavourProfile } from '@/features/blend/public';
import { cx, layout } from '@/ui';
import styles from './ShareBlendDialog.module.css';
import type { BlendToShare } from './shareableBlend';
import { shareTexts } from './texts';

const texts = shareTexts.preview;

/**
 * What the blend's page will show, before it is shared: its name, the maker as chosen, the
 * composition with percentages, the flavour chart, grind and packaging.
 */
export function BlendPreview({ blend, maker }: { blend: BlendToShare; maker: string }) {
  const headingId = useId();
  return (
    <section className={cx(layout.stack, styles.preview)} aria-labelledby={headingId}>
      <p className={layout.muted}>{texts.intro}</p>
      <h3 id={headingId} className={styles.blendName}>
        {blend.name}
      </h3>
      <p>{texts.madeBy(maker)}</p>
      <dl className={cx(layout.facts, layout.factRows, styles.facts)}>
        <div>
          <dt>{texts.composition}</dt>
          <dd>
            <CompositionList components={blend.composition} />
          </dd>
        </div>
        <div>
          <dt>{texts.flavour}</dt>
          <dd>
            <FlavourProfile flavour={blendFlavour(blend.composition)} />
          </dd>
        </div>
        {blend.grind && (
          <div>
            <dt>{texts.grind}</dt>
            <dd>{blend.grind}</dd>
          </div>
        )}
        {blend.packaging && (
          <div>
            <dt>{texts.packaging}</dt>
            <dd>{blend.packaging}</dd>
          </div>
        )}
      </dl>
      <p className={cx(layout.muted, styles.small)}>{texts.privacy}</p>
    </section>
  );
}
