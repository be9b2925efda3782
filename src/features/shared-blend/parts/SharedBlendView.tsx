import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { SharedBlend } from '@/api/sharedBlends';
import { FlavourProfile } from '@/features/blend/public';
import { usePageTitle } from '@/lib/pageTitle';
import { hrefs } from '@/lib/paths';
import { isAuthenticatedAtom } from '@/state/session';
import { Button, cx, Link, layout, onDemandPart, SectionCard } from '@/ui';
import screenStyles from '../SharedBlendScreen.module.css';
import { sharedBlendTexts } from '../texts';
import { BlendPrices } from './BlendPrices';
import styles from './SharedBlendView.module.css';

const texts = sharedBlendTexts.page;

// The buying form opens on a press, its code (react-hook-form, zod, the fields) loaded when
// the pointer or the focus reaches the button, as the product page's is.
const BuySharedBlendDialog = onDemandPart(
  async () => (await import('./BuySharedBlendDialog')).BuySharedBlendDialog,
  { isOpen: (props) => props.isOpen, loadsAfterRender: false },
);

/**
 * The blend as its maker shared it: name, maker, note, composition, flavour, origins and
 * today's prices. Every text is the maker's and is rendered as text, never as markup.
 */
export function SharedBlendView({ blend }: { blend: SharedBlend }) {
  usePageTitle(blend.name);
  return (
    <article className={screenStyles.blend}>
      <div className={cx(layout.stack, screenStyles.intro)}>
        <h1 className={styles.name}>{blend.name}</h1>
        <p className={styles.maker}>{texts.madeBy(blend.maker)}</p>
        {blend.note !== null && (
          <figure className={styles.note}>
            <blockquote>{blend.note}</blockquote>
            <figcaption className={styles.noteBy}>{texts.note(blend.maker)}</figcaption>
          </figure>
        )}
        <BlendPrices prices={blend.prices} />
        <div className={cx(layout.cluster, styles.buy)}>
          <BuyBlend blend={blend} />
          <RemixLink slug={blend.slug} />
        </div>
      </div>
      <div className={layout.stack}>
        <SectionCard title={texts.composition}>
          <ul className={styles.list}>
            {blend.composition.map((part) => (
              <li key={part.productCode} className={styles.part}>
                <strong className={styles.share}>{part.percentage}%</strong> {part.name}
              </li>
            ))}
          </ul>
        </SectionCard>
        <SectionCard title={texts.flavour}>
          <FlavourProfile flavour={blend.flavour} />
        </SectionCard>
        <SectionCard title={texts.origins}>
          <dl className={cx(layout.stack, styles.origins)}>
            {blend.composition.map((part) => (
              <div key={part.productCode}>
                <dt className={styles.origin}>{part.origin ?? texts.originUnknown}</dt>
                <dd className={layout.muted}>
                  {part.name}
                  {part.flavourNotes.length > 0 &&
                    ` · ${texts.flavourNotes}: ${part.flavourNotes.join(', ')}`}
                </dd>
              </div>
            ))}
          </dl>
        </SectionCard>
      </div>
    </article>
  );
}

/**
 * 'Racik ulang': the builder with this composition filled in, to change and name as one's
 * own. The builder is for customers, so a guest logs in first and goes on to it.
 */
function RemixLink({ slug }: { slug: string }) {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const builder = hrefs.remixBlend(slug);
  return (
    <Link href={isAuthenticated ? builder : hrefs.login(builder)} variant="secondary" size="lg">
      {texts.remix}
    </Link>
  );
}

/**
 * 'Beli blend ini': a guest goes to log in and comes back here; a customer chooses in the
 * dialog. The open state lives here, so a press renders the button and the dialog only.
 */
function BuyBlend({ blend }: { blend: SharedBlend }) {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const [isOpen, setOpen] = useState(false);
  if (!isAuthenticated) {
    return (
      <Link href={hrefs.login(hrefs.sharedBlend(blend.slug))} variant="primary" size="lg">
        {texts.buy}
      </Link>
    );
  }
  const preload = BuySharedBlendDialog.preload;
  return (
    <>
      <Button size="lg" onPress={() => setOpen(true)} onHoverStart={preload} onFocus={preload}>
        {texts.buy}
      </Button>
      <BuySharedBlendDialog blend={blend} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}
