/**
 * Open Badges 3.0 credentials of certificates, signed and verified offline (issue "Certificates that anyone can
 * verify without asking us: Open Badges 3.0 credentials"). No test touches the network: the loader never fetches.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { didDocument, issuerDid } from './did-document';
import { credentialsDocumentLoader, UnknownDocumentError } from './document-loader';
import { currentIssuerKey, loadOrCreateIssuerKeys, rotateIssuerKey } from './issuer-keys';
import { emailIdentityHash, openBadgeCredential, type OpenBadgeInput } from './open-badge';
import { signCredential, verifyCredential } from './sign';
import {
  createStatusList,
  setRevoked,
  statusEntry,
  statusListCredential,
  statusListUrl,
} from './status-list';

const publicUrl = 'http://localhost:3000';
const moduleTitles = [
  'History of the Recording Industry',
  'Money Matters in Music',
  'Creativity in Content and Artistry',
  'Building Your Image and Marketing',
  'Producing the Record',
  'Marketing Music in the New Economy',
];

function input(overrides: Partial<OpenBadgeInput> = {}): OpenBadgeInput {
  return {
    certificate: {
      recipient_name: 'Ada Lovelace',
      program_name: 'Artist Development Program',
      completion_date: '2026-05-01T10:00:00.000Z',
      enrolled_date: '2025-11-01T10:00:00.000Z',
      duration_days: 181,
      issued_by: 'GBF Music Group',
      certificate_id: 'GBF-MI2X7Q1C-K3Q7ZP4W2ABC5DEF',
      modules_completed: 6,
      issuedAt: new Date('2026-05-01T10:00:05.123Z'),
    },
    email: 'Ada@Example.com',
    salt: 'f00dfeed',
    publicUrl,
    brandName: 'GBF Music Group',
    moduleTitles,
    ...overrides,
  };
}

let dataDir: string;
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'credentials-'));
});
afterEach(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('issuer keys and DID document', () => {
  it('makes the key file once, readable by its owner only, and reads it back', async () => {
    const keys = await loadOrCreateIssuerKeys(dataDir);
    expect(keys).toHaveLength(1);
    expect(keys[0]!.id).toBe('key-1');
    expect(keys[0]!.multikey).toMatchObject({
      type: 'Multikey',
      publicKeyMultibase: expect.stringMatching(/^z/),
    });
    const file = path.join(dataDir, 'credentials', 'issuer-keys.json');
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect(await loadOrCreateIssuerKeys(dataDir)).toEqual(keys);
    expect(await loadOrCreateIssuerKeys(path.join(dataDir, 'elsewhere'), JSON.stringify(keys))).toEqual(keys);
    await expect(loadOrCreateIssuerKeys(dataDir, '{"keys":[]}')).rejects.toThrow(/no issuer keys/);
  });

  it('names the issuer by the did:web of the public origin and lists every key for assertions', async () => {
    expect(issuerDid('http://localhost:3000')).toBe('did:web:localhost%3A3000');
    expect(issuerDid('https://example.com')).toBe('did:web:example.com');
    expect(() => issuerDid('https://example.com/label')).toThrow(/path-less/);
    const keys = await rotateIssuerKey(dataDir, new Date('2026-06-01T00:00:00Z'));
    const doc = didDocument(publicUrl, keys);
    expect(doc.id).toBe('did:web:localhost%3A3000');
    expect(doc.verificationMethod.map((method) => method.id)).toEqual([
      'did:web:localhost%3A3000#key-1',
      'did:web:localhost%3A3000#key-2',
    ]);
    expect(doc.assertionMethod).toEqual(doc.verificationMethod.map((method) => method.id));
    expect(JSON.stringify(doc)).not.toContain('secretKeyMultibase');
  });
});

describe('offline document loader', () => {
  it('answers the bundled contexts and our keys, and throws naming any other URL', async () => {
    const keys = await loadOrCreateIssuerKeys(dataDir);
    const loader = credentialsDocumentLoader({ publicUrl, keys });
    for (const url of [
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      'https://w3id.org/security/data-integrity/v2',
      'https://w3id.org/security/multikey/v1',
      'did:web:localhost%3A3000',
      'did:web:localhost%3A3000#key-1',
    ]) {
      expect((await loader(url)).document).toBeTypeOf('object');
    }
    await expect(loader('https://evil.example/context.json')).rejects.toThrow(UnknownDocumentError);
    await expect(loader('https://evil.example/context.json')).rejects.toThrow(
      'https://evil.example/context.json',
    );
  });
});

describe('Open Badges 3.0 credential', () => {
  it('hashes the lower-cased email with the salt as OB 3.0 writes it', () => {
    const credential = openBadgeCredential(input());
    const expected = createHash('sha256').update('ada@example.comf00dfeed').digest('hex');
    expect(credential.credentialSubject.identifier[0]).toEqual({
      type: 'IdentityObject',
      identityHash: `sha256$${expected}`,
      identityType: 'emailAddress',
      hashed: true,
      salt: 'f00dfeed',
    });
    expect(JSON.stringify(credential)).not.toContain('Ada@Example.com');
    const unsalted = openBadgeCredential(input({ salt: undefined })).credentialSubject.identifier[0]!;
    expect(unsalted.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(unsalted.identityHash).toBe(emailIdentityHash('ada@example.com', unsalted.salt));
  });

  it('issues and signs a credential that verifies offline, and fails once its subject is changed', async () => {
    const keys = await loadOrCreateIssuerKeys(dataDir);
    const credential = openBadgeCredential(input());
    expect(credential).toMatchObject({
      id: `${publicUrl}/verify/GBF-MI2X7Q1C-K3Q7ZP4W2ABC5DEF`,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: 'did:web:localhost%3A3000', name: 'GBF Music Group' },
      validFrom: '2026-05-01T10:00:05Z',
      credentialSubject: { name: 'Ada Lovelace', achievement: { achievementType: 'Certificate' } },
    });
    for (const title of moduleTitles)
      expect(credential.credentialSubject.achievement.criteria.narrative).toContain(title);

    const signed = await signCredential(credential, { key: currentIssuerKey(keys), publicUrl });
    expect(signed.proof).toMatchObject({
      type: 'DataIntegrityProof',
      cryptosuite: 'eddsa-rdfc-2022',
      proofPurpose: 'assertionMethod',
      verificationMethod: 'did:web:localhost%3A3000#key-1',
    });
    const loader = credentialsDocumentLoader({ publicUrl, keys });
    expect(await verifyCredential(signed, { loader })).toEqual({ verified: true, errors: [] });

    const tampered = structuredClone(signed);
    tampered.credentialSubject.name = 'Ada Lovelacf';
    const result = await verifyCredential(tampered, { loader });
    expect(result.verified).toBe(false);
    expect(result.errors.join(' ')).toMatch(/signature/i);
  });

  it('refuses to sign a property no context defines (RDFC safe mode)', async () => {
    const keys = await loadOrCreateIssuerKeys(dataDir);
    const credential = { ...openBadgeCredential(input()), favouriteColour: 'green' };
    await expect(signCredential(credential, { key: currentIssuerKey(keys), publicUrl })).rejects.toThrow(
      /safe mode/i,
    );
  });

  it('keeps credentials signed with an earlier key valid after a rotation, and signs new ones with the new key', async () => {
    const first = await loadOrCreateIssuerKeys(dataDir);
    const before = await signCredential(openBadgeCredential(input()), {
      key: currentIssuerKey(first),
      publicUrl,
    });
    const rotated = await rotateIssuerKey(dataDir, new Date('2026-06-01T00:00:00Z'));
    expect(rotated.map((key) => key.id)).toEqual(['key-1', 'key-2']);
    expect(await loadOrCreateIssuerKeys(dataDir)).toEqual(rotated);
    const after = await signCredential(openBadgeCredential(input()), {
      key: currentIssuerKey(rotated),
      publicUrl,
    });
    expect(after.proof.verificationMethod).toBe('did:web:localhost%3A3000#key-2');

    const loader = credentialsDocumentLoader({ publicUrl, keys: rotated });
    expect(await verifyCredential(before, { loader })).toMatchObject({ verified: true });
    expect(await verifyCredential(after, { loader })).toMatchObject({ verified: true });
    // a verifier that knows only the first key cannot verify what the second signed
    const old = credentialsDocumentLoader({ publicUrl, keys: first });
    expect(await verifyCredential(after, { loader: old })).toMatchObject({ verified: false });
  });
});

describe('Bitstring status list', () => {
  it('shows a credential as revoked once its index is set in the signed list', async () => {
    const keys = await loadOrCreateIssuerKeys(dataDir);
    const key = currentIssuerKey(keys);
    const listUrl = statusListUrl(publicUrl);
    expect(listUrl).toBe(`${publicUrl}/credentials/status/1`);
    await expect(createStatusList(1024)).rejects.toThrow(RangeError);
    const empty = await createStatusList();

    const entry = statusEntry(listUrl, 42);
    expect(entry).toEqual({
      id: `${listUrl}#42`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: '42',
      statusListCredential: listUrl,
    });
    const signed = await signCredential(openBadgeCredential(input({ statusEntry: entry })), {
      key,
      publicUrl,
    });

    const clearList = await statusListCredential({ publicUrl, encodedList: empty, key });
    const clear = credentialsDocumentLoader({
      publicUrl,
      keys,
      statusListCredentials: { [listUrl]: clearList },
    });
    expect(await verifyCredential(signed, { loader: clear })).toEqual({
      verified: true,
      errors: [],
      revoked: false,
    });

    const revokedList = await statusListCredential({
      publicUrl,
      encodedList: await setRevoked(empty, 42, true),
      key,
    });
    const revoked = credentialsDocumentLoader({
      publicUrl,
      keys,
      statusListCredentials: { [listUrl]: revokedList },
    });
    const result = await verifyCredential(signed, { loader: revoked });
    expect(result).toMatchObject({ verified: false, revoked: true });
    expect(result.errors).toContain('the credential has been revoked');
    expect(await verifyCredential(signed, { loader: revoked, checkStatus: false })).toEqual({
      verified: true,
      errors: [],
    });

    // another index of the same list stays valid
    const other = await signCredential(
      openBadgeCredential(input({ statusEntry: statusEntry(listUrl, 43) })),
      {
        key,
        publicUrl,
      },
    );
    expect(await verifyCredential(other, { loader: revoked })).toMatchObject({
      verified: true,
      revoked: false,
    });

    // a list whose proof does not hold is not trusted
    const forged = structuredClone(revokedList);
    forged.credentialSubject = { ...(forged.credentialSubject as object), encodedList: empty };
    const forgedLoader = credentialsDocumentLoader({
      publicUrl,
      keys,
      statusListCredentials: { [listUrl]: forged },
    });
    expect(await verifyCredential(signed, { loader: forgedLoader })).toMatchObject({ verified: false });
  });
});
