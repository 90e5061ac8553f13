/**
 * Revoking and checking certificate credentials against the real database (issue "Certificates that anyone can
 * verify without asking us: Open Badges 3.0 credentials"): staff revoke with a reason (the bit set in the served,
 * re-signed status list, the action audited, a second revocation refused), and anyone checks a credential file
 * (JSON or baked PNG) offline. The credentials are made here with open-badge.ts and sign.ts, not by issuing a
 * certificate. Nothing fetches: `fetch` is watched.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { decodeList } from '@digitalbazaar/vc-bitstring-status-list';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_ERROR_CODES } from '@shared/api-error';
import type { CredentialCheck } from '@shared/schemas/credentials';
import type { PersonDetail } from '@shared/schemas/people';
import { certificateCredentials, staffActions, userCertificates } from '../../db/schema/index';
import { useAccountSuite } from '../../test/accounts';
import { call, member } from '../../test/admin-test-kit';
import { renderedPageData, writeTestWebBuild } from '../../test/web-build';
import { badgeImage } from './badge-image';
import { bakeBadge } from './baked-badge';
import { credentialsDocumentLoader } from './document-loader';
import { openBadgeCredential } from './open-badge';
import { checkCredentialFile, storedCredentialState } from './service';
import { signCredential, verifyCredential } from './sign';
import { statusEntry, statusListUrl } from './status-list';

const suite = useAccountSuite();
const fetchSpy = vi.spyOn(globalThis, 'fetch');

let admin: Awaited<ReturnType<typeof member>>;
let learner: Awaited<ReturnType<typeof member>>;

beforeAll(async () => {
  admin = await member(suite.t, true);
  learner = await member(suite.t);
});

afterAll(() => {
  expect(fetchSpy).not.toHaveBeenCalled();
  fetchSpy.mockRestore();
});

let serial = 0;

/** A certificate of `who` with its signed credential at a fresh status index, as issuance stores them. */
async function certificateWithCredential(who: { userId: string; email: string }) {
  serial += 1;
  const certificateId = `GBF-TEST${serial}-${randomBytes(8).toString('hex').toUpperCase()}`;
  const issuedAt = new Date('2026-05-01T10:00:05.000Z');
  const data = {
    recipient_name: 'Ada Lovelace',
    program_name: 'Artist Development Program',
    completion_date: '2026-05-01T10:00:00.000Z',
    issued_by: 'GBF Music Group',
    certificate_id: certificateId,
    modules_completed: 6,
  };
  await suite.t.database.db.insert(userCertificates).values({
    userId: who.userId,
    certificateType: 'program_completion',
    certificateId,
    certificateData: data,
    issuedAt,
  });
  const issuer = suite.t.deps.issuer;
  const statusIndex = randomInt(0, 131_072);
  const unsigned = openBadgeCredential({
    certificate: { ...data, issuedAt },
    email: who.email,
    publicUrl: issuer.publicUrl,
    brandName: issuer.brandName,
    moduleTitles: ['One', 'Two', 'Three', 'Four', 'Five', 'Six'],
    statusEntry: statusEntry(statusListUrl(issuer.publicUrl), statusIndex),
  });
  const credential = await signCredential(unsigned, {
    key: await issuer.currentKey(),
    publicUrl: issuer.publicUrl,
  });
  await suite.t.database.db
    .insert(certificateCredentials)
    .values({ certificateId, credential: { ...credential }, statusIndex, issuedAt });
  return { certificateId, credential, statusIndex };
}

/** A fresh learner (one program certificate each). */
async function newLearner() {
  return member(suite.t);
}

const revoke = (userId: string, certificateId: string, reason: unknown, cookie = admin.cookie) =>
  call(suite.t.app, 'POST', `/api/admin/people/${userId}/certificates/${certificateId}/revoke`, {
    cookie,
    body: { reason },
  });

/** Uploads `bytes` as `name` to the public check. */
async function upload(bytes: Uint8Array | string, name: string): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
  return call(suite.t.app, 'POST', '/api/credentials/verify', { body: form });
}

async function checked(bytes: Uint8Array | string, name: string): Promise<CredentialCheck> {
  const response = await upload(bytes, name);
  expect(response.status).toBe(200);
  return (await response.json()) as CredentialCheck;
}

