/**
 * Departments and their resources (site-and-portals.md §2.13, §3, §7 "Select departments", "Select department",
 * "Select department_resources"). Lists are paginated by keyset (newest first, id as tie-breaker) so a page costs
 * the same at any depth and size; search is a case-insensitive title match served by a trigram index.
 */
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import { departmentRequestMessages as rm } from '@shared/messages/departments';
import {
  encodeResourceCursor,
  type Department,
  type ResourceListQuery,
  type ResourcePage,
} from '@shared/schemas/departments';
import type { Db } from '../../db/client';
import { departmentResources, departments } from '../../db/schema/index';
import { AppError } from '../../errors';
import { containsPattern } from '../../db/like-pattern';

/** The columns of a {@link Department}. */
const DEPARTMENT_COLUMNS = {
  id: departments.id,
  slug: departments.slug,
  name: departments.name,
  sortOrder: departments.sortOrder,
};

/** All departments by sort_order (the sidebar hides admin-it; the API does not). */
export async function listDepartments(db: Db): Promise<Department[]> {
  return db.select(DEPARTMENT_COLUMNS).from(departments).orderBy(asc(departments.sortOrder));
}

/**
 * The department with `slug` (compared lower-cased, §7).
 *
 * @throws {AppError} 404 `department_not_found`.
 */
export async function findDepartment(db: Db, slug: string): Promise<Department> {
  const [department] = await db
    .select(DEPARTMENT_COLUMNS)
    .from(departments)
    .where(eq(departments.slug, slug.toLowerCase()))
    .limit(1);
  if (!department) throw new AppError(API_ERROR_CODES.departmentNotFound, rm.departmentNotFound);
  return department;
}

/** Resources counted at most for `total`; past it the page says `totalCapped` (shown as "100+"). */
const TOTAL_CAP = 100;

/**
 * One page of a department's resources, newest first, optionally filtered by title. The query comes validated by
 * `resourceListQuerySchema` (its cursor decoded, a malformed one refused with 400 there).
 */
export async function listResources(
  db: Db,
  departmentId: string,
  query: ResourceListQuery,
): Promise<ResourcePage> {
  const t = departmentResources;
  const filters: SQL[] = [eq(t.departmentId, departmentId)];
  if (query.q) filters.push(ilike(t.title, containsPattern(query.q)));
  const cursor = query.cursor ?? null;
  const pageFilters = cursor
    ? [...filters, sql`(${t.createdAt}, ${t.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`]
    : filters;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: t.id,
        title: t.title,
        url: t.url,
        storagePath: t.storagePath,
        createdAt: t.createdAt,
        // The exact timestamp (microseconds) for the cursor; a JavaScript Date keeps only milliseconds.
        cursorTime: sql<string>`${t.createdAt}::text`,
      })
      .from(t)
      .where(and(...pageFilters))
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(query.limit + 1),
    // Counting stops past TOTAL_CAP, so a page costs the same in a department of any size.
    db.select({ n: count() }).from(
      db
        .select({ one: sql`1` })
        .from(t)
        .where(and(...filters))
        .limit(TOTAL_CAP + 1)
        .as('capped'),
    ),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    resources: page.map((row) => ({
      id: row.id,
      title: row.title,
      url: row.url,
      hasFile: row.storagePath !== null,
      createdAt: row.createdAt.toISOString(),
    })),
    total: Math.min(totalRow?.n ?? 0, TOTAL_CAP),
    totalCapped: (totalRow?.n ?? 0) > TOTAL_CAP,
    nextCursor:
      rows.length > query.limit && last
        ? encodeResourceCursor({ createdAt: last.cursorTime, id: last.id })
        : null,
  };
}
