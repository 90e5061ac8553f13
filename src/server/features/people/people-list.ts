/**
 * Staff's People list (issue "Staff operations" item 4; training-program.md §7 "select all profiles by created_at
 * descending (admin)"): every account with its access, enrolment in the program, modules completed, last activity
 * and certificate, a page at a time, newest first; and one account's row, for the person's page.
 *
 * Throws `AppError` with code `user_not_found`.
 */
import { and, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import { staffRequestMessages as m } from '@shared/messages/staff';
import type { PeoplePage, PeopleQuery, PersonSummary } from '@shared/schemas/people';
import { encodeResourceCursor } from '@shared/schemas/departments';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import {
  approvedAgents,
  approvedArtists,
  artists,
  moduleProgress,
  profiles,
  sessions,
  userCertificates,
  userEnrollments,
  userRoles,
  users,
} from '../../db/schema/index';
import { AppError } from '../../errors';
import { courseCatalog, type CourseCatalog } from '../course/catalog';

/** An ISO date-time, or null. */
export const iso = (date: Date | null) => date?.toISOString() ?? null;

function listState(list: typeof approvedArtists | typeof approvedAgents) {
  return sql<
    'enabled' | 'disabled' | null
  >`(select case when ${list.isEnabled} then 'enabled' else 'disabled' end from ${list} where ${list.email} = ${users.email})`;
}

const isAdminSql = sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = 'admin')`;
const isMentorSql = sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = 'mentor')`;

/** The program course and its active modules (none before the course files are loaded). */
export function programOf(catalog: CourseCatalog) {
  const course = catalog.courses[0] ?? null;
  const ordered = course ? (catalog.modulesByCourse.get(course.id) ?? []) : [];
  return { course, ordered };
}

/** What the People list selects of an account: named columns only (no hash, no token). */
function summaryColumns(catalog: CourseCatalog) {
  const { course, ordered } = programOf(catalog);
  const moduleIds = ordered.map((module) => module.id);
  const completed =
    moduleIds.length > 0
      ? sql<number>`(select count(*)::int from ${moduleProgress} where ${moduleProgress.userId} = ${users.id} and ${moduleProgress.completedAt} is not null and ${inArray(moduleProgress.moduleId, moduleIds)})`
      : sql<number>`0`;
  return {
    userId: users.id,
    email: users.email,
    accountName: users.name,
    profileName: profiles.name,
    stageName: sql<string | null>`coalesce(${profiles.stageName}, ${artists.stageName})`,
    organisation: users.organisation,
    admin: isAdminSql,
    mentor: isMentorSql,
    artist: listState(approvedArtists),
    agent: listState(approvedAgents),
    enrolledAt: course
      ? sql<
          string | null
        >`(select ${userEnrollments.enrolledAt} from ${userEnrollments} where ${userEnrollments.userId} = ${users.id} and ${userEnrollments.courseId} = ${course.id})`.mapWith(
          userEnrollments.enrolledAt,
        )
      : sql<null>`null`,
    disabledAt: users.disabledAt,
    modulesCompleted: completed,
    lastActivityAt:
      sql<Date | null>`greatest((select max(${moduleProgress.touchedAt}) from ${moduleProgress} where ${moduleProgress.userId} = ${users.id}), (select max(${sessions.createdAt}) from ${sessions} where ${sessions.userId} = ${users.id}))`.mapWith(
        users.createdAt,
      ),
    certificateId: sql<
      string | null
    >`(select ${userCertificates.certificateId} from ${userCertificates} where ${userCertificates.userId} = ${users.id} and ${userCertificates.certificateType} = 'program_completion')`,
    createdAt: users.createdAt,
    cursorTime: sql<string>`${users.createdAt}::text`,
  };
}

type SummaryRow = {
  userId: string;
  email: string;
  accountName: string;
  profileName: string | null;
  stageName: string | null;
  organisation: string | null;
  admin: boolean;
  mentor: boolean;
  artist: 'enabled' | 'disabled' | null;
  agent: 'enabled' | 'disabled' | null;
  enrolledAt: Date | null;
  disabledAt: Date | null;
  modulesCompleted: number;
  lastActivityAt: Date | null;
  certificateId: string | null;
  createdAt: Date;
};

function toSummary(row: SummaryRow, modulesTotal: number): PersonSummary {
  return {
    userId: row.userId,
    email: row.email,
    name: (row.profileName?.trim() || row.accountName).trim(),
    stageName: row.stageName,
    organisation: row.organisation || null,
    admin: row.admin,
    mentor: row.mentor,
    artist: row.artist,
    agent: row.agent,
    enrolledAt: iso(row.enrolledAt),
    disabledAt: iso(row.disabledAt),
    modulesCompleted: row.modulesCompleted,
    modulesTotal,
    lastActivityAt: iso(row.lastActivityAt),
    certificateId: row.certificateId,
    createdAt: row.createdAt.toISOString(),
  };
}

function selectPeople(db: Tx, catalog: CourseCatalog) {
  return db
    .select(summaryColumns(catalog))
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(artists, eq(artists.userId, users.id));
}

/** The filter of the People list. */
function filterOf(filter: PeopleQuery['filter'], catalog: CourseCatalog): SQL | undefined {
  const enabledOn = (list: typeof approvedArtists | typeof approvedAgents) =>
    sql`exists (select 1 from ${list} where ${list.email} = ${users.email} and ${list.isEnabled})`;
  const { course } = programOf(catalog);
  switch (filter) {
    case 'all':
      return undefined;
    case 'learners':
      return course
        ? sql`exists (select 1 from ${userEnrollments} where ${userEnrollments.userId} = ${users.id} and ${userEnrollments.courseId} = ${course.id})`
        : sql`false`;
    case 'artists':
      return enabledOn(approvedArtists);
    case 'agents':
      return enabledOn(approvedAgents);
    case 'admins':
      return isAdminSql;
    case 'disabled':
      return isNotNull(users.disabledAt);
  }
}

/** `GET /admin/people`: one page of accounts, newest first, filtered and searched by name, stage name or email. */
export async function listPeople(db: Db, query: PeopleQuery): Promise<PeoplePage> {
  const catalog = await courseCatalog(db);
  const filters: SQL[] = [];
  const filter = filterOf(query.filter, catalog);
  if (filter) filters.push(filter);
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(
      or(
        ilike(users.email, pattern),
        ilike(users.name, pattern),
        ilike(profiles.name, pattern),
        ilike(profiles.stageName, pattern),
        ilike(artists.stageName, pattern),
      )!,
    );
  }
  if (query.cursor)
    filters.push(
      sql`(${users.createdAt}, ${users.id}) < (${query.cursor.createdAt}::timestamptz, ${query.cursor.id})`,
    );
  const rows = await selectPeople(db, catalog)
    .where(and(...filters))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const total = programOf(catalog).ordered.length;
  return {
    people: page.map((row) => toSummary(row, total)),
    nextCursor:
      rows.length > query.limit && last
        ? encodeResourceCursor({ createdAt: last.cursorTime, id: last.userId })
        : null,
  };
}

/** One account's row of the list, for its page. @throws {AppError} 404 `user_not_found`. */
export async function summaryOf(db: Tx, catalog: CourseCatalog, userId: string): Promise<PersonSummary> {
  const [row] = await selectPeople(db, catalog).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AppError(API_ERROR_CODES.userNotFound, m.userNotFound);
  return toSummary(row, programOf(catalog).ordered.length);
}
