/**
 * Certificates as signed Open Badges 3.0 credentials (issue "Certificates that anyone can verify without asking us:
 * Open Badges 3.0 credentials"), against the real database: completing the program issues the certificate with its
 * credential, which verifies offline; a certificate without one gets it from the start-up backfill; a failed
 * signing never loses the certificate; after a key rotation the old credentials still verify and new ones name the
 * new key; the learner and staff download the credential as JSON and as the baked badge, nobody else; the issuer's
 * DID document is public.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  certificateCredentials,
  moduleProgress,
  profiles,
  userCertificates,
  userRoles,
  users,
} from '../../db/schema/index';
import { member as adminMember } from '../../test/admin-test-kit';
import {
  createConfirmedAccount,
  disableEntryOnly,
  readSession,
  send,
  signInCookie,
  uniqueEmail,
  useAccountSuite,
} from '../../test/accounts';
import { seedCourseContent } from '../../test/course-content';
import { bakedCredential, rotateKey, verifyOffline } from '../../test/credentials-kit';
import { issueMissingCredentials } from '../credentials/issue';
import { credentialIssuer } from '../credentials/issuer';
import { certificateIssuer, issueProgramCertificateIfComplete, newCertificateId } from './service';

const suite = useAccountSuite();
let courseId = '';
let moduleIds: string[] = [];

interface Learner {
  cookie: string;
  userId: string;
  email: string;
}

/** A signed-in approved artist enrolled in the course, the name to print set, every module completed. */
async function graduate(): Promise<Learner> {
  const email = uniqueEmail('badge');
  await createConfirmedAccount(suite.t, { email, portal: 'program' });
  const cookie = await signInCookie(suite.t, { email, portal: 'program' });
  const { session } = await readSession(suite.t, cookie);
  const who = { cookie, userId: session.user.id as string, email };
  const enrolled = await send(suite.t, 'POST', `/api/learning/courses/${courseId}/enrollment`, undefined, {
    cookie,
  });
  expect(enrolled.status).toBe(201);
  const { db } = suite.t.database;
  await db.insert(profiles).values({ userId: who.userId, email, name: 'Ada Badge' });
  const now = new Date();
  await db
    .insert(moduleProgress)
    .values(
      moduleIds.map((moduleId) => ({ userId: who.userId, moduleId, startedAt: now, completedAt: now })),
    );
  return who;
}

/** The learner's certificate id, issued by GET /api/certificates when due. */
async function certificateOf(who: Learner): Promise<string> {
  const response = await send(suite.t, 'GET', '/api/certificates', undefined, { cookie: who.cookie });
  expect(response.status).toBe(200);
  const { certificates } = (await response.json()) as { certificates: { certificateId: string }[] };
  expect(certificates).toHaveLength(1);
  return certificates[0]!.certificateId;
}

async function storedCredentialOf(certificateId: string) {
  const [row] = await suite.t.database.db
    .select()
    .from(certificateCredentials)
    .where(eq(certificateCredentials.certificateId, certificateId));
  return row;
}

/** Verifies offline as anyone would (test/credentials-kit.ts). */
const verify = (credential: object) => verifyOffline(suite.t, credential);

/** A certificate written straight to the table, as before credentials existed. */
async function certificateWithout(who: Learner): Promise<string> {
  const certificateId = newCertificateId();
  await suite.t.database.db.insert(userCertificates).values({
    userId: who.userId,
    certificateType: 'program_completion',
    certificateId,
    certificateData: {
      recipient_name: 'Ada Badge',
      program_name: 'Artist Development Program',
      completion_date: '2026-06-01T00:00:00.000Z',
      issued_by: 'GBF Music Group',
      certificate_id: certificateId,
      modules_completed: 6,
    },
  });
  return certificateId;
}

const download = (path: string, cookie?: string) =>
  send(suite.t, 'GET', path, undefined, cookie ? { cookie } : {});

beforeAll(async () => {
  ({ courseId, moduleIds } = await seedCourseContent(suite.t));
});

