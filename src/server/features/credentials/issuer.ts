/**
 * The label as the issuer of the certificates' Open Badges 3.0 credentials (issue "Certificates that anyone can
 * verify without asking us: Open Badges 3.0 credentials"): its site, its brand and its signing keys, loaded once.
 * The app's dependencies hold one (deps.ts `AppDeps.issuer`).
 */
import type { Env } from '../../env';
import { currentIssuerKey, loadOrCreateIssuerKeys, type IssuerKey } from './issuer-keys';

/** Who signs the credentials, and with which keys. */
export interface CredentialIssuer {
  /** The site's origin (`PUBLIC_URL`, no trailing slash): the issuer's DID is its did:web. */
  publicUrl: string;
  /** The brand that issues the certificates, e.g. `GBF Music Group`. */
  brandName: string;
  /**
   * The issuer's keys, oldest first, the last the current one: loaded (or made) on the first call, the same list
   * afterwards; a failed load is tried again on the next call.
   *
   * @throws {Error} as issuer-keys.ts `loadOrCreateIssuerKeys` does.
   */
  keys(): Promise<IssuerKey[]>;
  /** The current key (the last of {@link keys}). */
  currentKey(): Promise<IssuerKey>;
}

/**
 * The issuer of a site: `env.PUBLIC_URL`, `env.site.brandName`, and the keys of `env.CREDENTIAL_ISSUER_KEYS` or
 * else of `<DATA_DIR>/credentials/issuer-keys.json` (made with one key when missing), loaded lazily, once. A key
 * rotated from the command line is used from the server's next start.
 */
export function credentialIssuer(
  env: Pick<Env, 'DATA_DIR' | 'PUBLIC_URL' | 'CREDENTIAL_ISSUER_KEYS' | 'site'>,
): CredentialIssuer {
  let loading: Promise<IssuerKey[]> | undefined;
  const keys = () => {
    loading ??= loadOrCreateIssuerKeys(env.DATA_DIR, env.CREDENTIAL_ISSUER_KEYS).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    publicUrl: env.PUBLIC_URL,
    brandName: env.site.brandName,
    keys,
    currentKey: async () => currentIssuerKey(await keys()),
  };
}
