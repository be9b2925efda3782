import type { CartLine } from '@/api/cart';
import { unitLabel } from '@/api/catalogue';
import { blendFlavour, CompositionList, FlavourProfile } from '@/features/blend/public';
import { ShareBlendButton } from '@/features/shared-blend/public';
import { hrefs } from '@/lib/paths';
import { cx, Link, layout, Price, ResponsiveDialog } from '@/ui';
import { blendComposition, isCustomBlend, lineOptions } from '../cartLines';
import { cartTexts } from '../texts';
import styles from './CartLineDetailDialog.module.css';
import { LinePicture } from './LinePicture';

const texts = cartTexts.detail;

export interface CartLineDetailDialogProps {
  isOpen: boolean;
  /** The line shown; kept while the dialog animates out. */
  line: CartLine | null;
  onClose: () => void;
}

/**
 * A line's product up close (SPEC §2 cart modal): picture, name, unit, what was chosen, a
 * blend's composition and the price, with the way to the product's own page. A custom
 * blend has no page in the catalogue: it is the shopper's own, which they may share.
 */
export function CartLineDetailDialog({ isOpen, line, onClose }: CartLineDetailDialogProps) {
  return (
    <ResponsiveDialog
      isOpen={isOpen && line !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={line?.product.name ?? ''}
    >
      {line && <LineDetail line={line} />}
    </ResponsiveDialog>
  );
}

function LineDetail({ line }: { line: CartLine }) {
  // The grind level or variances, and what else a blend was made with (its packaging).
  const choices = lineOptions(line);
  const composition = blendComposition(line);
  const isBlend = isCustomBlend(line);
  return (
    <div className={styles.detail}>
      <LinePicture className={styles.image} line={line} size={240} alt={line.product.name} />
      <dl className={cx(layout.facts, layout.factRows, styles.facts)}>
        <div>
          <dt>{texts.unit}</dt>
          <dd>{unitLabel(line.uoM)}</dd>
        </div>
        {choices.length > 0 && (
          <div>
            <dt>{cartTexts.options}</dt>
            <dd>{choices.join(', ')}</dd>
          </div>
        )}
        {composition.length > 0 && (
          <div>
            <dt>{cartTexts.composition}</dt>
            <dd>
              <CompositionList components={composition} />
            </dd>
          </div>
        )}
        {isBlend && (
          <div>
            <dt>{texts.flavour}</dt>
            <dd>
              <FlavourProfile flavour={blendFlavour(composition)} />
            </dd>
          </div>
        )}
        <div>
          <dt>{texts.price}</dt>
          <dd>
            <Price price={line.price} />{' '}
            <span className={styles.per}>{cartTexts.perUnit(unitLabel(line.uoM))}</span>
          </dd>
        </div>
      </dl>
      {isBlend ? (
        <>
          <p className={styles.blendNote}>{texts.customBlend}</p>
          <ShareBlendButton line={line} />
        </>
      ) : (
        <Link variant="secondary" href={hrefs.product(line.product)} className={styles.pageLink}>
          {texts.productPage}
        </Link>
      )}
    </div>
  );
}
