/**
 * Response compression for the answers built per request (app.ts mounts it on the API only). Pages and assets come
 * precompressed (web-app.ts) and carry their own `Content-Encoding`; the health answers are a few bytes.
 *
 * JSON answers, made whole in memory, are read whole: under {@link COMPRESS_THRESHOLD_BYTES} they go as they are,
 * else compressed at once, off the event loop, in brotli or gzip as the client prefers. `c.json` keeps the text it
 * makes, so its answers are not read back: reading a body back builds a web `Response` and its `ReadableStream`
 * (about 0.2 ms of CPU for a 300-byte answer, as much again as the whole request). Hono's `compress()`
 * (gzip or deflate, streamed) is left the other answers: it cannot see the length of a body without a
 * `Content-Length`, which `c.json()` does not set, and would push even a 300-byte answer through a
 * `CompressionStream` (about 0.4 ms of CPU each).
 *
 * `compress()` adds `Vary: Accept-Encoding` through `c.header()` once the response exists, which turns
 * @hono/node-server's lightweight response into a full web `Response` streamed through a `ReadableStream`. Every
 * answer here gets `Vary` as a default header instead (response-headers.ts), which leaves the handler's lightweight
 * response as it is; for a request that accepts no encoding, that is all this middleware does.
 *
 * Reading a lightweight response's body turns it into a full one made from the headers its handler gave, dropping
 * the changes made since to its `headers` when those were a plain object (honojs/node-server#304, fixed in 2.x).
 * The answer is rebuilt from its current headers first, in those cases.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from 'hono/compress';
import { parseAccept } from 'hono/utils/accept';
import { defaultHeaders, requestHeader } from './response-headers';

/** Below this many bytes an answer goes as it is (`compress()`'s default, when it knows the length). */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/**
 * Brotli quality of answers compressed as they are sent: quick to make (well under a millisecond for 10 KB of
 * JSON), yet smaller than gzip.
 */
const ANSWER_BROTLI_QUALITY = 5;
const JSON_TYPE = /^application\/json\b/i;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
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
  // A browser sends the same header with every request: the last one's answer is kept.
  if (header === lastAccepted.header) return lastAccepted.encoding;
  const encoding = parsedEncoding(header);
  lastAccepted = { header, encoding };
  return encoding;
}

/** The last `Accept-Encoding` {@link preferredEncoding} read, and its answer. */
let lastAccepted: { header: string; encoding: StoredEncoding | undefined } = {
  header: '',
  encoding: undefined,
};

