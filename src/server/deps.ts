/** What the app needs from the outside world; `createApp(deps)` takes it so tests can run the app in-process. */
import { createAuth, type Auth } from './auth/auth';
import { SessionLookup } from './auth/session-lookup';
import type { Database } from './db/client';
import type { Env } from './env';
import { credentialIssuer, type CredentialIssuer } from './features/credentials/issuer';
import { RateLimits } from './http/rate-limit';
import type { Logger } from './logger';
import type { EmailWorker } from './mail/email-queue';
import { createDisk, type Disk } from './storage/disk';

export interface AppDeps {
  env: Env;
  database: Database;
  logger: Logger;
  /** Delivers queued email; routes kick it after queueing a message. */
  emailWorker: EmailWorker;
  /** The better-auth instance on `database`. */
  auth: Auth;
  /** Who is signed in and what they may do, in one query per request (auth/session-lookup.ts). */
  sessions: SessionLookup;
  /** Request counters for the account routes; close them on shutdown. */
  rateLimits: RateLimits;
  /** Where uploaded files live (local folder or S3-compatible bucket). */
  disk: Disk;
  /** The label as the issuer of the certificates' signed credentials: its keys, loaded on first use. */
  issuer: CredentialIssuer;
}

/**
 * Adds what is built from the rest: the auth instance and its session lookup, the rate-limit store (Redis when
 * `REDIS_URL`), the disk, the credentials' issuer.
 */
export function buildAppDeps(
  base: Omit<AppDeps, 'auth' | 'sessions' | 'rateLimits' | 'disk' | 'issuer'>,
): AppDeps {
  const auth = createAuth(base.env, base.database.db, base.logger);
  return {
    ...base,
    auth,
    sessions: new SessionLookup(auth, base.database),
    rateLimits: RateLimits.create(base.env.REDIS_URL, base.logger),
    disk: createDisk(base.env),
    issuer: credentialIssuer(base.env),
  };
}
