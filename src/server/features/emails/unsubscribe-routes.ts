/**
 * The unsubscribe link of the progress emails (issue "Staff operations" item 6): public, no sign-in — the signed
 * token names the learner (mail/unsubscribe-token.ts).
 *
 * | route | answer |
 * |---|---|
 * | POST /unsubscribe?token= | `{ remindersOff: true }`: no more reminder emails (again: the same); 400 `invalid_token` for a token we did not sign |
 *
 * It is the button of the page `/unsubscribe?token=…` the emails link to, and the RFC 8058 one-click address of the
 * reminders' `List-Unsubscribe` header (a mail client POSTs `List-Unsubscribe=One-Click`; the body is not read).
 * Only POST: a link prefetcher or scanner that GETs the address changes nothing. Counted per client IP; the limit
 * leaves room for a mail provider's servers unsubscribing many people from one address.
 */
import { Hono } from 'hono';
import { API_ERROR_CODES } from '@shared/api-error';
import { emailRequestMessages as m } from '@shared/messages/emails';
import {
  unsubscribeAnswerSchema,
  unsubscribeQuerySchema,
  type UnsubscribeAnswer,
} from '@shared/schemas/emails';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { operation, validQuery } from '../../http/contract';
import { limitByClientIp, type RateLimitRule } from '../../http/rate-limit';
import { readUnsubscribeToken } from '../../mail/unsubscribe-token';
import { turnRemindersOff } from './reminders';

/** Unsubscribe requests from one client IP: 120 in 15 minutes. */
const unsubscribeRateLimit: RateLimitRule = {
  name: 'unsubscribe:ip',
  points: 120,
  durationSeconds: 900,
};

/** `POST /unsubscribe` (public). */
export function unsubscribeRoutes(deps: AppDeps) {
  return new Hono().post(
    '/unsubscribe',
    operation({
      operationId: 'unsubscribeFromReminders',
      summary:
        'Turns a learner’s reminder emails off from the signed link of a progress email (RFC 8058 one-click included).',
      description:
        'The page `/unsubscribe?token=…` posts here, and so does a mail client’s one-click `List-Unsubscribe`; the body is not read. Turning off again answers the same.',
      tag: 'emails',
      answers: {
        200: {
          description: 'Reminders are off (also when they already were).',
          schema: unsubscribeAnswerSchema,
        },
      },
      errors: [API_ERROR_CODES.invalidToken],
    }),
    limitByClientIp(deps, unsubscribeRateLimit),
    ...validQuery(unsubscribeQuerySchema),
    async (c) => {
      const userId = readUnsubscribeToken(deps.env.AUTH_SECRET, c.req.valid('query').token);
      if (!userId) throw new AppError(API_ERROR_CODES.invalidToken, m.invalidToken);
      await turnRemindersOff(deps.database.db, userId);
      return c.json({ remindersOff: true } satisfies UnsubscribeAnswer);
    },
  );
}
