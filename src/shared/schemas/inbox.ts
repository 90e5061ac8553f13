/**
 * The staff inbox (issue "Staff operations" item 1): every submission of the public forms — program applications
 * (training-program.md §3, /artist-development), artist-intake applications (site-and-portals.md §2.10), contact
 * messages (§2.9) and touring inquiries (§2.11) — listed per kind for the label's staff, newest first, with a
 * status, a search by name or email, keyset pages (docs/decisions/0006), a detail with every field the person
 * submitted, a history of status changes and staff notes, and a CSV export. Queries, bodies and answers are declared
 * once here: the server builds them with these types, the web app reads them with these schemas.
 */
import { z } from 'zod/mini';
import {
  INBOX_KINDS,
  INBOX_NOTE_MAX,
  INBOX_PAGE_SIZE,
  INBOX_SEARCH_MAX,
  INBOX_STATUSES,
} from '../limits/inbox';
import { inboxRequestMessages as m } from '../messages/inbox';
import { pageLimitParam } from './cursor';
import { resourceCursorSchema } from './departments';
import { noControlChars, storableText } from './text';
import { uuid } from './uuid';

/** The kinds that are applications, which staff approve or decline. */
export const INBOX_APPLICATION_KINDS = ['program-applications', 'artist-intake'] as const;
export type InboxApplicationKind = (typeof INBOX_APPLICATION_KINDS)[number];

/** Staff's answer to an application. */
const APPLICATION_DECISIONS = ['approved', 'declined'] as const;
export type ApplicationDecision = (typeof APPLICATION_DECISIONS)[number];

/** `:kind` of the inbox routes. */
export const inboxKindParamsSchema = z.strictObject({
  kind: z.enum(INBOX_KINDS, { error: m.unknownKind }),
});

/** `:kind/:id` of `POST /api/admin/inbox/:kind/:id/approve` and `/decline`: applications only. */
export const inboxApplicationParamsSchema = z.strictObject({
  kind: z.enum(INBOX_APPLICATION_KINDS, { error: m.notAnApplication }),
  id: uuid(m.invalidId),
});

/** `:kind/:id` of the inbox routes. */
export const inboxItemParamsSchema = z.strictObject({
  kind: z.enum(INBOX_KINDS, { error: m.unknownKind }),
  id: uuid(m.invalidId),
});

const search = z.optional(
  z.pipe(
    z.string().check(z.maxLength(INBOX_SEARCH_MAX, m.searchTooLong), storableText()),
    z.transform((v: string) => v.trim()),
  ),
);
const status = z.optional(z.enum(INBOX_STATUSES, { error: m.unknownStatus }));

/** `GET /api/admin/inbox/:kind/export.csv?status=&q=`: the filter of the list, every matching item. */
export const inboxFilterQuerySchema = z.strictObject({ q: search, status });
export type InboxFilterQuery = z.output<typeof inboxFilterQuerySchema>;

/** `GET /api/admin/inbox/:kind?status=&q=&cursor=&limit=`. Without `status`, every item but the archived ones. */
export const inboxListQuerySchema = z.strictObject({
  q: search,
  status,
  cursor: z.optional(resourceCursorSchema),
  limit: pageLimitParam(INBOX_PAGE_SIZE, m),
});
export type InboxListQuery = z.output<typeof inboxListQuerySchema>;

/** `PATCH /api/admin/inbox/:kind/:id`. */
export const inboxStatusBodySchema = z.strictObject({
  status: z.enum(INBOX_STATUSES, { error: m.unknownStatus }),
});

/** `POST /api/admin/inbox/:kind/:id/notes`. */
export const inboxNoteBodySchema = z.strictObject({
  note: z
    .pipe(
      z
        .string({ error: m.noteRequired })
        .check(z.maxLength(INBOX_NOTE_MAX, m.noteTooLong), noControlChars(true), storableText()),
      z.transform((v: string) => v.trim()),
    )
    .check(z.minLength(1, m.noteRequired)),
});
export type InboxNoteBody = z.output<typeof inboxNoteBodySchema>;

/** A row of an inbox list. */
const inboxListItemSchema = z.object({
  id: z.string(),
  /** Who sent it: the applicant's name, the contact's name, the touring act's stage name. */
  name: z.string(),
  email: z.string(),
  /** One line about it: the subject of a message, the stage name of an applicant, the touring regions. */
  summary: z.string(),
  status: z.enum(INBOX_STATUSES),
  /** ISO date-time. */
  createdAt: z.string(),
});

/** `GET /api/admin/inbox/:kind`: one page, newest first. */
export const inboxPageSchema = z.object({
  items: z.array(inboxListItemSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type InboxPage = z.output<typeof inboxPageSchema>;

/**
 * One submitted field, as the detail shows it. `href` is set only for a link that is safe to open: an `https:` or
 * `http:` address, or `mailto:`/`tel:` built by the server from the email and phone.
 */
const inboxFieldSchema = z.object({
  label: z.string(),
  value: z.string(),
  href: z.nullable(z.string()),
});
export type InboxField = z.output<typeof inboxFieldSchema>;

/** A status change, a note or an application's decision, with who and when (exactly one of the three is set). */
const inboxEventSchema = z.object({
  id: z.string(),
  /** The staff member's email (kept when their account is gone). */
  actor: z.string(),
  status: z.nullable(z.enum(INBOX_STATUSES)),
  note: z.nullable(z.string()),
  decision: z.nullable(z.enum(APPLICATION_DECISIONS)),
  /** ISO date-time. */
  createdAt: z.string(),
});
export type InboxEvent = z.output<typeof inboxEventSchema>;

/** `GET /api/admin/inbox/:kind/:id`, and the answer of a status change or a note. */
export const inboxItemSchema = z.object({
  item: z.object({
    id: z.string(),
    kind: z.enum(INBOX_KINDS),
    name: z.string(),
    /** The email the person sent (where replies and an invitation go). */
    email: z.string(),
    status: z.enum(INBOX_STATUSES),
    createdAt: z.string(),
    fields: z.array(inboxFieldSchema),
    /** For an application: staff's decision, when and by whom (nulls until decided); null for other kinds. */
    application: z.nullable(
      z.object({
        decision: z.nullable(z.enum(APPLICATION_DECISIONS)),
        decidedAt: z.nullable(z.string()),
        decidedBy: z.nullable(z.string()),
      }),
    ),
  }),
  /** Oldest first. */
  history: z.array(inboxEventSchema),
});
export type InboxItem = z.output<typeof inboxItemSchema>;

/** `GET /api/admin/inbox/counts`: the new items of each kind (the tab's badge). */
export const inboxCountsSchema = z.object({
  counts: z.record(z.enum(INBOX_KINDS), z.number()),
  total: z.number(),
});
export type InboxCounts = z.output<typeof inboxCountsSchema>;
