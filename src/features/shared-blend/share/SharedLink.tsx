import { useId, useRef, useState } from 'react';
import type { SharedBlend } from '@/api/sharedBlends';
import { type ShareMethod, track } from '@/features/analytics/public';
import { hrefs } from '@/lib/paths';
import { Button, cx, Link, layout, opensInNewTab, VisuallyHidden } from '@/ui';
import styles from './ShareBlendDialog.module.css';
import { sharedAddress, whatsAppHref } from './shareableBlend';
import { shareTexts } from './texts';

const texts = shareTexts.shared;

type CopyState = 'idle' | 'copied' | 'refused';

/** The phone's share sheet, where the browser has one. */
function canShareSheet(): boolean {
  return typeof navigator.share === 'function';
}

/**
 * A shared blend's address, whole, and the ways to pass it on: WhatsApp first, one press to
 * copy it, the phone's share sheet where there is one, and its page in a new tab.
 */
export function SharedLink({ blend }: { blend: SharedBlend }) {
  const path = hrefs.sharedBlend(blend.slug);
  const address = sharedAddress(path);
  const message = texts.message(blend.name, address);
  const [copy, setCopy] = useState<CopyState>('idle');
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const told = (method: ShareMethod) => track({ name: 'share', method, slug: blend.slug });

  const copyAddress = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopy('copied');
      told('copy_link');
    } catch {
      // The browser refused: the address is selected, to copy by hand.
      field.current?.focus();
      field.current?.select();
      setCopy('refused');
    }
  };

  const shareSheet = async () => {
    try {
      await navigator.share({ title: blend.name, text: message, url: address });
      told('share_sheet');
    } catch {
      // Closed without sharing, or refused: nothing was passed on.
    }
  };

  return (
    <section className={layout.stack} aria-label={texts.address}>
      <p>{texts.intro}</p>
      <div className={cx(layout.stack, styles.field)}>
        <label htmlFor={fieldId} className={styles.label}>
          {texts.address}
        </label>
        <input
          ref={field}
          id={fieldId}
          className={styles.address}
          value={address}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <p role="status" className={cx(styles.said, copy === 'refused' && styles.over)}>
        {copy === 'copied' && texts.copied}
        {copy === 'refused' && texts.copyRefused}
      </p>
      <div className={cx(layout.cluster, styles.centred)}>
        <Link
          variant="primary"
          href={whatsAppHref(message)}
          {...opensInNewTab}
          onPress={() => told('whatsapp')}
        >
          {texts.whatsApp}
          <VisuallyHidden> {texts.newTab}</VisuallyHidden>
        </Link>
        <Button variant="secondary" onPress={() => void copyAddress()}>
          {texts.copy}
        </Button>
        {canShareSheet() && (
          <Button variant="secondary" onPress={() => void shareSheet()}>
            {texts.shareSheet}
          </Button>
        )}
        <Link variant="standalone" href={path} {...opensInNewTab}>
          {texts.open}
          <VisuallyHidden> {texts.newTab}</VisuallyHidden>
        </Link>
      </div>
    </section>
  );
}