describe('revoking a certificate', () => {
  it('sets the bit in the served, re-signed status list, records why, and shows it on the person page', async () => {
    const who = await newLearner();
    const { certificateId, statusIndex } = await certificateWithCredential(who);
    const before = (await (
      await call(suite.t.app, 'GET', `/api/admin/people/${who.userId}`, { cookie: admin.cookie })
    ).json()) as PersonDetail;
    expect(before.certificate).toMatchObject({ certificateId, credential: true, revokedAt: null });

    const response = await revoke(who.userId, certificateId, '  Plagiarised worksheet  ');
    expect(response.status).toBe(200);
    const page = (await response.json()) as PersonDetail;
    expect(page.certificate).toMatchObject({
      certificateId,
      credential: true,
      revokedAt: expect.any(String),
      revokedReason: 'Plagiarised worksheet',
    });
    expect(page.history[0]).toMatchObject({
      kind: 'certificate.revoked',
      actor: admin.email,
      details: { certificateId, reason: 'Plagiarised worksheet' },
    });
    const [audited] = await suite.t.database.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.kind, 'certificate.revoked'), eq(staffActions.subjectUserId, who.userId)));
    expect(audited).toMatchObject({ actorEmail: admin.email, subjectEmail: who.email });

    const served = await call(suite.t.app, 'GET', '/credentials/status/1');
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toContain('max-age=60');
    const list = (await served.json()) as {
      id: string;
      type: string[];
      credentialSubject: { encodedList: string; statusPurpose: string };
    };
    expect(list.id).toBe(statusListUrl(suite.t.env.PUBLIC_URL));
    expect(list.type).toContain('BitstringStatusListCredential');
    expect(list.credentialSubject.statusPurpose).toBe('revocation');
    const bits = await decodeList({ encodedList: list.credentialSubject.encodedList });
    expect(bits.length).toBe(131_072);
    expect(bits.getStatus(statusIndex)).toBe(true);
    expect(bits.getStatus((statusIndex + 1) % 131_072)).toBe(false);
    const issuer = suite.t.deps.issuer;
    const loader = credentialsDocumentLoader({ publicUrl: issuer.publicUrl, keys: await issuer.keys() });
    expect(await verifyCredential(list, { loader, checkStatus: false })).toEqual({
      verified: true,
      errors: [],
    });
  });

  it('refuses a second revocation (409), an unknown or another person’s certificate (404), a missing reason', async () => {
    const who = await newLearner();
    const { certificateId } = await certificateWithCredential(who);
    expect((await revoke(who.userId, certificateId, 'Refunded')).status).toBe(200);
    const again = await revoke(who.userId, certificateId, 'Again');
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { code: API_ERROR_CODES.alreadyRevoked } });
    expect(
      await suite.t.database.db.$count(
        staffActions,
        and(eq(staffActions.kind, 'certificate.revoked'), eq(staffActions.subjectUserId, who.userId)),
      ),
    ).toBe(1);

    const other = await newLearner();
    const theirs = await certificateWithCredential(other);
    const wrongPerson = await revoke(who.userId, theirs.certificateId, 'Wrong person');
    expect(wrongPerson.status).toBe(404);
    expect(await wrongPerson.json()).toMatchObject({ error: { code: API_ERROR_CODES.certificateNotFound } });
    expect((await revoke(who.userId, 'GBF-NOPE-ABCDEFGHJKMNPQRS', 'x')).status).toBe(404);
    expect((await revoke(other.userId, theirs.certificateId, '   ')).status).toBe(400);
    expect((await revoke(other.userId, theirs.certificateId, 'x'.repeat(501))).status).toBe(400);
    // Not an admin: refused before anything is read (the route inventory covers every caller).
    expect((await revoke(other.userId, theirs.certificateId, 'x', learner.cookie)).status).toBe(403);
    expect(
      (await storedCredentialState(suite.t.database.db, suite.t.deps.issuer, theirs.certificateId)).state,
    ).toBe('valid');
  });
});

