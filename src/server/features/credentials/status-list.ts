/**
 * Revocation of our credentials with a W3C Bitstring Status List (issue "Certificates that anyone can verify without
 * asking us: Open Badges 3.0 credentials"; W3C Bitstring Status List v1.0, status purpose `revocation`), made with
 * `@digitalbazaar/vc-bitstring-status-list`. A credential carries a `BitstringStatusListEntry` naming its index in
 * the list; the issuer publishes the signed list credential at the stable URL `${publicUrl}/credentials/status/1`;
 * a set bit means revoked.
 */
import { createCredential, createList, decodeList } from '@digitalbazaar/vc-bitstring-status-list';
import { issuerDid } from './did-document';
import type { DocumentLoader } from './document-loader';
import type { IssuerKey } from './issuer-keys';
import { signCredential, type SignedCredential } from './sign';

/** The spec's minimum length (16 KiB of bits), so that one entry says little about which credential it is. */
const MIN_STATUS_LIST_LENGTH = 131_072;

/** The status purpose of our list. */
const REVOCATION = 'revocation';

/** A credential's `credentialStatus` (Bitstring Status List §2.1 `BitstringStatusListEntry`). */
export interface StatusEntry {
  /** `<list URL>#<index>`. */
  id: string;
  type: 'BitstringStatusListEntry';
  statusPurpose: 'revocation';
  /** The index as a decimal string, as the spec writes it. */
  statusListIndex: string;
  /** The status list credential's URL. */
  statusListCredential: string;
}

/** The stable URL of the (single) status list credential: `${publicUrl}/credentials/status/1`. */
export function statusListUrl(publicUrl: string): string {
  return `${publicUrl}/credentials/status/1`;
}

/**
 * A new, all-clear status list of `length` bits (at least 131,072, the spec's minimum), encoded as the spec's
 * `encodedList` (multibase base64url of the GZIP-compressed bits).
 *
 * @throws {RangeError} when `length` is below 131,072 or not a multiple of 8.
 */
export async function createStatusList(length: number = MIN_STATUS_LIST_LENGTH): Promise<string> {
  if (!Number.isInteger(length) || length < MIN_STATUS_LIST_LENGTH || length % 8 !== 0) {
    throw new RangeError(
      `a status list has at least ${MIN_STATUS_LIST_LENGTH} bits, a multiple of 8: ${length}`,
    );
  }
  return (await createList({ length })).encode();
}

/**
 * The `credentialStatus` of the credential at `index` of the list at `listUrl`.
 *
 * @throws {RangeError} when `index` is not a non-negative integer.
 */
export function statusEntry(listUrl: string, index: number): StatusEntry {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`not a status list index: ${index}`);
  return {
    id: `${listUrl}#${index}`,
    type: 'BitstringStatusListEntry',
    statusPurpose: REVOCATION,
    statusListIndex: String(index),
    statusListCredential: listUrl,
  };
}

/**
 * The encoded list with the bit at `index` set (`revoked` true) or cleared; the list given is not changed.
 *
 * @throws {Error} when `encodedList` does not decode, or `index` is outside the list.
 */
export async function setRevoked(encodedList: string, index: number, revoked: boolean): Promise<string> {
  const list = await decodeList({ encodedList });
  if (!Number.isInteger(index) || index < 0 || index >= list.length) {
    throw new RangeError(`status list index ${index} is outside a list of ${list.length}`);
  }
  list.setStatus(index, revoked);
  return list.encode();
}

/** What the signed status list credential is made of. */
export interface StatusListCredentialInput {
  /** The site's origin: the list is at {@link statusListUrl}, issued by its did:web. */
  publicUrl: string;
  /** The current encoded list ({@link createStatusList}, {@link setRevoked}). */
  encodedList: string;
  /** The issuer key to sign with (the current one). */
  key: IssuerKey;
  /** When this version of the list was issued (`validFrom`); now by default. */
  validFrom?: Date;
  /** The loader of the contexts, by default one of the bundled contexts and this key. */
  loader?: DocumentLoader;
}

/**
 * The signed `BitstringStatusListCredential` (VC v2 context; subject `BitstringStatusList`, purpose `revocation`)
 * at `${publicUrl}/credentials/status/1`, issued by the site's did:web, so that a verifier can check that it comes
 * from the credential's issuer.
 *
 * @throws {Error} as sign.ts `signCredential` does, or when `encodedList` does not decode.
 */
export async function statusListCredential(input: StatusListCredentialInput): Promise<SignedCredential> {
  const id = statusListUrl(input.publicUrl);
  const list = await decodeList({ encodedList: input.encodedList });
  const unsigned = await createCredential({ id, list, statusPurpose: REVOCATION });
  const validFrom = `${(input.validFrom ?? new Date()).toISOString().slice(0, 19)}Z`;
  return signCredential(
    { ...unsigned, issuer: issuerDid(input.publicUrl), validFrom },
    { key: input.key, publicUrl: input.publicUrl, loader: input.loader },
  );
}
