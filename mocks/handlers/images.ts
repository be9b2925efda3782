import { HttpResponse } from 'msw';
import { quoted } from '../domain/input';
import { productSeenBy } from '../domain/ownership';
import { imageViewerAlias } from '../http/auth';
import { notFound } from '../http/errors';
import { fileRoute } from '../http/route';
import { couriers } from '../seed/couriers';
import {
  blogIllustrationSvg,
  branchIllustrationSvg,
  courierBadgeSvg,
  productIllustrationSvg,
} from '../seed/illustrations';
import { MOCK_IMAGE_BASE, parseProductImageFileName } from '../seed/images';
import { BLOG_MOTIFS } from '../seed/types';
import { db } from '../store/collections';

// The drawn images live at the URLs the seed gives them. They are drawn on request from
// the database, so a customer's own blend gets a bag with its own name on it, shown to that
// customer only.

/** Files never change under the same name, as on the real image host. */
const SHARED_FILE = 'public, max-age=31536000, immutable';
/**
 * A customer's own blend: no shared cache may keep it, and the browser's copy depends on who
 * is signed in, so the next customer on the same browser is asked for afresh (and refused).
 */
const OWNER_ONLY_FILE = 'private, no-cache';

function svg(markup: string, cacheControl = SHARED_FILE): Response {
  const headers: Record<string, string> = {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': cacheControl,
  };
  if (cacheControl === OWNER_ONLY_FILE) headers.vary = 'Cookie, Authorization';
  return new HttpResponse(markup, { headers });
}

function baseName(file: string): string | null {
  const match = /^(.+)\.svg$/.exec(file);
  return match?.[1] ?? null;
}

/**
 * An owner's picture asked for by the name that carries its key (productImage): the image
 * host, on another host than the shop, gets no session cookie to know the owner by.
 */
function productByImageKey(
  picture: { code: string; index: number; key: string | null },
  file: string,
) {
  if (!picture.key) return undefined;
  const product = db.products.findFirst((q) => q.where({ code: picture.code }));
  return product?.details[picture.index]?.fileName === file ? product : undefined;
}

export const imageHandlers = [
  fileRoute<{ file: string }>(
    `${MOCK_IMAGE_BASE}/Products/:file`,
    ({ request, params, cookies }) => {
      const parsed = parseProductImageFileName(params.file);
      const product = parsed && productSeenBy(parsed.code, imageViewerAlias(request, cookies));
      const shown = product ?? (parsed && productByImageKey(parsed, params.file));
      if (!parsed || !shown || parsed.index >= Math.max(shown.details.length, 1)) {
        return notFound(quoted`Gambar ${params.file} tidak ditemukan.`);
      }
      return svg(
        productIllustrationSvg({
          name: shown.name,
          kind: shown.kind,
          tint: shown.tint,
          variant: parsed.index,
        }),
        shown.ownerAlias === null ? SHARED_FILE : OWNER_ONLY_FILE,
      );
    },
  ),

  fileRoute<{ file: string }>(`${MOCK_IMAGE_BASE}/Blogs/:file`, ({ params }) => {
    const blog = db.blogs.findFirst((q) => q.where({ remarks: baseName(params.file) ?? '' }));
    const motif = BLOG_MOTIFS.find((m) => m === blog?.motif);
    if (!blog || !motif) return notFound(quoted`Gambar ${params.file} tidak ditemukan.`);
    return svg(blogIllustrationSvg({ subject: blog.subject, motif, tint: blog.tint }));
  }),

  fileRoute<{ file: string }>(`${MOCK_IMAGE_BASE}/Branches/:file`, ({ params }) => {
    const branch = db.branches.findFirst((q) => q.where({ code: baseName(params.file) ?? '' }));
    if (!branch) return notFound(quoted`Gambar ${params.file} tidak ditemukan.`);
    return svg(branchIllustrationSvg({ name: branch.name, city: branch.city, tint: branch.tint }));
  }),

  fileRoute<{ file: string }>(`${MOCK_IMAGE_BASE}/Couriers/:file`, ({ params }) => {
    const courier = couriers.find((c) => c.code === baseName(params.file));
    if (!courier) return notFound(quoted`Gambar ${params.file} tidak ditemukan.`);
    return svg(courierBadgeSvg({ code: courier.code, color: courier.color }));
  }),
];
