import { useAtomValue } from 'jotai';
import { hrefs, routes } from '@/lib/paths';
import { isAuthenticatedAtom } from '@/state/session';
import { cx, Link, layout, PageHeader } from '@/ui';
import { BlendIllustration } from './BlendIllustration';
import styles from './BlendIntroScreen.module.css';
import { StepIcon } from './StepIcon';
import { blendIntroTexts } from './texts';

/** The wizard's first step; a guest logs in and comes straight back to it. */
const BLEND_FIRST_STEP = hrefs.blendStep('pilih-biji-kopi');

/**
 * /custom-blend/introduction: the four steps of the blend builder, then the way in. The
 * builder needs an account (it ends in the cart), so a guest is sent to log in first.
 */
export default function BlendIntroScreen() {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  return (
    <div className={layout.page}>
      <div className={layout.split}>
        <PageHeader
          eyebrow={blendIntroTexts.eyebrow}
          title={blendIntroTexts.title}
          lead={blendIntroTexts.intro}
          className={styles.header}
          titleClassName={styles.title}
        >
          {isAuthenticated ? (
            <Link variant="primary" size="lg" href={BLEND_FIRST_STEP} className={styles.cta}>
              {blendIntroTexts.start}
            </Link>
          ) : (
            <div className={cx(layout.stack, styles.guest)}>
              <Link
                variant="primary"
                size="lg"
                href={hrefs.login(BLEND_FIRST_STEP)}
                className={styles.cta}
              >
                {blendIntroTexts.login}
              </Link>
              <p className={layout.muted}>
                {blendIntroTexts.guestNote} {blendIntroTexts.registerPrompt}{' '}
                <Link href={routes.register}>{blendIntroTexts.register}</Link>
              </p>
            </div>
          )}
        </PageHeader>
        <BlendIllustration className={styles.art} />
      </div>

      <section aria-labelledby="langkah-blend" className={styles.steps}>
        <h2 id="langkah-blend" className={styles.stepsTitle}>
          {blendIntroTexts.stepsTitle}
        </h2>
        <ol className={cx(layout.cardGrid, styles.list)}>
          {blendIntroTexts.steps.map((step, index) => (
            <li key={step.title} className={cx(layout.card, styles.step)}>
              <div className={styles.stepTop}>
                <span className={styles.icon}>
                  <StepIcon index={index} />
                </span>
                <span className={styles.number}>{blendIntroTexts.stepLabel(index + 1)}</span>
              </div>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={layout.muted}>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