describe('certificate credentials', () => {
  let learner: Learner;
  let certificateId = '';

  it('completing the program issues the certificate with a signed credential that verifies offline', async () => {
    learner = await graduate();
    certificateId = await certificateOf(learner);
    const row = await storedCredentialOf(certificateId);
    expect(row).toBeDefined();
    expect(row!.credential).toMatchObject({
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      id: `${suite.t.env.PUBLIC_URL}/verify/${certificateId}`,
      credentialSubject: { name: 'Ada Badge' },
      credentialStatus: { statusListIndex: String(row!.statusIndex) },
      proof: { type: 'DataIntegrityProof', cryptosuite: 'eddsa-rdfc-2022' },
    });
    expect(JSON.stringify(row!.credential)).not.toContain(learner.email);
    expect(await verify(row!.credential)).toEqual({ verified: true, errors: [], revoked: false });
  });

  it('keeps the certificate when signing fails, and the backfill signs it later, once', async () => {
    const who = await graduate();
    const failing = {
      ...certificateIssuer(suite.t.deps),
      credentials: {
        ...suite.t.deps.issuer,
        currentKey: () => Promise.reject(new Error('no key today')),
      },
    };
    expect(await issueProgramCertificateIfComplete(suite.t.database.db, who.userId, failing)).toBe('issued');
    const [certificate] = await suite.t.database.db
      .select()
      .from(userCertificates)
      .where(eq(userCertificates.userId, who.userId));
    expect(certificate).toBeDefined();
    expect(await storedCredentialOf(certificate!.certificateId)).toBeUndefined();

    const without = await certificateWithout(await graduateWithoutCertificate());
    expect(await issueMissingCredentials(suite.t.deps)).toBe(2);
    expect(await issueMissingCredentials(suite.t.deps)).toBe(0);
    for (const id of [certificate!.certificateId, without]) {
      const row = await storedCredentialOf(id);
      expect(await verify(row!.credential)).toMatchObject({ verified: true });
    }
  });

  it('serves the credential and the baked badge to its learner and staff only', async () => {
    const json = await download(`/api/certificates/${certificateId}/credential`, learner.cookie);
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toMatch(/^application\/ld\+json/);
    expect(json.headers.get('content-disposition')).toBe(`attachment; filename="${certificateId}.json"`);
    const credential = (await json.json()) as Record<string, unknown>;
    expect(credential).toEqual((await storedCredentialOf(certificateId))!.credential);

    const png = await download(`/api/certificates/${certificateId}/badge.png`, learner.cookie);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('content-disposition')).toBe(`attachment; filename="${certificateId}.png"`);
    expect(bakedCredential(Buffer.from(await png.arrayBuffer()))).toEqual(credential);

    const other = await graduateWithoutCertificate();
    for (const path of ['credential', 'badge.png']) {
      const refused = await download(`/api/certificates/${certificateId}/${path}`, other.cookie);
      expect(refused.status).toBe(404);
      expect((await download(`/api/certificates/${certificateId}/${path}`)).status).toBe(401);
    }

    const admin = await adminMember(suite.t, true);
    const asAdmin = await download(`/api/certificates/${certificateId}/credential`, admin.cookie);
    expect(asAdmin.status).toBe(200);
    expect(await asAdmin.json()).toEqual(credential);

    // A mentor and nothing else: an account whose artist entry is disabled, with the mentor role.
    const mentor = await adminMember(suite.t);
    await disableEntryOnly(suite.t, 'artist', mentor.email);
    await suite.t.database.db.insert(userRoles).values({ userId: mentor.userId, role: 'mentor' });
    const asMentor = await download(`/api/certificates/${certificateId}/badge.png`, mentor.cookie);
    expect(asMentor.status).toBe(200);
  });

  it('publishes the DID document with every key, to anyone', async () => {
    const response = await download('/.well-known/did.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/did\+json/);
    const document = (await response.json()) as { id: string; verificationMethod: { id: string }[] };
    expect(document.id).toBe(`did:web:${new URL(suite.t.env.PUBLIC_URL).host.replace(':', '%3A')}`);
    expect(document.verificationMethod.map((method) => method.id)).toEqual([`${document.id}#key-1`]);
  });

  it('after a key rotation, the old credentials still verify and new ones name the new key', async () => {
    const before = (await storedCredentialOf(certificateId))!.credential;
    const keys = await rotateKey(suite.t);
    expect(keys.map((key) => key.id)).toEqual(['key-1', 'key-2']);
    expect(await verify(before)).toMatchObject({ verified: true });

    // The server reads its keys at start: an issuer made now (as after a restart) signs with key-2.
    const restarted = { ...suite.t.deps, issuer: credentialIssuer(suite.t.env) };
    const who = await graduateWithoutCertificate();
    const id = await certificateWithout(who);
    expect(await issueMissingCredentials(restarted)).toBe(1);
    const after = (await storedCredentialOf(id))!.credential as { proof: { verificationMethod: string } };
    expect(after.proof.verificationMethod).toMatch(/#key-2$/);
    expect(await verify(after)).toMatchObject({ verified: true });
    expect(await verify(before)).toMatchObject({ verified: true });
  });
});

/** A signed-in approved artist who has no certificate (nothing completed). */
async function graduateWithoutCertificate(): Promise<Learner> {
  const email = uniqueEmail('other');
  await createConfirmedAccount(suite.t, { email, portal: 'program' });
  const cookie = await signInCookie(suite.t, { email, portal: 'program' });
  const [user] = await suite.t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { cookie, userId: user!.id, email };
}
