/**
 * The allow-lists and roles (site-and-portals.md §3, §6, §7 "is_artist_approved", "is_agent_approved",
 * "link_artist_user"; training-program.md §6). Every function takes a lower-cased email.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Role } from '@shared/auth/portals';
import type { SessionAccess, SessionArtist } from '@shared/auth/session';
import type { Db } from '../db/client';
import {
  approvedAgents,
  approvedArtists,
  artists,
  enrollmentApplications,
  userRoles,
  users,
} from '../db/schema/index';

/** Which allow-list: `artist` is approved_artists, `agent` is approved_agents. */
export type AllowList = 'artist' | 'agent';

const tables = { artist: approvedArtists, agent: approvedAgents } as const;

/** An allow-list entry as the sign-in check selects it (§7 "Select approved_artists"). */
interface Approval {
  id: string;
  isEnabled: boolean;
}

/** The entry for `email` on `list`, or null when there is none. */
async function findApproval(db: Db, list: AllowList, email: string): Promise<Approval | null> {
  const table = tables[list];
  const [row] = await db
    .select({ id: table.id, isEnabled: table.isEnabled })
    .from(table)
    .where(eq(table.email, email))
    .limit(1);
  return row ?? null;
}

/** is_artist_approved / is_agent_approved: on the list and enabled. */
export async function isApproved(db: Db, list: AllowList, email: string): Promise<boolean> {
  return (await findApproval(db, list, email))?.isEnabled === true;
}

/** Whether staff disabled the account of `userId` (it then has no session and cannot sign in). */
export async function isDisabled(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.disabledAt != null;
}

/** Whether `userId` has `role` (admin or mentor) in user_roles. */
async function hasRole(db: Db, userId: string, role: 'admin' | 'mentor'): Promise<boolean> {
  const [row] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .limit(1);
  return Boolean(row);
}

/** Everything a signed-in user may do, looked up fresh (never cached in the session). */
export async function accessFor(db: Db, user: { id: string; email: string }): Promise<SessionAccess> {
  const [artist, agent, admin, mentor] = await Promise.all([
    isApproved(db, 'artist', user.email),
    isApproved(db, 'agent', user.email),
    hasRole(db, user.id, 'admin'),
    hasRole(db, user.id, 'mentor'),
  ]);
  return { artist, agent, admin, mentor };
}

/** §6: `admin` from user_roles, else `agent` for an approved agent, else `viewer`. */
export function roleFor(access: SessionAccess): Role {
  if (access.admin) return 'admin';
  if (access.agent) return 'agent';
  return 'viewer';
}

/** The artist record linked to `userId` (§7 "Select artists by user_id"), used for the greeting. */
export async function findArtist(db: Db, userId: string): Promise<SessionArtist | null> {
  const [row] = await db
    .select({ stageName: artists.stageName, name: artists.name })
    .from(artists)
    .where(eq(artists.userId, userId))
    .limit(1);
  return row ?? null;
}

/**
 * link_artist_user (§7): after an approved artist confirms their email, links their artist record to the account.
 * A record prepared for the email is claimed; otherwise one is created, named from the artist's latest enrollment
 * application when there is one. Does nothing for an email that is not an approved artist.
 */
export async function linkArtistUser(db: Db, email: string, userId: string): Promise<void> {
  if (!(await isApproved(db, 'artist', email))) return;
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: artists.id, userId: artists.userId })
      .from(artists)
      .where(eq(artists.email, email))
      .limit(1);
    if (existing) {
      if (existing.userId === null)
        await tx
          .update(artists)
          .set({ userId })
          .where(and(eq(artists.id, existing.id), isNull(artists.userId)));
      return;
    }
    const [application] = await tx
      .select({
        stageName: enrollmentApplications.stageName,
        firstName: enrollmentApplications.firstName,
        lastName: enrollmentApplications.lastName,
      })
      .from(enrollmentApplications)
      .where(eq(enrollmentApplications.email, email))
      .orderBy(desc(enrollmentApplications.createdAt))
      .limit(1);
    const name = application ? `${application.firstName} ${application.lastName}`.trim() : null;
    await tx
      .insert(artists)
      .values({ email, userId, stageName: application?.stageName || null, name: name || null })
      .onConflictDoNothing();
  });
}
