import { routes } from '@/lib/paths';
import { cx, Link, layout } from '@/ui';
import { HeroIllustration } from './HeroIllustration';
import styles from './HomeScreen.module.css';
import { homeTexts } from './texts';

/** The first screen: the blend builder's promise and its one strong call to action. */
export function HeroSection({ id }: { id: string }) {
  const headingId = `${id}-judul`;
  return (
    <section id={id} aria-labelledby={headingId} tabIndex={-1} className={styles.hero}>
      <div className={cx(layout.split, styles.heroInner)}>
        <div className={cx(layout.stack, styles.heroText)}>
          <p className={cx(layout.eyebrow, styles.eyebrow)}>{homeTexts.heroEyebrow}</p>
          <h1 id={headingId} className={styles.heroTitle}>
            {homeTexts.heroTitle}
          </h1>
          <p className={cx(layout.lead, styles.heroTagline)}>{homeTexts.heroTagline}</p>
          <div className={cx(layout.cluster, styles.heroActions)}>
            <Link variant="primary" size="lg" href={routes.blendIntro} className={styles.heroCta}>
              {homeTexts.heroCta}
            </Link>
            <Link variant="standalone" href={routes.products}>
              {homeTexts.heroSecondary}
            </Link>
          </div>
        </div>
        <HeroIllustration className={styles.heroArt} />
      </div>
    </section>
  );
}