describe('the /verify page', () => {
  it('says the stored credential’s signature is valid, then revoked with the date (never the reason)', async () => {
    await writeTestWebBuild(suite.t.env.WEB_DIST_DIR);
    const who = await newLearner();
    const { certificateId } = await certificateWithCredential(who);
    const dataOf = async () => {
      const page = await call(suite.t.app, 'GET', `/verify/${certificateId}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).not.toContain('Secret reason');
      return renderedPageData(html) as { credential: unknown };
    };
    expect((await dataOf()).credential).toEqual({ state: 'valid' });
    expect((await revoke(who.userId, certificateId, 'Secret reason')).status).toBe(200);
    expect((await dataOf()).credential).toEqual({ state: 'revoked', revokedAt: expect.any(String) });
  });
});

describe('the stored credential’s state', () => {
  it('is checked again when the stored credential changes, and a revocation shows at once', async () => {
    const { db } = suite.t.database;
    const issuer = suite.t.deps.issuer;
    const who = await newLearner();
    const { certificateId, credential } = await certificateWithCredential(who);
    expect(await storedCredentialState(db, issuer, certificateId)).toEqual({ state: 'valid' });
    expect(await storedCredentialState(db, issuer, certificateId)).toEqual({ state: 'valid' });
    const altered = {
      ...credential,
      credentialSubject: { ...credential.credentialSubject, name: 'Someone Else' },
    };
    await db
      .update(certificateCredentials)
      .set({ credential: altered })
      .where(eq(certificateCredentials.certificateId, certificateId));
    expect(await storedCredentialState(db, issuer, certificateId)).toEqual({ state: 'invalid' });
    await db
      .update(certificateCredentials)
      .set({ credential: { ...credential } })
      .where(eq(certificateCredentials.certificateId, certificateId));
    expect(await storedCredentialState(db, issuer, certificateId)).toEqual({ state: 'valid' });
    expect((await revoke(who.userId, certificateId, 'Refunded')).status).toBe(200);
    expect(await storedCredentialState(db, issuer, certificateId)).toMatchObject({ state: 'revoked' });
  });
});

describe('checking a credential file without JavaScript (POST /verify/{id})', () => {
  /** Posts `bytes` as `name` to the /verify page of `certificateId`, as the page's form does without scripts. */
  const postToPage = async (certificateId: string, bytes?: string) => {
    const form = new FormData();
    if (bytes !== undefined) form.append('file', new Blob([bytes]), 'credential.json');
    const page = await call(suite.t.app, 'POST', `/verify/${certificateId}`, { body: form });
    const html = await page.text();
    return { page, html, data: renderedPageData(html) as { check: unknown; credential: unknown } };
  };

  it('answers the page with the outcome under the form, and why a file was refused', async () => {
    await writeTestWebBuild(suite.t.env.WEB_DIST_DIR);
    const who = await newLearner();
    const { certificateId, credential } = await certificateWithCredential(who);
    const json = JSON.stringify(credential);

    const valid = await postToPage(certificateId, json);
    expect(valid.page.status).toBe(200);
    expect(valid.page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(valid.page.headers.get('cache-control')).toBe('no-store');
    expect(valid.data.credential).toEqual({ state: 'valid' });
    expect(valid.data.check).toEqual({ answer: await checked(json, 'credential.json') });
    expect(valid.data.check).toMatchObject({ answer: { result: 'valid', certificateId } });

    const altered = await postToPage(certificateId, json.replace('Ada Lovelace', 'Ada Lovelacf'));
    expect(altered.page.status).toBe(200);
    expect(altered.data.check).toMatchObject({ answer: { result: 'invalid' } });

    const empty = await postToPage(certificateId);
    expect(empty.page.status).toBe(400);
    expect(empty.data.check).toEqual({ error: 'Choose a credential file (.json or .png).' });
    const neither = await postToPage(certificateId, 'not json at all');
    expect(neither.page.status).toBe(400);
    expect(neither.data).toMatchObject({ check: { error: expect.stringMatching(/JSON|PNG/) } });
    // The verification of the certificate is on the page all along.
    expect(neither.data.credential).toEqual({ state: 'valid' });
  });
});

describe('checking a credential file', () => {
  it('answers valid for our JSON credential and its baked badge, invalid once a character changes', async () => {
    const who = await newLearner();
    const { certificateId, credential } = await certificateWithCredential(who);
    const json = JSON.stringify(credential);
    const valid = await checked(json, 'credential.json');
    expect(valid).toEqual({
      result: 'valid',
      certificateId,
      recipientName: 'Ada Lovelace',
      achievement: 'Music Industry Essentials',
      issuedOn: '2026-05-01T10:00:05Z',
    });
    const png = bakeBadge(
      await badgeImage({
        recipientName: 'Ada Lovelace',
        achievementName: 'Music Industry Essentials',
        brandName: 'GBF Music Group',
        issuedOn: '2026-05-01T10:00:05Z',
      }),
      credential,
    );
    expect(await checked(png, 'badge.png')).toEqual(valid);

    const altered = json.replace('Ada Lovelace', 'Ada Lovelacf');
    const tampered = await checked(altered, 'credential.json');
    expect(tampered.result).toBe('invalid');
    expect(tampered.errors?.length).toBeGreaterThan(0);
    expect(tampered.recipientName).toBeUndefined();
  });

  it('answers revoked with the date for a revoked credential, JSON and PNG alike', async () => {
    const who = await newLearner();
    const { certificateId, credential } = await certificateWithCredential(who);
    expect((await revoke(who.userId, certificateId, 'Refunded')).status).toBe(200);
    const [row] = await suite.t.database.db
      .select({ revokedAt: certificateCredentials.revokedAt })
      .from(certificateCredentials)
      .where(eq(certificateCredentials.certificateId, certificateId));
    const result = await checked(JSON.stringify(credential), 'credential.json');
    expect(result).toMatchObject({
      result: 'revoked',
      revokedAt: row!.revokedAt!.toISOString(),
      certificateId,
    });
    expect(await storedCredentialState(suite.t.database.db, suite.t.deps.issuer, certificateId)).toEqual({
      state: 'revoked',
      revokedAt: row!.revokedAt!.toISOString(),
    });
  });

  it('answers invalid for what is not our credential, 400 for what is neither JSON nor PNG', async () => {
    expect(await checked('{"hello":"world"}', 'x.json')).toMatchObject({ result: 'invalid' });
    expect(await checked('[1,2]', 'x.json')).toMatchObject({ result: 'invalid' });
    const who = await newLearner();
    const { credential } = await certificateWithCredential(who);
    const foreign = { ...credential, issuer: { ...credential.issuer, id: 'did:web:elsewhere.example' } };
    expect(await checked(JSON.stringify(foreign), 'x.json')).toMatchObject({
      result: 'invalid',
      errors: ['The credential was not issued by us.'],
    });
    const unknownContext = {
      ...credential,
      '@context': [...credential['@context'], 'https://evil.example/ctx'],
    };
    expect(await checked(JSON.stringify(unknownContext), 'x.json')).toMatchObject({ result: 'invalid' });
    const plainPng = await badgeImage({
      recipientName: 'A',
      achievementName: 'B',
      brandName: 'C',
      issuedOn: '2026-05-01T10:00:05Z',
    });
    expect(await checked(plainPng, 'x.png')).toEqual({
      result: 'invalid',
      errors: ['This image carries no credential.'],
    });

    const garbage = await upload(new Uint8Array([0xff, 0xfe, 0x00, 0x01, 0x02]), 'x.bin');
    expect(garbage.status).toBe(400);
    expect(await garbage.json()).toMatchObject({ error: { code: API_ERROR_CODES.notCredentialFile } });
    expect((await upload('not json at all', 'x.json')).status).toBe(400);
    const brokenPng = Buffer.concat([plainPng.subarray(0, 40), Buffer.from('broken')]);
    expect((await upload(brokenPng, 'x.png')).status).toBe(400);
    expect((await upload(new Uint8Array(1024 * 1024 + 1), 'big.json')).status).toBe(413);
    expect(
      (await call(suite.t.app, 'POST', '/api/credentials/verify', { body: new FormData() })).status,
    ).toBe(400);
    await expect(
      checkCredentialFile(suite.t.database.db, suite.t.deps.issuer, Buffer.from('{}')),
    ).resolves.toMatchObject({ result: 'invalid' });
  });
});
