/**
 * Answers whose bytes are made once and sent many times: a learner's kept page (features/course/kept-answers.ts)
 * and a published press kit's JSON and page (features/press-kits/kept-kits.ts). Each goes with the same status and
 * `Content-Type` as Hono's `c.json` or `c.html` would give it, without serializing or encoding again, and
 * compressed for clients that accept it from a brotli or gzip copy made on the first request that asks for it, not
 * per request as `compress()` would.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Context } from 'hono';
import {
  bodyBytes,
  COMPRESS_THRESHOLD_BYTES,
  compressAnswer,
  preferredEncoding,
  sendAsIs,
  type StoredEncoding,
} from './compression';
import { requestHeader } from './response-headers';

/** One form of the answer ready to send: its bytes and its headers. */
interface KeptCopy {
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
}

/** Bytes of one content type, with their compressed copies made when first asked for. */
export class KeptBytes {
  /** The answer, in bytes. */
  readonly bytes: Uint8Array<ArrayBuffer>;
  /** Its `Content-Type`, e.g. `application/json` or `text/html; charset=UTF-8`. */
  readonly contentType: string;
  readonly #copies = new Map<StoredEncoding, Promise<KeptCopy>>();

  constructor(bytes: Uint8Array<ArrayBuffer>, contentType: string) {
    this.bytes = bytes;
    this.contentType = contentType;
  }

  /** The answer compressed with `encoding` (as compression.ts compresses answers), made once. */
  copy(encoding: StoredEncoding): Promise<KeptCopy> {
    let copy = this.#copies.get(encoding);
    if (!copy) {
      copy = compressAnswer(this.bytes, encoding).then((body) => ({
        body,
        headers: { 'content-type': this.contentType, 'content-encoding': encoding },
      }));
      this.#copies.set(encoding, copy);
    }
    return copy;
  }
}

/** A value serialized once as UTF-8 JSON. */
export class JsonAnswer extends KeptBytes {
  /** @param value - what `JSON.stringify` turns into the answer. */
  constructor(value: unknown) {
    super(bodyBytes(Buffer.from(JSON.stringify(value))), 'application/json');
  }

  /** The UTF-8 JSON, in bytes. */
  get json(): Uint8Array<ArrayBuffer> {
    return this.bytes;
  }
}

/**
 * Answers `status` with `answer`: compressed in the best encoding the request accepts (brotli or gzip) when it is
 * at least {@link COMPRESS_THRESHOLD_BYTES} long, as it is otherwise.
 *
 * @param headers - more headers, lower-cased names (`etag`, `cache-control`, …). API answers get `Vary` from the
 *   API's default headers (response-headers.ts); an answer outside the API passes its own.
 */
export async function sendKept(
  c: Context,
  answer: KeptBytes,
  status: ContentfulStatusCode = 200,
  headers: Record<string, string> = {},
): Promise<Response> {
  const encoding =
    answer.bytes.byteLength >= COMPRESS_THRESHOLD_BYTES
      ? preferredEncoding(requestHeader(c, 'accept-encoding'))
      : undefined;
  if (!encoding)
    return sendAsIs(
      new Response(answer.bytes, { status, headers: { 'content-type': answer.contentType, ...headers } }),
    );
  const copy = await answer.copy(encoding);
  // Not `c.body`: given more than one header, hono builds a web `Headers` of them, which the Node adapter then
  // reads back; a response made here keeps the plain object, written to Node as it is.
  return sendAsIs(new Response(copy.body, { status, headers: { ...copy.headers, ...headers } }));
}

/** Answers 200 with the kept JSON `answer`, as {@link sendKept}. */
export function jsonBytes(c: Context, answer: JsonAnswer): Promise<Response> {
  return sendKept(c, answer);
}