/** {@link preferredEncoding} of a header, parsed. */
function parsedEncoding(header: string): StoredEncoding | undefined {
  const accepted = parseAccept(header);
  const anyQuality = accepted.find((entry) => entry.type === '*')?.q ?? 0;
  let best: { encoding: StoredEncoding; q: number } | undefined;
  for (const encoding of ['br', 'gzip'] as const) {
    const q = accepted.find((entry) => entry.type.toLowerCase() === encoding)?.q ?? anyQuality;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/** Whether `compress()` may compress the answer (it still needs an encoding the request accepts). */
function mayCompress(res: Response): boolean {
  const headers = res.headers;
  const type = headers.get('Content-Type');
  if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return false;
  if (res.status === 206 || headers.has('Content-Encoding') || headers.has('Transfer-Encoding')) return false;
  const length = headers.get('Content-Length');
  if (length && Number(length) < COMPRESS_THRESHOLD_BYTES) return false;
  const cacheControl = headers.get('Cache-Control');
  return !(cacheControl && NO_TRANSFORM.test(cacheControl));
}

/** Replaces the answer by one made of its current status, headers and body (see the note at the top). */
function rebuild(c: Context): void {
  const { status, headers } = c.res;
  const body = c.res.body;
  // Cleared first: assigning over an existing answer would copy the old one's headers onto the new one.
  c.res = undefined;
  c.res = new Response(body, { status, headers });
}

/** The bytes of `buffer` without a copy, typed as hono's response bodies are. */
export function bodyBytes(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
}

/**
 * An answer's bytes compressed as it is sent, on the thread pool: brotli at quality {@link ANSWER_BROTLI_QUALITY},
 * or gzip at its default level.
 *
 * @param body - the answer, in bytes.
 */
export async function compressAnswer(
  body: Uint8Array,
  encoding: StoredEncoding,
): Promise<Uint8Array<ArrayBuffer>> {
  const params = {
    [zlib.constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
  };
  return bodyBytes(encoding === 'br' ? await brotli(body, { params }) : await gzip(body));
}

/**
 * What {@link compression} knows of answers made below it: the JSON text `c.json` made (see {@link recordJson}),
 * or `null` for an answer to send as it is ({@link sendAsIs}).
 */
const madeAnswers = new WeakMap<Response, string | null>();

/**
 * Marks `answer` as final: {@link compression} sends it as it is, without reading its headers or body (an answer
 * already compressed, e.g. a kept copy, json-bytes.ts).
 *
 * @returns `answer`.
 */
export function sendAsIs(answer: Response): Response {
  madeAnswers.set(answer, null);
  return answer;
}

/**
 * Has `c.json` keep the JSON text of the answers it makes, so that an answer left as the handler made it needs
 * neither its body read back nor its headers turned into a web `Headers` (see the note at the top). The answer is
 * the one hono's own `c.json` makes: `c.body` of the same text, status and headers, `Content-Type:
 * application/json` unless the handler gave one.
 */
function recordJson(c: Context): void {
  const body = c.body;
  c.json = ((value: unknown, arg?: unknown, headers?: Record<string, string | string[]>) => {
    const text = JSON.stringify(value);
    const answer = (body as (...args: unknown[]) => Response)(text, arg, {
      'Content-Type': 'application/json',
      ...headers,
    });
    madeAnswers.set(answer, text);
    return answer;
  }) as Context['json'];
}

/**
 * Replaces the JSON answer by its `body`, with its `Content-Length`, compressed in `encoding` when it is long enough.
 *
 * @param body - the answer's UTF-8 JSON.
 */
async function sendJsonBytes(
  c: Context,
  body: Uint8Array<ArrayBuffer>,
  encoding: StoredEncoding | undefined,
): Promise<void> {
  const { status, headers } = c.res;
  if (encoding && body.byteLength >= COMPRESS_THRESHOLD_BYTES && c.req.method !== 'HEAD') {
    body = await compressAnswer(body, encoding);
    headers.set('Content-Encoding', encoding);
  }
  headers.set('Content-Length', String(body.byteLength));
  c.res = undefined;
  c.res = new Response(body, { status, headers });
}

/**
 * A JSON answer, read whole, replaced by itself with its `Content-Length`, compressed in `encoding` when it is long
 * enough (see the note at the top). An answer of `c.json` (known by {@link recordJson}) that is not compressed here
 * is left as its handler made it; so is one marked by {@link sendAsIs}.
 *
 * @param encoding - the stored encoding the request prefers, if it accepts one.
 * @returns whether the answer is final; false leaves it to `compress()` (an answer that is not JSON, or JSON of
 *   {@link COMPRESS_THRESHOLD_BYTES} or more for a client that accepts neither brotli nor gzip).
 */
async function sendJson(c: Context, encoding: StoredEncoding | undefined): Promise<boolean> {
  const made = madeAnswers.get(c.res);
  if (made === null) return true;
  if (made !== undefined) {
    if (Buffer.byteLength(made) < COMPRESS_THRESHOLD_BYTES) return true;
    if (!encoding) return false;
    await sendJsonBytes(c, bodyBytes(Buffer.from(made)), encoding);
    return true;
  }
  // Read before the body (see the note at the top).
  const headers = c.res.headers;
  if (!JSON_TYPE.test(headers.get('Content-Type') ?? '') || headers.has('Content-Encoding')) return false;
  await sendJsonBytes(c, new Uint8Array(await c.res.arrayBuffer()), encoding);
  return !!encoding;
}

/** The compression middleware (see the note at the top). */
export function compression(): MiddlewareHandler {
  const compressing = compress();
  const vary = defaultHeaders([['vary', 'Accept-Encoding']]);
  const sent = () => Promise.resolve();
  return (c, next) => {
    const accepted = requestHeader(c, 'accept-encoding');
    if (!accepted) return vary(c, next);
    return vary(c, async () => {
      recordJson(c);
      await next();
      if (await sendJson(c, preferredEncoding(accepted))) return;
      if (mayCompress(c.res) && c.req.method !== 'HEAD') rebuild(c);
      // compress() looks at the answer after its `next`, here already run.
      await compressing(c, sent);
    });
  };
}
