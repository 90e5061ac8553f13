/**
 * The signed-in hot path (issue "Hardening what is built" item 9): who is signed in and what they may do, for
 * `GET /api/auth/session` and every guarded API route (site-and-portals.md §6, §7 "get session").
 *
 * - The session cookie's signature is checked by better-call's own signed-cookie reader, the library better-auth
 *   signs the cookie with; its format is never decoded here. A cookie value that passed is remembered (at most
 *   {@link MAX_VERIFIED_COOKIES}, least recently used dropped first), so a repeat caller costs no HMAC: the signature
 *   of a given value never changes, and whether its session still exists is asked of the database every time.
 * - One query reads the session, its user, the four access flags (approved_artists and approved_agents enabled,
 *   the admin and mentor roles), the linked artist record and the revision of the user's learner record, by session token.
 * - On the embedded database a row read is kept (at most {@link MAX_KEPT_SESSIONS}, least recently used dropped
 *   first) until the next commit that changed any of those tables: each such commit notifies `session_rows`
 *   (migration 0013), and the count of those notifications is read before the query and compared at every use
 *   ({@link Database.watch}). Signing out, a password reset (which ends every session of the account), `disallow`,
 *   `grant-admin` and a learner's write therefore count from the next request, as when every request asked the
 *   database. On PostgreSQL, where other instances write too, nothing is kept.
 * - Lookups that arrive while the database is busy are answered together by the next query (`token = any($1)`,
 *   src/server/db/coalescer.ts), so the embedded database, which runs one query at a time, does one round-trip for
 *   many requests. A lookup is only ever answered by a query that started after it was asked for.
 * - Anything that writes is left to better-auth's own `getSession`: a session that has expired (deleted, cookie
 *   cleared), one due for its daily extension (see `SESSION_TTL_SECONDS` in auth.ts), and a signed token with no
 *   session any more (cookie cleared). The lookup hands those over and passes on the cookies it sets.
 */
import { createInternalContext, parseCookies } from 'better-call';
import { eq, sql } from 'drizzle-orm';
import type { SessionAccess, SessionArtist, SessionUser } from '@shared/auth/session';
import type { CommitCount, Database } from '../db/client';
import { Coalescer, concurrentRuns } from '../db/coalescer';
import { learnerRevisionOf } from '../db/learner-revision';
import { approvedAgents, approvedArtists, artists, sessions, userRoles, users } from '../db/schema/index';
import type { Auth } from './auth';

/** A signed-in session as the server sees it; carries no token or hash. */
export interface SignedInSession {
  user: SessionUser;
  /** The artist record linked to the user, for the greeting. */
  artist: SessionArtist | null;
  /** Read from the allow-lists and user_roles by the same query, never from the cookie. */
  access: SessionAccess;
  /** When the session ends unless it is extended. */
  expiresAt: Date;
  /**
   * The revision of the user's learner record, read by the same query (src/server/features/course/learner-record.ts):
   * a learner record read at this revision is still the user's.
   */
  learnerRevision: number;
}

/** The answer of {@link SessionLookup.find}. */
export interface SessionLookupResult {
  /** Null when signed out: no cookie, a bad signature, or a session that has ended. */
  session: SignedInSession | null;
  /** `Set-Cookie` values to pass on when better-auth extended or ended the session; usually none. */
  setCookies: string[];
}

/** Most session tokens one query looks up. */
const MAX_TOKENS_PER_LOOKUP = 100;

/** Most signed cookie values remembered as verified (a few hundred bytes each, under 3 MB in all). */
const MAX_VERIFIED_COOKIES = 10_000;

/** Most session rows kept between requests on the embedded database (about 1 KB each). */
const MAX_KEPT_SESSIONS = 10_000;

/** The channel of commits that changed a table the lookup reads (migration 0013). */
const SESSION_ROWS_CHANNEL = 'session_rows';

const SIGNED_OUT: SessionLookupResult = Object.freeze({ session: null, setCookies: [] });

/** `exists` an enabled entry for the user's email on `list`. */
function enabledOn(list: typeof approvedArtists | typeof approvedAgents) {
  return sql<boolean>`exists (select 1 from ${list} where ${list.email} = ${users.email} and ${list.isEnabled})`;
}

