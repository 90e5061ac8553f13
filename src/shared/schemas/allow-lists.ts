/**
 * The allow-lists in the browser (issue "Staff operations" item 3; site-and-portals.md §3 approved_artists,
 * approved_agents; §7 "is_artist_approved", "is_agent_approved"): staff list, search, add, enable and disable
 * approved artists and approved agents, and see each change with who made it and when.
 */
import { z } from 'zod/mini';
import { STAFF_PAGE_SIZE, STAFF_SEARCH_MAX } from '../limits/staff';
import { staffRequestMessages as m } from '../messages/staff';
import { authEmail } from './auth';
import { pageLimitParam } from './cursor';
import { resourceCursorSchema } from './departments';
import { storableText } from './text';
import { uuid } from './uuid';

/** The two lists, as their addresses name them: `artist` is approved_artists, `agent` approved_agents. */
export const ALLOW_LISTS = ['artist', 'agent'] as const;
export type AllowListName = (typeof ALLOW_LISTS)[number];

/** `:list` of the allow-list routes. */
export const allowListParamsSchema = z.strictObject({ list: z.enum(ALLOW_LISTS, { error: m.unknownList }) });

/** `:list/:id` of the allow-list routes. */
export const allowListEntryParamsSchema = z.strictObject({
  list: z.enum(ALLOW_LISTS, { error: m.unknownList }),
  id: uuid(m.invalidEntryId),
});

/** Which entries: every one (default), the enabled, the disabled. */
export const ALLOW_LIST_FILTERS = ['all', 'enabled', 'disabled'] as const;

/** `GET /api/admin/allow-lists/:list?q=&state=&cursor=&limit=`: newest first. */
export const allowListQuerySchema = z.strictObject({
  q: z.optional(
    z.pipe(
      z.string().check(z.maxLength(STAFF_SEARCH_MAX, m.searchTooLong), storableText()),
      z.transform((v: string) => v.trim()),
    ),
  ),
  state: z._default(z.enum(ALLOW_LIST_FILTERS, { error: m.unknownFilter }), 'all'),
  cursor: z.optional(resourceCursorSchema),
  limit: pageLimitParam(STAFF_PAGE_SIZE, m),
});
export type AllowListQuery = z.output<typeof allowListQuerySchema>;

/** `POST /api/admin/allow-lists/:list`: puts the email on the list, enabled (an address sign-up accepts). */
export const allowListAddBodySchema = z.strictObject({ email: authEmail });
export type AllowListAddBody = z.output<typeof allowListAddBodySchema>;

/** `PATCH /api/admin/allow-lists/:list/:id`: enables or disables the entry. */
export const allowListUpdateBodySchema = z.strictObject({
  isEnabled: z.boolean({ error: m.enabledRequired }),
});

/** An entry of a list. */
const allowListEntrySchema = z.object({
  id: z.string(),
  email: z.string(),
  isEnabled: z.boolean(),
  /** Whether an account with this email exists (signed up). */
  hasAccount: z.boolean(),
  /** ISO date-times. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AllowListEntry = z.output<typeof allowListEntrySchema>;

/** `GET /api/admin/allow-lists/:list`: one page, newest first. */
export const allowListPageSchema = z.object({
  entries: z.array(allowListEntrySchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type AllowListPage = z.output<typeof allowListPageSchema>;

/** One recorded change of an entry. */
const allowListChangeSchema = z.object({
  id: z.string(),
  kind: z.enum(['allow_list.added', 'allow_list.enabled', 'allow_list.disabled']),
  /** The admin's email; null when made with the admin CLI. */
  actor: z.nullable(z.string()),
  /** ISO date-time. */
  createdAt: z.string(),
});
export type AllowListChange = z.output<typeof allowListChangeSchema>;

/**
 * `GET /api/admin/allow-lists/:list/:id`, and the answer of an addition or a change: the entry and its changes,
 * newest first. `changed` (on a write) is false when the entry already was as asked, and nothing was recorded.
 */
export const allowListEntryDetailSchema = z.object({
  entry: allowListEntrySchema,
  history: z.array(allowListChangeSchema),
  changed: z.optional(z.boolean()),
});
export type AllowListEntryDetail = z.output<typeof allowListEntryDetailSchema>;
