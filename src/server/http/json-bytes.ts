/**
 * A JSON answer whose bytes are made once (a kept answer, features/course/kept-answers.ts): the same status and
 * `Content-Type` as Hono's `c.json`, without serializing or encoding again, and compressed for clients that accept
 * it from a brotli or gzip copy made on the first request that asks for it, not per request as `compress()` would.
 */
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
interface JsonCopy {
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
}

/** A value serialized once as UTF-8 JSON, with its compressed copies made when first asked for. */
export class JsonAnswer {
  /** The UTF-8 JSON, in bytes. */
  readonly json: Uint8Array<ArrayBuffer>;
  readonly #copies = new Map<StoredEncoding, Promise<JsonCopy>>();

  /** @param value - what `JSON.stringify` turns into the answer. */
  constructor(value: unknown) {
    this.json = bodyBytes(Buffer.from(JSON.stringify(value)));
  }

  /** The answer compressed with `encoding` (as compression.ts compresses answers), made once. */
  copy(encoding: StoredEncoding): Promise<JsonCopy> {
    let copy = this.#copies.get(encoding);
    if (!copy) {
      copy = compressAnswer(this.json, encoding).then((body) => ({
        body,
        // `Vary` is the compression middleware's default header.
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
      }));
      this.#copies.set(encoding, copy);
    }
    return copy;
  }
}

/**
 * Answers 200 with `answer`: compressed in the best encoding the request accepts (brotli or gzip) when it is at
 * least {@link COMPRESS_THRESHOLD_BYTES} long, as it is otherwise.
 */
export async function jsonBytes(c: Context, answer: JsonAnswer): Promise<Response> {
  const encoding =
    answer.json.byteLength >= COMPRESS_THRESHOLD_BYTES
      ? preferredEncoding(requestHeader(c, 'accept-encoding'))
      : undefined;
  if (!encoding) return sendAsIs(c.body(answer.json, 200, { 'content-type': 'application/json' }));
  const { body, headers } = await answer.copy(encoding);
  // Not `c.body`: given more than one header, hono builds a web `Headers` of them, which the Node adapter then
  // reads back; a response made here keeps the plain object, written to Node as it is.
  return sendAsIs(new Response(body, { status: 200, headers }));
}
