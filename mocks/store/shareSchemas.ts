import { z } from 'zod';

// Shared blends in the mock's database (gateway.yaml, tag SharedBlend): what a maker
// published, and the blends buyers were made from a share (collections.ts builds them).

/** The records' text fields: codes, aliases and the maker's note. */
const text = z.string();

/**
 * A custom blend its maker publishes at `/blend/<slug>`. Taking it down deletes the record,
 * so its slug answers 404 from then on and sharing again makes a new one.
 */
const sharedBlendSchema = z.object({
  slug: text,
  /** The maker's custom product (a `CB-` code of theirs). */
  productCode: text,
  makerAlias: text,
  showSurname: z.boolean(),
  note: text.nullable(),
  /** When it was first shared (epoch ms); publishing again keeps it. */
  sharedAt: z.number(),
});

/**
 * A custom product made for a buyer from a share: theirs, with the maker's composition and
 * name. `sourceCode` is the maker's product, so its orders count for the maker's blend.
 */
const sharedBlendCopySchema = z.object({
  productCode: text,
  sourceCode: text,
  slug: text,
  customerAlias: text,
});

export const shareSchemas = {
  sharedBlends: sharedBlendSchema,
  sharedBlendCopies: sharedBlendCopySchema,
};
