/**
 * The staff's Emails view (issue "Staff operations" item 6): what each queued email is, the view's query, its
 * answers, and the public unsubscribe route's query. Declared once here: the server builds its answers with these
 * types, the web app reads them with these schemas.
 */
import { z } from 'zod/mini';
import { EMAIL_KINDS, EMAIL_PAGE_SIZE, EMAIL_STATUSES, UNSUBSCRIBE_TOKEN_MAX } from '../limits/emails';
import { emailRequestMessages as m } from '../messages/emails';
import { pageLimitParam } from './cursor';
import { resourceCursorSchema } from './departments';
import { storableText } from './text';
import { uuid } from './uuid';

/** `:id` of `POST /api/admin/emails/:id/retry`. */
export const emailParamsSchema = z.strictObject({ id: uuid(m.invalidId) });

/** `GET /api/admin/emails?status=&kind=&cursor=&limit=`: without `status` or `kind`, every one. */
export const emailListQuerySchema = z.strictObject({
  status: z.optional(z.enum(EMAIL_STATUSES, { error: m.unknownStatus })),
  kind: z.optional(z.enum(EMAIL_KINDS, { error: m.unknownKind })),
  cursor: z.optional(resourceCursorSchema),
  limit: pageLimitParam(EMAIL_PAGE_SIZE, m),
});
export type EmailListQuery = z.output<typeof emailListQuerySchema>;

/**
 * One queued email as staff see it. Never its text: account emails carry sign-in and reset tokens.
 */
const emailListItemSchema = z.object({
  id: z.string(),
  /** The recipient's address. */
  to: z.string(),
  subject: z.string(),
  kind: z.enum(EMAIL_KINDS),
  status: z.enum(EMAIL_STATUSES),
  /** Delivery attempts so far (0 while queued for the first time, or after a retry). */
  attempts: z.number(),
  /** The last delivery error, if any (kept after a retry until the email is sent). */
  lastError: z.nullable(z.string()),
  /** ISO date-time it was queued. */
  createdAt: z.string(),
  /** ISO date-time it was delivered; null until then. */
  sentAt: z.nullable(z.string()),
  /** ISO date-time of the next attempt while `pending`; null otherwise. */
  nextAttemptAt: z.nullable(z.string()),
});
export type EmailListItem = z.output<typeof emailListItemSchema>;

/** `GET /api/admin/emails`: one page, newest first. */
export const emailPageSchema = z.object({
  items: z.array(emailListItemSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type EmailPage = z.output<typeof emailPageSchema>;

/** `GET /api/admin/emails/counts`: the failed emails (the tab's badge). */
export const emailCountsSchema = z.object({ failed: z.number() });
export type EmailCounts = z.output<typeof emailCountsSchema>;

/** `POST /api/admin/emails/:id/retry`: the email, queued again. */
export const emailRetryAnswerSchema = z.object({ email: emailListItemSchema });
export type EmailRetryAnswer = z.output<typeof emailRetryAnswerSchema>;

/** `POST /api/unsubscribe?token=…` (the page's button, or a mail client's RFC 8058 one-click POST). */
export const unsubscribeQuerySchema = z.strictObject({
  token: z
    .string({ error: m.invalidToken })
    .check(
      z.minLength(1, m.invalidToken),
      z.maxLength(UNSUBSCRIBE_TOKEN_MAX, m.invalidToken),
      storableText(),
    ),
});

/** The answer of `POST /api/unsubscribe`: reminders are off (also when they already were). */
export const unsubscribeAnswerSchema = z.object({ remindersOff: z.literal(true) });
export type UnsubscribeAnswer = z.output<typeof unsubscribeAnswerSchema>;
