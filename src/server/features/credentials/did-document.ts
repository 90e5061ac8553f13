/**
 * The issuer's identity as `did:web` (issue "Certificates that anyone can verify without asking us: Open Badges 3.0
 * credentials"; W3C did:web method §3.2): the DID of the site's `PUBLIC_URL` origin and the DID document served at
 * `/.well-known/did.json`, which lists every issuer key, old and current, as a `Multikey` verification method
 * authorised for `assertionMethod` (W3C Controlled Identifiers, Multikey).
 */
import type { IssuerKey } from './issuer-keys';

/** The DID v1 context. */
const DID_CONTEXT_V1 = 'https://www.w3.org/ns/did/v1';
/** The Multikey context (also `@digitalbazaar/multikey-context` `CONTEXT_URL`). */
const MULTIKEY_CONTEXT_V1 = 'https://w3id.org/security/multikey/v1';

/**
 * The issuer's DID: `did:web:` and the host of `publicUrl`, its port's colon percent-encoded, e.g.
 * `http://localhost:3000` → `did:web:localhost%3A3000`, `https://example.com` → `did:web:example.com`.
 *
 * @throws {Error} when `publicUrl` is not an http(s) URL, or has a path, query or fragment (did:web with a path
 * resolves elsewhere than `/.well-known/did.json`).
 */
export function issuerDid(publicUrl: string): string {
  const url = new URL(publicUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`not an http(s) URL: ${publicUrl}`);
  if (
    (url.pathname !== '/' && url.pathname !== '') ||
    url.search ||
    url.hash ||
    url.username ||
    url.password
  ) {
    throw new Error(`did:web needs a path-less origin, not ${publicUrl}`);
  }
  return `did:web:${url.host.replace(':', '%3A')}`;
}

/** The id of a key's verification method: `<issuer DID>#<key fragment>`, e.g. `did:web:example.com#key-1`. */
export function verificationMethodId(publicUrl: string, key: Pick<IssuerKey, 'id'>): string {
  return `${issuerDid(publicUrl)}#${key.id}`;
}

/** A `Multikey` verification method as listed in the DID document: public key only. */
interface MultikeyVerificationMethod {
  id: string;
  type: 'Multikey';
  controller: string;
  publicKeyMultibase: string;
}

/** The issuer's DID document (`/.well-known/did.json`). */
export interface DidDocument {
  '@context': string[];
  id: string;
  verificationMethod: MultikeyVerificationMethod[];
  assertionMethod: string[];
}

/** A key's public verification method (its secret key never leaves issuer-keys.ts' file). */
function verificationMethod(publicUrl: string, key: IssuerKey): MultikeyVerificationMethod {
  return {
    id: verificationMethodId(publicUrl, key),
    type: 'Multikey',
    controller: issuerDid(publicUrl),
    publicKeyMultibase: key.multikey.publicKeyMultibase,
  };
}

/**
 * The DID document of the issuer: contexts DID v1 and Multikey v1, every key (old ones included, so what they
 * signed still verifies) as a `Multikey` verification method controlled by the DID, and all of them in
 * `assertionMethod` (the proof purpose of a credential's proof).
 *
 * @throws {Error} as {@link issuerDid} does.
 */
export function didDocument(publicUrl: string, keys: readonly IssuerKey[]): DidDocument {
  const methods = keys.map((key) => verificationMethod(publicUrl, key));
  return {
    '@context': [DID_CONTEXT_V1, MULTIKEY_CONTEXT_V1],
    id: issuerDid(publicUrl),
    verificationMethod: methods,
    assertionMethod: methods.map((method) => method.id),
  };
}
