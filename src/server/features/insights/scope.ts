/**
 * What every insight shares (issue 37 "Program insights"; docs/decisions/0026): the program's course and its
 * modules, the filters as SQL, raw rows read the same way on either database, and the rounding of figures.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { InsightsQuery } from '@shared/schemas/insights';
import type { Db, Tx } from '../../db/client';
import { courseCatalog, type ModuleRow } from '../course/catalog';

/** The program's course (the first published one) and its active modules in course order; none without a course. */
export async function programCourse(db: Db): Promise<{ courseId: string | null; modules: ModuleRow[] }> {
  const catalog = await courseCatalog(db);
  const course = catalog.courses[0];
  if (!course) return { courseId: null, modules: [] };
  return { courseId: course.id, modules: catalog.modulesByCourse.get(course.id) ?? [] };
}

/** Midnight UTC starting the day `day` (`YYYY-MM-DD`). */
export const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/** Midnight UTC ending the day `day`: the range's end, excluded. */
export const dayEnd = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/** The enrolment month (UTC) of a timestamp column, `YYYY-MM`. */
export const monthOf = (column: SQL | SQL.Aliased | unknown) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM')`;

/**
 * The conditions on a timestamp `column` of the filter's range (both days included, UTC) and, when `cohortColumn`
 * is given, of its cohort (that column's month).
 */
export function rangeConditions(query: InsightsQuery, column: unknown, cohortColumn?: unknown): SQL[] {
  const conditions: SQL[] = [];
  if (query.from) conditions.push(sql`${column} >= ${dayStart(query.from).toISOString()}::timestamptz`);
  if (query.to) conditions.push(sql`${column} < ${dayEnd(query.to).toISOString()}::timestamptz`);
  if (query.cohort && cohortColumn !== undefined)
    conditions.push(sql`${monthOf(cohortColumn)} = ${query.cohort}`);
  return conditions;
}

/** `conditions` joined with `and`, or `true`. */
export const allOf = (conditions: SQL[]) =>
  conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);

/**
 * The rows of a raw query, on PGlite and on PostgreSQL alike, read as one JSON array (`json_agg` of the query, in
 * its order): the embedded database hands over one text value much faster than thousands of rows. Values come as
 * JSON gives them: numbers, text, arrays, objects (jsonb), timestamps as text (use {@link epochMs}).
 */
export async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(
    sql`select coalesce(json_agg(t), '[]')::text as rows from (${query}) t`,
  )) as unknown as { rows: Array<{ rows: string }> };
  return JSON.parse(result.rows[0]!.rows) as T[];
}

/** A timestamp column as milliseconds since the epoch (a float on either database), null stays null. */
export const epochMs = (column: unknown) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/** `value` rounded to `decimals` places. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** The median of `values` (the mean of the middle two for an even count); null when there are none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A number read from a raw row (PostgreSQL answers bigint and numeric as text). */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** A nullable epoch-ms read from a raw row. */
export const msOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);
