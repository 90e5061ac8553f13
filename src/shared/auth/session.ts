/**
 * The shape of `GET /api/auth/session` (site-and-portals.md §3 "Session/user", §6). Never carries tokens or
 * password hashes: the session cookie is HttpOnly and the browser only learns who is signed in and what they may do.
 */
import type { Role } from './portals';

export interface SessionUser {
  id: string;
  /** Lower-cased. */
  email: string;
  name: string;
  emailVerified: boolean;
}

/** The `artists` row linked to the user (§3), used for the greeting. */
export interface SessionArtist {
  stageName: string | null;
  name: string | null;
}

/** What the signed-in person may do; each flag is checked again by the server on every route. */
export interface SessionAccess {
  /** On approved_artists with is_enabled true. */
  artist: boolean;
  /** On approved_agents with is_enabled true. */
  agent: boolean;
  /** Has a user_roles row with role admin. */
  admin: boolean;
}

export interface SessionInfo {
  user: SessionUser;
  artist: SessionArtist | null;
  access: SessionAccess;
  /** `agent` for an approved agent, `admin` from user_roles, else `viewer` (§6). */
  role: Role;
  /** ISO date-time the session expires. */
  expiresAt: string;
}

/** `GET /api/auth/session` answers `{ session: null }` when signed out. */
export interface SessionResponse {
  session: SessionInfo | null;
}

/** The greeting of the artist portal (§2.5): stage name, else name, else email. */
export function greetingName(session: Pick<SessionInfo, 'artist' | 'user'>): string {
  return session.artist?.stageName || session.artist?.name || session.user.email;
}
