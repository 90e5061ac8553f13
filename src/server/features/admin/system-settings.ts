/**
 * What the Settings tab of /admin shows (training-program.md §2 item 6 "Settings"; issue 38 item 8;
 * docs/decisions/0011): how this installation is configured, built field by field from the validated configuration.
 * Never the configuration itself: of a connection URL only its host (and a database name) is taken, never its user or
 * password; `AUTH_SECRET`, the S3 keys and the issuer's keys are not read here at all, only the current key's id.
 */
import { version } from '../../../../package.json';
import type { SystemSettings } from '@shared/schemas/system-settings';
import type { AppDeps } from '../../deps';
import { issuerDid } from '../credentials/did-document';

/** The `host[:port]` of a URL, or `null` when it does not parse: never its user, password, path or query. */
function hostOf(url: string | undefined): string | null {
  if (!url || !URL.canParse(url)) return null;
  return new URL(url).host || null;
}

/** The database name of a PostgreSQL URL (its path without the slash), or `null`. */
function databaseNameOf(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\/+/, ''));
  return name || null;
}

/**
 * The installation's settings, without a secret.
 *
 * @param deps - the app's configuration (`env`) and the credentials' issuer (its current key's id is read, which
 *   loads the keys once; a failure to load them shows as `keyId: null`, never as an error).
 * @returns the {@link SystemSettings} of `GET /api/admin/settings`.
 */
export async function readSystemSettings(deps: Pick<AppDeps, 'env' | 'issuer'>): Promise<SystemSettings> {
  const { env } = deps;
  let did: string | null = null;
  try {
    did = issuerDid(env.PUBLIC_URL);
  } catch {
    // A PUBLIC_URL with a path has no did:web: the row says so rather than failing the tab.
  }
  let keyId: string | null = null;
  try {
    keyId = (await deps.issuer.currentKey()).id;
  } catch {
    // Unreadable keys: the certificates' own routes report the error; the tab shows the id as unknown.
  }
  const s3 = env.STORAGE_DRIVER === 's3';
  return {
    brandName: env.site.brandName,
    publicUrl: env.PUBLIC_URL,
    addresses: {
      mailFrom: env.MAIL_FROM,
      general: env.site.addresses.general,
      submissions: env.site.addresses.submissions,
      program: env.site.addresses.program,
      staff: env.site.addresses.staff,
    },
    email: env.SMTP_URL ? { kind: 'smtp', host: hostOf(env.SMTP_URL) } : { kind: 'outbox', host: null },
    database: env.DATABASE_URL
      ? { kind: 'postgres', host: hostOf(env.DATABASE_URL), name: databaseNameOf(env.DATABASE_URL) }
      : { kind: 'embedded', host: null, name: null },
    storage: s3
      ? {
          kind: 's3',
          bucket: env.S3_BUCKET ?? null,
          region: env.S3_REGION,
          endpoint: hostOf(env.S3_ENDPOINT),
        }
      : { kind: 'local', bucket: null, region: null, endpoint: null },
    rateLimits: env.REDIS_URL
      ? { kind: 'redis', host: hostOf(env.REDIS_URL) }
      : { kind: 'memory', host: null },
    credentials: { did, keyId },
    versions: { app: version, node: process.version },
  };
}
