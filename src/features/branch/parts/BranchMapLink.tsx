import { opensInNewTab } from '@/ui';
import { safeMapUrl } from '../branchDisplay';
import { branchTexts as texts } from '../texts';

/**
 * 'Lihat peta': a branch's map in a new tab, named for the branch (the chosen branch, an order
 * paid at one); nothing where its map address is not a safe one.
 */
export function BranchMapLink({
  branch,
  className,
}: {
  branch: { name: string; gMapsUrl?: string | null };
  className?: string | undefined;
}) {
  const map = safeMapUrl(branch.gMapsUrl);
  if (!map) return null;
  return (
    <a
      className={className}
      href={map}
      {...opensInNewTab}
      aria-label={texts.mapLinkLabel(branch.name)}
    >
      {texts.mapLink}
    </a>
  );
}
