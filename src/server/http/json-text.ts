/**
 * A JSON answer whose text is already made (a kept answer, features/course/kept-answers.ts): the same status and
 * `Content-Type` as Hono's `c.json`, without serializing again.
 */
import type { Context } from 'hono';

/** Answers 200 with `json` (JSON text) as `application/json`. */
export function jsonText(c: Context, json: string): Response {
  return c.body(json, 200, { 'content-type': 'application/json' });
}
