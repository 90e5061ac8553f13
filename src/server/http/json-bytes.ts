/**
 * A JSON answer whose bytes are already made (a kept answer, features/course/kept-answers.ts): the same status and
 * `Content-Type` as Hono's `c.json`, without serializing or encoding again.
 */
import type { Context } from 'hono';

/** Answers 200 with `json` (UTF-8 JSON text) as `application/json`. */
export function jsonBytes(c: Context, json: Uint8Array<ArrayBuffer>): Response {
  return c.body(json, 200, { 'content-type': 'application/json' });
}
