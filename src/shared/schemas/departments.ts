/**
 * Queries of the department API (site-and-portals.md §2.13, §5 "Resources": search filters by title,
 * case-insensitively). Page size and the cursor are our design (docs/decisions/0006).
 */
import { z } from 'zod/mini';

/** Resources per page by default, and at most. */
export const RESOURCE_PAGE_SIZE = { default: 20, max: 100 } as const;

/** Longest search text, in characters. */
export const RESOURCE_SEARCH_MAX = 200;

/** `GET /api/departments/:slug/resources?q=&cursor=&limit=`. */
export const resourceListQuerySchema = z.strictObject({
  q: z.optional(
    z.pipe(
      z.string().check(z.maxLength(RESOURCE_SEARCH_MAX, `Search at most ${RESOURCE_SEARCH_MAX} characters.`)),
      z.transform((v: string) => v.trim()),
    ),
  ),
  cursor: z.optional(z.string().check(z.maxLength(200, 'Invalid cursor.'))),
  limit: z._default(
    z.coerce
      .number({ error: 'limit must be a number.' })
      .check(
        z.int('limit must be a whole number.'),
        z.minimum(1, 'limit must be at least 1.'),
        z.maximum(RESOURCE_PAGE_SIZE.max, `limit must be at most ${RESOURCE_PAGE_SIZE.max}.`),
      ),
    RESOURCE_PAGE_SIZE.default,
  ),
});
export type ResourceListQuery = z.output<typeof resourceListQuerySchema>;

/** A department as the API returns it (§3). */
export interface Department {
  id: string;
  slug: string;
  name: string;
  sortOrder: number;
}

/** A department resource as the API returns it (§3); `hasFile` instead of the storage path. */
export interface DepartmentResource {
  id: string;
  title: string;
  url: string | null;
  hasFile: boolean;
  createdAt: string;
}

/** One page of resources, newest first, and how many match in all. */
export interface ResourcePage {
  resources: DepartmentResource[];
  /** How many match, counted up to 100 (docs/decisions/0006). */
  total: number;
  /** More than `total` match. */
  totalCapped: boolean;
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}
