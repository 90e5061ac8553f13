/**
 * The issuer of our credentials as the revocation and verification code needs it (issue "Certificates that anyone
 * can verify without asking us: Open Badges 3.0 credentials"): its keys, the site's origin (its did:web) and the
 * brand that names it. The one place that reads them from the app's dependencies.
 */
import type { AppDeps } from '../../deps';
import { loadOrCreateIssuerKeys, type IssuerKey } from './issuer-keys';

/** The issuer: its keys (oldest first, the last is the current one), `PUBLIC_URL` and the brand name. */
export interface Issuer {
  keys: readonly IssuerKey[];
  publicUrl: string;
  brandName: string;
}

/** The keys per data directory, read (or made) once per process, so that concurrent first calls share one file. */
const keysByDataDir = new Map<string, Promise<IssuerKey[]>>();

function keysOf(dataDir: string): Promise<IssuerKey[]> {
  let keys = keysByDataDir.get(dataDir);
  if (!keys) {
    keys = loadOrCreateIssuerKeys(dataDir);
    keysByDataDir.set(dataDir, keys);
    // A failed read is tried again next time.
    keys.catch(() => keysByDataDir.delete(dataDir));
  }
  return keys;
}

/**
 * The issuer of the app: the keys of `<DATA_DIR>/credentials/issuer-keys.json` (made on first use), `PUBLIC_URL`
 * and the site's brand name.
 *
 * @throws {Error} as issuer-keys.ts `loadOrCreateIssuerKeys` does.
 */
export async function issuerOf(deps: Pick<AppDeps, 'env'>): Promise<Issuer> {
  return {
    keys: await keysOf(deps.env.DATA_DIR),
    publicUrl: deps.env.PUBLIC_URL,
    brandName: deps.env.site.brandName,
  };
}
