import { HttpResponse } from 'msw';
import { headTags } from '@/lib/pageHead';
import { sharedBlendGoneHeadTags, sharedBlendHead } from '@/lib/sharedBlendHead';
import { liveShare, SHARE_GONE, toSharedBlend } from '../domain/sharedBlends';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { picturePng } from './sharePicture';

// A shared blend's link preview (gateway.yaml, `/api/SharedBlend/{slug}/Head` and `/Picture`):
// what a chat app's crawler reads at `/blend/{slug}`, which the shop's host (nginx, `vite
// preview`) answers with the app shell around this head. Served by `npm run mock:server` only:
// the picture is drawn in Node (./sharePicture.ts); in `npm run dev` the page sets its own head.

/** The blend shown at the slug now, or null for every way there is none. */
function blendAt(slug: string) {
  const share = liveShare(slug);
  return share ? toSharedBlend(share) : null;
}

export const sharedBlendPreviewHandlers = [
  route('get', '/api/SharedBlend/{slug}/Head', ({ request, params }) => {
    const blend = blendAt(params.slug);
    // The picture on this gateway, as the crawler reaches it.
    const gateway = new URL(request.url).origin;
    const tags = blend ? headTags(sharedBlendHead(blend, gateway)) : sharedBlendGoneHeadTags();
    return new HttpResponse(`${tags}\n`, {
      status: blend ? 200 : 404,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
    });
  }),

  route('get', '/api/SharedBlend/{slug}/Picture', ({ params }) => {
    const blend = blendAt(params.slug);
    if (!blend) return notFound(SHARE_GONE);
    return new Response(picturePng(blend), {
      headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=3600' },
    });
  }),
];