/** `exists` a `user_roles` row of the user with `role`. */
function hasRole(role: 'admin' | 'mentor') {
  return sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = ${role})`;
}

/** What the lookup query selects: named columns only (the token is used to match answers, never returned). */
function lookupColumns() {
  return {
    token: sessions.token,
    expiresAt: sessions.expiresAt,
    userId: users.id,
    email: users.email,
    name: users.name,
    emailVerified: users.emailVerified,
    artistAccess: enabledOn(approvedArtists),
    agentAccess: enabledOn(approvedAgents),
    adminAccess: hasRole('admin'),
    mentorAccess: hasRole('mentor'),
    stageName: artists.stageName,
    artistName: artists.name,
    artistId: artists.id,
    learnerRevision: learnerRevisionOf(users.id),
  };
}

function prepareLookup(database: Database) {
  return database.db
    .select(lookupColumns())
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(artists, eq(artists.userId, users.id))
    .where(sql`${sessions.token} = any(${sql.placeholder('tokens')}::text[])`)
    .prepare('session_lookup');
}

type LookupRow = Awaited<ReturnType<ReturnType<typeof prepareLookup>['execute']>>[number];

function toSession(row: LookupRow): SignedInSession {
  return {
    user: { id: row.userId, email: row.email, name: row.name, emailVerified: row.emailVerified },
    artist: row.artistId === null ? null : { stageName: row.stageName, name: row.artistName },
    access: {
      artist: row.artistAccess,
      agent: row.agentAccess,
      admin: row.adminAccess,
      mentor: row.mentorAccess,
    },
    expiresAt: row.expiresAt,
    learnerRevision: row.learnerRevision,
  };
}

/**
 * Finds the session of a request (see the file comment). One instance per database; `AppDeps.sessions`.
 */
export class SessionLookup {
  readonly #auth: Auth;
  readonly #lookups: Coalescer<string, LookupRow>;
  /** Signed cookie value → session token, for values whose signature was verified; oldest use first. */
  readonly #verified = new Map<string, string>();
  /** Session token → its row and the commit count read before the row; oldest use first. Embedded database only. */
  readonly #kept = new Map<string, { row: LookupRow; commits: number }>();
  /** Commits that changed a table the lookup reads; null until watched, and on PostgreSQL. */
  #commits: CommitCount | null = null;

  /**
   * @param auth - the better-auth instance whose cookie, secret and session settings apply.
   * @param database - on the embedded database one query runs at a time; on PostgreSQL up to four.
   */
  constructor(auth: Auth, database: Database) {
    this.#auth = auth;
    const lookup = prepareLookup(database);
    this.#lookups = new Coalescer(
      async (tokens) => {
        const rows = await lookup.execute({ tokens });
        return new Map(rows.map((row) => [row.token, row]));
      },
      concurrentRuns(database.db),
      MAX_TOKENS_PER_LOOKUP,
    );
    database
      .watch(SESSION_ROWS_CHANNEL)
      .then((commits) => {
        this.#commits = commits;
      })
      .catch(() => {
        // Not watched: every lookup asks the database.
      });
  }

  /**
   * The session of a request, with access read fresh.
   *
   * @param cookie - the request's `Cookie` header.
   * @param headers - the request headers for better-auth when it takes over (see the file comment): it reads the
   *   cookie, the user agent and the client IP header. Built only then; by default the cookie alone.
   * @throws the database's error when the query fails, and better-auth's `APIError` when its own session call
   *   does (for instance a session deleted while it was being extended).
   */
  async find(
    cookie: string | undefined,
    headers: () => Headers = () => new Headers({ cookie: cookie ?? '' }),
  ): Promise<SessionLookupResult> {
    if (!cookie) return SIGNED_OUT;
    const context = await this.#auth.$context;
    const token = await this.#verifiedToken(cookie, context.authCookies.sessionToken.name, context.secret);
    if (!token) return SIGNED_OUT;
    const row = await this.#row(token);
    const now = Date.now();
    const { expiresIn, updateAge } = context.sessionConfig;
    const expiresAt = row?.expiresAt.getTime() ?? 0;
    // better-auth's rule for its daily extension: the session was last extended more than `updateAge` ago.
    const dueForExtension = expiresAt - expiresIn * 1000 + updateAge * 1000 <= now;
    if (row && expiresAt > now && !dueForExtension) return { session: toSession(row), setCookies: [] };
    return this.#handOver(headers(), token);
  }

  /** The session token of the signed cookie `name` in `cookie`, or null when absent or wrongly signed. */
  async #verifiedToken(cookie: string, name: string, secret: string): Promise<string | null> {
    const value = parseCookies(cookie).get(name);
    if (!value) return null;
    const known = this.#verified.get(value);
    if (known !== undefined) {
      this.#verified.delete(value);
      this.#verified.set(value, known);
      return known;
    }
    const request = await createInternalContext(
      { headers: new Headers({ cookie }) },
      { options: { method: 'GET' } },
    );
    const token = await request.getSignedCookie(name, secret);
    if (!token) return null;
    this.#verified.set(value, token);
    if (this.#verified.size > MAX_VERIFIED_COOKIES)
      this.#verified.delete(this.#verified.keys().next().value!);
    return token;
  }

  /** The lookup row of `token`: the kept one while no commit changed the tables it comes from, else a fresh read. */
  async #row(token: string): Promise<LookupRow | undefined> {
    const commits = this.#commits;
    if (!commits) return this.#lookups.load(token);
    const kept = this.#kept.get(token);
    this.#kept.delete(token);
    if (kept && kept.commits === commits.value) {
      this.#kept.set(token, kept);
      return kept.row;
    }
    const before = commits.value;
    const row = await this.#lookups.load(token);
    if (row && commits.value === before) {
      this.#kept.set(token, { row, commits: before });
      if (this.#kept.size > MAX_KEPT_SESSIONS) this.#kept.delete(this.#kept.keys().next().value!);
    }
    return row;
  }

  /** Lets better-auth expire, extend or clear the session, then reads it again for the access flags. */
  async #handOver(headers: Headers, token: string): Promise<SessionLookupResult> {
    const { headers: answerHeaders, response } = await this.#auth.api.getSession({
      headers,
      returnHeaders: true,
    });
    const setCookies = answerHeaders.getSetCookie();
    if (!response) return { session: null, setCookies };
    const row = await this.#lookups.load(token);
    return { session: row ? toSession(row) : null, setCookies };
  }
}
