/**
 * Response compression: hono's `compress()` (gzip or deflate, streamed) for the answers built per request, the API's
 * JSON (app.ts mounts it on the API only). Pages and assets come precompressed (web-app.ts) and carry their own
 * `Content-Encoding`; the health answers are a few bytes.
 *
 * `compress()` adds `Vary: Accept-Encoding` through `c.header()` once the response exists, which turns
 * @hono/node-server's lightweight response into a full web `Response` streamed through a `ReadableStream` — on
 * every compressible answer, even to clients that accept no encoding. Setting `Vary` on the response's headers
 * first, in the same cases, leaves `compress()` nothing to do for those clients; it is not even called when the
 * request has no `Accept-Encoding`.
 *
 * When `compress()` does compress, it reads the body, and @hono/node-server's lightweight response then becomes a
 * full one made from the headers its handler gave — dropping the changes made since to its `headers` (`Vary`,
 * the API's `Cache-Control`) when those were a plain object (honojs/node-server#304, fixed in 2.x). The answer is
 * rebuilt from its current headers first, in those cases only.
 */
import type { Context, MiddlewareHandler } from 'hono';
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

/**
 * Adds `Vary: Accept-Encoding` where `compress()` would, on the headers themselves.
 *
 * @returns whether `compress()` may compress the answer (it still needs an encoding the request accepts).
 */
function varyOnEncoding(res: Response): boolean {
  const headers = res.headers;
  const type = headers.get('Content-Type');
  if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return false;
  if (res.status === 206 || headers.has('Content-Encoding') || headers.has('Transfer-Encoding')) return false;
  const length = headers.get('Content-Length');
  if (length && Number(length) < THRESHOLD_BYTES) return false;
  const cacheControl = headers.get('Cache-Control');
  if (cacheControl && NO_TRANSFORM.test(cacheControl)) return false;
  const vary = headers.get('Vary');
  if (vary !== '*' && !(vary && VARIES_ON_ENCODING.test(vary)))
    headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  return true;
}

/** Replaces the answer by one made of its current status, headers and body (see the note at the top). */
function rebuild(c: Context): void {
  const { status, headers } = c.res;
  const body = c.res.body;
  // Cleared first: assigning over an existing answer would copy the old one's headers onto the new one.
  c.res = undefined;
  c.res = new Response(body, { status, headers });
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
        if (varyOnEncoding(c.res) && c.req.method !== 'HEAD') rebuild(c);
      });
    }
    await next();
    varyOnEncoding(c.res);
  };
}
