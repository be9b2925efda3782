import { type Branch, branchQueries } from '@/api/branches';
import { useServerData } from '@/api/serverData';
import { imageUrl } from '@/lib/images';
import { type BranchFacts, shopStructuredData } from '@/lib/structuredData';
import { padPostalCode } from '@/lib/text';
import { StructuredData } from '@/ui';
import { websiteStructuredData } from './websiteStructuredData';

const factsOf = (branch: Branch): BranchFacts => ({
  name: branch.name,
  line1: branch.line1,
  line2: branch.line2,
  city: branch.city,
  postalCode: padPostalCode(branch.postalCode),
  image: imageUrl(branch.imageUrl),
  mapUrl: branch.gMapsUrl,
});

/**
 * Home's structured data: the shop as an online store (lib/shop.ts's details) and its branches
 * as coffee shops, once the branch list (one of home's first reads, so the pre-rendered page
 * has them) is known; and the shop's site with its search, which a search engine can offer.
 */
export default function HomeStructuredData() {
  const branches = useServerData(branchQueries.list);
  return (
    <>
      <StructuredData data={shopStructuredData((branches.data ?? []).map(factsOf))} />
      <StructuredData data={websiteStructuredData()} />
    </>
  );
}
