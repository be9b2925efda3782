import { routes } from '@/lib/paths';
import { cx, Link, layout } from '@/ui';
import { sharedBlendTexts } from '../texts';
import styles from './SharedBlendGone.module.css';

const texts = sharedBlendTexts.page;

/**
 * An address with no shared blend (unknown, taken down, never shared: the gateway tells them
 * apart for no one): say so, and lead to the builder.
 */
export function SharedBlendGone() {
  return (
    <section className={cx(layout.card, layout.stack, styles.box)}>
      <h1>{texts.goneTitle}</h1>
      <p className={layout.muted}>{texts.gone}</p>
      <Link href={routes.blendIntro} variant="primary">
        {texts.toBuilder}
      </Link>
    </section>
  );
}
