import type { IncomingMessage } from 'node:http';

/**
 * What `npm run mock:server` checks of a request before any handler sees it: how big its
 * body may be (every path), and, for the test-only `/__test/` paths, that it comes from this
 * machine's own test runner and not from a page another site serves.
 */

/** The largest request body the server reads: 1 MB. A larger one is answered 413. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The body is larger than MAX_BODY_BYTES (said by Content-Length, or found while reading). */
export class BodyTooLarge extends Error {
  constructor() {
    super('request body over 1 MB');
  }
}

export const BODY_TOO_LARGE_TEXT = 'Isi permintaan lebih dari 1 MB dan tidak dibaca.';

/**
 * The body, read up to `limit` bytes. A Content-Length over the limit is refused before a
 * byte is read; a body that grows past it while streaming (chunked, or a lying length) is
 * refused as soon as it does, without keeping the rest: what is left is drained unread.
 */
export function readLimitedBody(request: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(request.headers['content-length'] ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) {
    request.resume();
    return Promise.reject(new BodyTooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        request.off('data', onData);
        request.off('end', onEnd);
        // Keep the connection readable for the answer; the rest is read and dropped.
        request.resume();
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    request.on('data', onData);
    request.once('end', onEnd);
    request.once('error', reject);
  });
}

const LOOPBACK = String.raw`(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?`;
const LOOPBACK_HOST = new RegExp(`^${LOOPBACK}$`, 'iu');
const LOOPBACK_ORIGIN = new RegExp(`^https?://${LOOPBACK}$`, 'iu');

/** A Host header naming this machine's loopback, any port: `127.0.0.1:4010`, `localhost`, `[::1]:80`. */
export function isLoopbackHost(host: string | undefined): boolean {
  return host !== undefined && LOOPBACK_HOST.test(host);
}

/**
 * An Origin header that is absent (the test runner, curl) or a loopback page's origin; any
 * other site's page, and `null` (a sandboxed frame, a file), is foreign.
 */
export function isLoopbackOrigin(origin: string | undefined): boolean {
  return origin === undefined || LOOPBACK_ORIGIN.test(origin);
}
