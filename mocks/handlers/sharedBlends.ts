import { z } from 'zod';
import { quoted } from '../domain/input';
import { liveShare, SHARE_GONE, timesBought, toSharedBlend } from '../domain/sharedBlends';
import { newSlug, noteProblem, trimmedNote } from '../domain/shareInput';
import { requireCustomer } from '../http/auth';
import { readJson } from '../http/body';
import { badRequest, fail, notFound } from '../http/errors';
import { type GatewayResolver, route } from '../http/route';
import { type CustomerRecord, db, type SharedBlendRecord } from '../store/collections';
import { buySharedBlend } from './sharedBlendCart';

// A customer's blend shared at its own address (gateway.yaml, tag SharedBlend): published and
// taken down by its maker, read by anyone, bought by friends as blends of their own.

const shareRequest = z.object({
  productCode: z.string().trim().min(1),
  showSurname: z.boolean().optional(),
  note: z.string().nullish(),
});

/** The caller's own custom blend; anything else answers as an unknown code does. */
function ownBlend(code: string, customer: CustomerRecord) {
  const product = db.products.findFirst((q) => q.where({ code }));
  if (!product || product.ownerAlias !== customer.alias) {
    fail(notFound(quoted`Produk ${code} tidak ditemukan.`));
  }
  return product;
}

function viewOf(share: SharedBlendRecord) {
  const view = toSharedBlend(share);
  if (!view) fail(notFound(SHARE_GONE));
  return view;
}

/** Publishes the caller's blend, or updates its note where it is shared already. */
const publish: GatewayResolver<'post', '/api/SharedBlend'> = async ({ request, response }) => {
  const customer = requireCustomer(request);
  const { productCode, showSurname = false, note: sent } = await readJson(request, shareRequest);
  const note = trimmedNote(sent);
  const problem = noteProblem(note);
  if (problem) return badRequest(problem);
  const product = ownBlend(productCode, customer);
  const shared = db.sharedBlends.findFirst((q) => q.where({ productCode: product.code }));
  if (shared) {
    const updated = await db.sharedBlends.update(shared, {
      data(draft) {
        draft.note = note;
        draft.showSurname = showSurname;
      },
    });
    return response(200).json(viewOf(updated ?? shared));
  }
  const created = await db.sharedBlends.create({
    slug: newSlug(product.name),
    productCode: product.code,
    makerAlias: customer.alias,
    showSurname,
    note,
    sharedAt: Date.now(),
  });
  return response(201).json(viewOf(created));
};

export const sharedBlendHandlers = [
  route('post', '/api/SharedBlend', publish, { idempotent: true }),

  // Before /api/SharedBlend/{slug}: 'Mine' is not a slug.
  route('get', '/api/SharedBlend/Mine', ({ request, response }) => {
    const customer = requireCustomer(request);
    const shares = db.sharedBlends
      .findMany((q) => q.where({ makerAlias: customer.alias }))
      .sort((a, b) => b.sharedAt - a.sharedAt);
    return response(200).json(
      shares.flatMap((share) => {
        const view = toSharedBlend(share);
        return view
          ? [{ ...view, productCode: share.productCode, timesBought: timesBought(share) }]
          : [];
      }),
    );
  }),

  route('get', '/api/SharedBlend/{slug}', ({ params, response }) => {
    const share = liveShare(params.slug);
    if (!share) return notFound(SHARE_GONE);
    // It can be taken down at any time: a cache asks again before it answers.
    return response(200).json(viewOf(share), { headers: { 'Cache-Control': 'no-cache' } });
  }),

  route('delete', '/api/SharedBlend/{slug}', ({ request, params, response }) => {
    const customer = requireCustomer(request);
    const share = db.sharedBlends.findFirst((q) => q.where({ slug: params.slug }));
    if (!share || share.makerAlias !== customer.alias) return notFound(SHARE_GONE);
    db.sharedBlends.delete(share);
    return response(204).empty();
  }),

  route('post', '/api/SharedBlend/{slug}/Cart', buySharedBlend, { idempotent: true }),
];
