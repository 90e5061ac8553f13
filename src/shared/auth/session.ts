/**
 * The shape of `GET /api/auth/session` and of the sign-in answer (site-and-portals.md §3 "Session/user", §6),
 * declared once: the server builds it with these types, the web app reads it with these schemas. Never carries
 * tokens or password hashes: the session cookie is HttpOnly and the browser only learns who is signed in and what
 * they may do.
 */
import { z } from 'zod/mini';
import { ROLES } from './portals';

/** The signed-in user. */
const sessionUserSchema = z.object({
  id: z.string(),
  /** Lower-cased. */
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
});
export type SessionUser = z.output<typeof sessionUserSchema>;

/** The `artists` row linked to the user (§3), used for the greeting. */
const sessionArtistSchema = z.object({
  stageName: z.nullable(z.string()),
  name: z.nullable(z.string()),
});
export type SessionArtist = z.output<typeof sessionArtistSchema>;

/** What the signed-in person may do; each flag is checked again by the server on every route. */
const sessionAccessSchema = z.object({
  /** On approved_artists with is_enabled true. */
  artist: z.boolean(),
  /** On approved_agents with is_enabled true. */
  agent: z.boolean(),
  /** Has a user_roles row with role admin. */
  admin: z.boolean(),
  /** Has a user_roles row with role mentor: gives feedback on learners' tracks. */
  mentor: z.boolean(),
});
export type SessionAccess = z.output<typeof sessionAccessSchema>;

/**
 * What a page or an API route needs: one of the access flags, or `any` of them, i.e. an account some portal still
 * admits (an approved artist or agent, an admin or a mentor), e.g. /account (docs/decisions/0015).
 */
export type AccessNeed = keyof SessionAccess | 'any';

/** Whether `access` satisfies `need`; the server's guard and the web app's session gate both decide with it. */
export function hasAccess(access: SessionAccess, need: AccessNeed): boolean {
  return need === 'any' ? access.artist || access.agent || access.admin || access.mentor : access[need];
}

/** Who is signed in, what they may do, and until when. */
const sessionInfoSchema = z.object({
  user: sessionUserSchema,
  artist: z.nullable(sessionArtistSchema),
  access: sessionAccessSchema,
  /** `agent` for an approved agent, `admin` from user_roles, else `viewer` (§6). */
  role: z.enum(ROLES),
  /** ISO date-time the session expires. */
  expiresAt: z.string(),
});
export type SessionInfo = z.output<typeof sessionInfoSchema>;

/** `GET /api/auth/session` answers `{ session: null }` when signed out. */
export const sessionResponseSchema = z.object({ session: z.nullable(sessionInfoSchema) });

/** `POST /api/auth/sign-in` answers the new session. */
export const signInResponseSchema = z.object({ session: sessionInfoSchema });

/** The greeting of the artist portal (§2.5): stage name, else name, else email. */
export function greetingName(session: Pick<SessionInfo, 'artist' | 'user'>): string {
  return session.artist?.stageName || session.artist?.name || session.user.email;
}
