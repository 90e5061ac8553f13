/**
 * Test helpers of the suites that check the certificates' Open Badges 3.0 credentials (features/certificates,
 * admin's export): verifying a credential offline as anyone would, reading a baked badge back, rotating the issuer
 * key. Here, not in the credentials feature, so that no feature's tests import another feature's internals
 * (docs/decisions/0024).
 */
import { eq } from 'drizzle-orm';
import { credentialStatusList } from '../db/schema/index';
import { readBakedCredential } from '../features/credentials/baked-badge';
import { credentialsDocumentLoader } from '../features/credentials/document-loader';
import { credentialIssuer } from '../features/credentials/issuer';
import { rotateIssuerKey, type IssuerKey } from '../features/credentials/issuer-keys';
import { verifyCredential, type VerifyResult } from '../features/credentials/sign';
import { statusListUrl } from '../features/credentials/status-list';
import type { TestApp } from './test-app';

/**
 * Verifies `credential` offline with the app's issuer keys as the key file has them now (a fresh read, as after a
 * restart) and its stored status list, revocation included.
 */
export async function verifyOffline(t: TestApp, credential: object): Promise<VerifyResult> {
  const keys = await credentialIssuer(t.env).keys();
  const [list] = await t.database.db
    .select()
    .from(credentialStatusList)
    .where(eq(credentialStatusList.id, 1));
  const publicUrl = t.env.PUBLIC_URL;
  const loader = credentialsDocumentLoader({
    publicUrl,
    keys,
    statusListCredentials: list ? { [statusListUrl(publicUrl)]: list.credential } : {},
  });
  return verifyCredential(credential, { loader, checkStatus: Boolean(list) });
}

/** The credential baked into a badge PNG, or null when it has none. */
export function bakedCredential(png: Buffer): Record<string, unknown> | null {
  return readBakedCredential(png);
}

/** Adds an issuer key to the app's key file (as `credentials rotate-key` does); the keys after it, oldest first. */
export function rotateKey(t: TestApp): Promise<IssuerKey[]> {
  return rotateIssuerKey(t.env.DATA_DIR);
}
