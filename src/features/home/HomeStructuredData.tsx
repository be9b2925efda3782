import { shopStructuredData } from '@/lib/structuredData';
import { StructuredData } from '@/ui';

/** Home's structured data: the shop as an online store (lib/shop.ts's details). */
export default function HomeStructuredData() {
  return <StructuredData data={shopStructuredData()} />;
}
