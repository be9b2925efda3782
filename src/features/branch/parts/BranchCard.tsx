import type { Branch } from '@/api/branches';
import { imageUrl } from '@/lib/images';
import { branchTexts as texts } from '../texts';
import styles from './BranchCard.module.css';

/** A map link only when it is a web address on https: nothing else leaves the shop. */
export function safeMapUrl(url: string | null | undefined): string | null {
  const value = url?.trim() ?? '';
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

/** The branch's street address on one line. */
export function branchAddress(branch: Pick<Branch, 'line1' | 'line2' | 'city' | 'postalCode'>) {
  return [branch.line1, branch.line2, `${branch.city} ${branch.postalCode}`]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** What a branch card shows beside its radio: picture, address and the map link. */
export function BranchCard({ branch }: { branch: Branch }) {
  const picture = imageUrl(branch.imageUrl);
  const map = safeMapUrl(branch.gMapsUrl);
  return (
    <span className={styles.card}>
      {picture ? (
        <img className={styles.image} src={picture} alt="" width={96} height={72} loading="lazy" />
      ) : (
        <span className={styles.image} aria-hidden="true" />
      )}
      <span className={styles.text}>
        <span className={styles.name}>{branch.name}</span>
        <span className={styles.address}>{branchAddress(branch)}</span>
        {map && (
          <a
            className={styles.map}
            href={map}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={texts.mapLinkLabel(branch.name)}
            // The link sits inside the choice: following it must not choose the branch.
            onClick={(event) => event.stopPropagation()}
          >
            {texts.mapLink}
          </a>
        )}
      </span>
    </span>
  );
}
