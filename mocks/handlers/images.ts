import { HttpResponse } from 'msw';
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
// the database, so a customer's own blend gets a bag with its own name on it.

function svg(markup: string): Response {
  return new HttpResponse(markup, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      // Files never change under the same name, as on the real image host.
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}

function baseName(file: string): string | null {
  const match = /^(.+)\.svg$/.exec(file);
  return match?.[1] ?? null;
}

export const imageHandlers = [
  fileRoute<{ file: string }>(`${MOCK_IMAGE_BASE}/Products/:file`, ({ params }) => {
    const parsed = parseProductImageFileName(params.file);
    const product = parsed && db.products.findFirst((q) => q.where({ code: parsed.code }));
    if (!parsed || !product || parsed.index >= Math.max(product.details.length, 1)) {
      return notFound(`Gambar ${params.file} tidak ditemukan.`);
    }
    return svg(
      productIllustrationSvg({
        name: product.name,
        kind: product.kind,
        tint: product.tint,
        variant: parsed.index,
      }),
    );
  }),

  fileRoute<{ file: string }>(`${MOCK_IMAGE_BASE}/Blogs/:file`, ({ params }) => {
    const blog = db.blogs.findFirst((q) => q.where({ remarks: baseName(params.file) ?? '' }));
    const motif = BLOG_MOTIFS.find((m) => m === blog?.motif);
    if (!blog || !motif) return notFound(`Gambar ${params.file} tidak ditemukan.`);
    return svg(blogIllustrationSvg({ subject: blog.subject, motif, tint: blog.tint }));
  }),

  fileRoute<{ file: string }>(`${MOCK_IMAGE_BASE}/Branches/:file`, ({ params }) => {
    const branch = db.branches.findFirst((q) => q.where({ code: baseName(params.file) ?? '' }));
    if (!branch) return notFound(`Gambar ${params.file} tidak ditemukan.`);
    return svg(branchIllustrationSvg({ name: branch.name, city: branch.city, tint: branch.tint }));
  }),

  fileRoute<{ file: string }>(`${MOCK_IMAGE_BASE}/Couriers/:file`, ({ params }) => {
    const courier = couriers.find((c) => c.code === baseName(params.file));
    if (!courier) return notFound(`Gambar ${params.file} tidak ditemukan.`);
    return svg(courierBadgeSvg({ code: courier.code, color: courier.color }));
  }),
];
