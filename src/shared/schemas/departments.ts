/**
 * Queries, path parameters and answers of the department API (site-and-portals.md §2.13, §5 "Resources": search
 * filters by title, case-insensitively). Page size and the cursor are our design (docs/decisions/0006). Every string
 * is refused when PostgreSQL would refuse it: NUL, lone surrogates, impossible times, ids that are not UUIDs. The
 * answers are declared once here: the server builds them with these types, the web app reads them with these schemas.
 */
import { z } from 'zod/mini';
import { RESOURCE_CURSOR_MAX, RESOURCE_PAGE_SIZE, RESOURCE_SEARCH_MAX } from '../limits/departments';
import { departmentQueryMessages as m } from '../messages/departments';
import { isPostgresTimestamp } from './calendar';
import { cursorParam, decodeCursor, encodeCursor, pageLimitParam } from './cursor';
import { storableText } from './text';
import { isUuid, uuid } from './uuid';

/**
 * A position in a resource list: the last row shown, by its exact `created_at` (as PostgreSQL writes it, to the
 * microsecond) and its id (docs/decisions/0006).
 */
export interface ResourceCursor {
  /** `timestamptz::text`, e.g. `2026-01-01 10:00:00.123456+00`. */
  createdAt: string;
  id: string;
}

/** The opaque `nextCursor` of a page: base64url of the JSON `[createdAt, id]`. */
export function encodeResourceCursor(cursor: ResourceCursor): string {
  return encodeCursor([cursor.createdAt, cursor.id]);
}

/**
 * The position a cursor names, or null unless it is one {@link encodeResourceCursor} could have made: a real
 * timestamp PostgreSQL reads back (years 0001–9999, no 13th month or 25th hour) and a UUID.
 */
export function decodeResourceCursor(value: string): ResourceCursor | null {
  const parts = decodeCursor(value, 2);
  if (!parts) return null;
  const [createdAt, id] = parts as [string, string];
  return isPostgresTimestamp(createdAt) && isUuid(id) ? { createdAt, id } : null;
}

/** A `cursor` query parameter, decoded; 'Invalid cursor.' for anything else. */
export const resourceCursorSchema = cursorParam(decodeResourceCursor, RESOURCE_CURSOR_MAX, m.invalidCursor);

/** `:slug` of the department routes: any text without NUL or lone surrogates (an unknown slug is a 404). */
export const departmentParamsSchema = z.strictObject({ slug: z.string().check(storableText()) });

/** `:id` of `POST /api/resources/:id/download-url`, `GET /api/downloads/:id`, `DELETE /api/resources/:id`. */
export const resourceParamsSchema = z.strictObject({ id: uuid(m.invalidResourceId) });

/**
 * One value of a query parameter as the validator hands it over: a string, or every value of a repeated key, of
 * which the first is kept (as a single value would be).
 */
const firstQueryValue = z.pipe(
  z.union([z.string(), z.array(z.string())]),
  z.transform((value: string | string[]) => (Array.isArray(value) ? value[0] : value)),
);

/**
 * `GET /api/downloads/:id?expires=&signature=`: the signed link's expiry (milliseconds since the epoch) and its
 * signature, checked by the route (a missing or altered one is a 403, never a 400); other parameters are ignored.
 */
export const downloadLinkQuerySchema = z.object({
  expires: z.optional(firstQueryValue),
  signature: z.optional(firstQueryValue),
});

/** `GET /api/departments/:slug/resources?q=&cursor=&limit=`. */
export const resourceListQuerySchema = z.strictObject({
  q: z.optional(
    z.pipe(
      z.string().check(z.maxLength(RESOURCE_SEARCH_MAX, m.searchTooLong), storableText()),
      z.transform((v: string) => v.trim()),
    ),
  ),
  cursor: z.optional(resourceCursorSchema),
  limit: pageLimitParam(RESOURCE_PAGE_SIZE, m),
});
export type ResourceListQuery = z.output<typeof resourceListQuerySchema>;

/** A department as the API returns it (§3). */
const departmentSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  sortOrder: z.number(),
});
export type Department = z.output<typeof departmentSchema>;

/** A department resource as the API returns it (§3); `hasFile` instead of the storage path. */
const departmentResourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.nullable(z.string()),
  hasFile: z.boolean(),
  /** ISO date-time. */
  createdAt: z.string(),
});
export type DepartmentResource = z.output<typeof departmentResourceSchema>;

/** `GET /api/departments`: every department by sort_order. */
export const departmentListSchema = z.object({ departments: z.array(departmentSchema) });

/** `GET /api/departments/:slug`. */
export const departmentAnswerSchema = z.object({ department: departmentSchema });

/** `GET /api/departments/:slug/resources`: one page of resources, newest first, and how many match in all. */
export const resourcePageSchema = z.object({
  resources: z.array(departmentResourceSchema),
  /** How many match, counted up to 100 (docs/decisions/0006). */
  total: z.number(),
  /** More than `total` match. */
  totalCapped: z.boolean(),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type ResourcePage = z.output<typeof resourcePageSchema>;

/** What became of an added resource's file: `stored`; `none` (no file sent); `failed` (saved without it, §8). */
const RESOURCE_UPLOAD_OUTCOMES = ['stored', 'none', 'failed'] as const;

/** `POST /api/departments/:slug/resources` (201): the new resource, and what became of its file. */
export const addedResourceSchema = z.object({
  resource: departmentResourceSchema,
  upload: z.enum(RESOURCE_UPLOAD_OUTCOMES),
});
export type AddedResource = z.output<typeof addedResourceSchema>;

/** `POST /api/resources/:id/download-url`: a signed link to one stored file, valid until `expiresAt` (about 60 s). */
export const downloadUrlSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type DownloadUrl = z.output<typeof downloadUrlSchema>;
