/**
 * Signing and verifying our credentials (issue "Certificates that anyone can verify without asking us: Open Badges
 * 3.0 credentials"): an embedded W3C Data Integrity proof (`DataIntegrityProof`, cryptosuite `eddsa-rdfc-2022`,
 * proof purpose `assertionMethod`) made with the issuer's Ed25519 key by `@digitalbazaar/vc`,
 * `@digitalbazaar/data-integrity` and `@digitalbazaar/eddsa-rdfc-2022-cryptosuite`; the revocation status read
 * with `@digitalbazaar/vc-bitstring-status-list`. Every document is resolved by our offline loader
 * (document-loader.ts): nothing is fetched.
 */
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as vc from '@digitalbazaar/vc';
import { checkStatus as checkBitstringStatus } from '@digitalbazaar/vc-bitstring-status-list';
import { issuerDid, verificationMethodId } from './did-document';
import { credentialsDocumentLoader, type DocumentLoader } from './document-loader';
import type { IssuerKey } from './issuer-keys';

/** The embedded proof a signed credential carries (VC Data Integrity 1.0 §2.1). */
interface DataIntegrityProofValue {
  type: 'DataIntegrityProof';
  cryptosuite: 'eddsa-rdfc-2022';
  created?: string;
  verificationMethod: string;
  proofPurpose: 'assertionMethod';
  proofValue: string;
}

/** A credential with its proof. */
export type SignedCredential<T extends object = Record<string, unknown>> = T & {
  proof: DataIntegrityProofValue;
};

/** What signing needs besides the credential. */
export interface SignOptions {
  /** The issuer key to sign with (usually issuer-keys.ts `currentIssuerKey`). */
  key: IssuerKey;
  /** The site's origin: the key's verification method is `<did:web of publicUrl>#<key id>`. */
  publicUrl: string;
  /** The loader of the contexts; by default one of the bundled contexts and this key. */
  loader?: DocumentLoader;
}

/**
 * Signs a credential: adds a `DataIntegrityProof` (`eddsa-rdfc-2022`, `assertionMethod`) made with `key`, whose
 * `verificationMethod` is `<issuer DID>#<key id>`. The credential given is not changed.
 *
 * @returns the signed credential.
 * @throws {Error} when the credential breaks the VC data model (e.g. no `validFrom` date-time, no issuer), uses a
 * term no context defines (RDFC canonicalisation runs in safe mode), or names a context the loader does not hold.
 */
export async function signCredential<T extends object>(
  credential: T,
  options: SignOptions,
): Promise<SignedCredential<T>> {
  const { key, publicUrl } = options;
  const keyPair = await Ed25519Multikey.from({
    ...key.multikey,
    id: verificationMethodId(publicUrl, key),
    controller: issuerDid(publicUrl),
  });
  const suite = new DataIntegrityProof({ signer: keyPair.signer(), cryptosuite });
  const loader = options.loader ?? credentialsDocumentLoader({ publicUrl, keys: [key] });
  return (await vc.issue({
    credential: structuredClone(credential),
    suite,
    documentLoader: loader,
  })) as SignedCredential<T>;
}

/** What verifying needs besides the credential. */
export interface VerifyOptions {
  /** Our offline loader, holding the issuer's keys and the status list credentials. */
  loader: DocumentLoader;
  /** Whether to read the credential's revocation status (default true); when false it is not looked at. */
  checkStatus?: boolean;
}

/**
 * The outcome of verifying: `verified` only when the proof is valid (by a key the DID document lists in
 * `assertionMethod`), the credential is well formed and in its validity period, and (when checked) it is not
 * revoked; `errors` says why not, one message per problem; `revoked` is set when the status was read.
 */
export interface VerifyResult {
  verified: boolean;
  errors: string[];
  revoked?: boolean;
}

type ErrorLike = (Error & { errors?: ErrorLike[] }) | undefined;

function messages(error: ErrorLike): string[] {
  if (!error) return [];
  if (Array.isArray(error.errors) && error.errors.length > 0) return error.errors.flatMap(messages);
  return [error.message];
}

/**
 * Verifies a signed credential with our offline loader: its proof (`vc.verifyCredential`) and, unless
 * `checkStatus` is false, its Bitstring Status List revocation entry (the signed status list credential, itself
 * verified, must be one the loader holds, from the same issuer). Never throws for a bad credential: the answer says
 * what is wrong.
 */
export async function verifyCredential(credential: object, options: VerifyOptions): Promise<VerifyResult> {
  const suite = new DataIntegrityProof({ cryptosuite });
  let revoked: boolean | undefined;
  const statusErrors: string[] = [];
  const result = await vc.verifyCredential({
    credential,
    suite,
    documentLoader: options.loader,
    checkStatus: async () => {
      if (options.checkStatus === false) return { verified: true };
      const status = await checkBitstringStatus({ credential, documentLoader: options.loader, suite });
      if (!status.verified) {
        statusErrors.push(...messages(status.error));
        return status;
      }
      revoked = (status.results ?? []).some((entry) => entry.status);
      if (revoked) statusErrors.push('the credential has been revoked');
      return { verified: !revoked };
    },
  });
  const errors = [
    ...new Set([
      ...messages(result.error),
      ...(result.results ?? []).flatMap((entry) => messages(entry.error)),
    ]),
    ...statusErrors,
  ];
  const verified = result.verified && errors.length === 0;
  if (!verified && errors.length === 0) errors.push('the credential was not verified');
  return revoked === undefined ? { verified, errors } : { verified, errors, revoked };
}
