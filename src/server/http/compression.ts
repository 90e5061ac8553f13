/**
 * Response compression: hono's `compress()` (gzip or deflate, streamed) for the answers built per request, such as
 * API JSON. Pages and assets come precompressed (web-app.ts) and carry their own `Content-Encoding`, which
 * `compress()` leaves alone.
 *
 * `compress()` adds `Vary: Accept-Encoding` through `c.header()` once the response exists, which turns
 * @hono/node-server's lightweight response into a full web `Response` streamed through a `ReadableStream` — on
 * every compressible answer, even to clients that accept no encoding. Setting `Vary` on the response's headers
 * first, in the same cases, leaves `compress()` nothing to do for those clients; it is not even called when the
 * request has no `Accept-Encoding`.
 */
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from 'hono/compress';
import { parseAccept } from 'hono/utils/accept';
import { requestHeader } from './response-headers';

/** Below this many bytes (when the length is known) `compress()` leaves a body as it is; its default. */
const THRESHOLD_BYTES = 1024;
const VARIES_ON_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** The encodings the server keeps precompressed copies in, best first. */
export type StoredEncoding = 'br' | 'gzip';

/**
 * The encoding to answer an `Accept-Encoding` header with, among the stored ones: the one with the highest
 * quality, brotli on a tie; none when the header is absent or accepts neither.
 *
 * @param header - the request's `Accept-Encoding` value.
 */
export function preferredEncoding(header: string | undefined): StoredEncoding | undefined {
  if (!header) return undefined;
  const accepted = parseAccept(header);
  const anyQuality = accepted.find((entry) => entry.type === '*')?.q ?? 0;
  let best: { encoding: StoredEncoding; q: number } | undefined;
  for (const encoding of ['br', 'gzip'] as const) {
    const q = accepted.find((entry) => entry.type.toLowerCase() === encoding)?.q ?? anyQuality;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/** Adds `Vary: Accept-Encoding` where `compress()` would, on the headers themselves. */
function varyOnEncoding(res: Response): void {
  const headers = res.headers;
  const type = headers.get('Content-Type');
  if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
  if (res.status === 206 || headers.has('Content-Encoding') || headers.has('Transfer-Encoding')) return;
  const length = headers.get('Content-Length');
  if (length && Number(length) < THRESHOLD_BYTES) return;
  const cacheControl = headers.get('Cache-Control');
  if (cacheControl && NO_TRANSFORM.test(cacheControl)) return;
  const vary = headers.get('Vary');
  if (vary === '*' || (vary && VARIES_ON_ENCODING.test(vary))) return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * The compression middleware: `compress()` around the rest, with `Vary` set ahead of it; for a request that
 * accepts no encoding, only `Vary`.
 */
export function compression(): MiddlewareHandler {
  const compressing = compress();
  return async (c, next) => {
    if (requestHeader(c, 'accept-encoding')) {
      return compressing(c, async () => {
        await next();
        varyOnEncoding(c.res);
      });
    }
    await next();
    varyOnEncoding(c.res);
  };
}
