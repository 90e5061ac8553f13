/**
 * Certificates against the real database (training-program.md §2 item 9, §4 "Certificate", §9; docs/decisions/0013;
 * issue "One course" item 6): issued exactly once when all six modules of the course are completed (completions and
 * checks at once included), only once the learner has set the name to print, with the real enrolment and
 * completion dates; listed with the program progress, shown only to their owner, downloadable as a one-page
 * landscape PDF, and verifiable by anyone.
 *
 * The evidence a completion needs (lesson, video, worksheet, quiz) is the course suite's subject: here the facts are
 * written straight to the learner's module_progress rows, and only the last completion goes through the API.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@shared/api-error';
import { CERTIFICATE_ID_PATTERN, type CertificateList } from '@shared/schemas/certificates';
import type { CompletionAnswer } from '@shared/schemas/learning';
import { moduleProgress, modules, profiles, userCertificates, userEnrollments } from '../../db/schema/index';
import {
  createConfirmedAccount,
  readSession,
  send,
  signInCookie,
  uniqueEmail,
  useAccountSuite,
} from '../../test/accounts';
import { seedCourseContent } from '../../test/course-content';
import { pdfText } from '../../test/pdf-text';
import { renderedPageData, writeTestWebBuild } from '../../test/web-build';
import { certificateIssuer, issueProgramCertificateIfComplete, newCertificateId } from './service';

const suite = useAccountSuite();
let courseId = '';
let moduleIds: string[] = [];

const DAY_MS = 86_400_000;

/** The name a graduate sets to be printed. */
const NAME = 'Nova Lane';

interface Member {
  cookie: string;
  userId: string;
  email: string;
}

/** A signed-in approved artist enrolled in the course, with `name` set on the profile (none when null). */
async function member(name: string | null = NAME): Promise<Member> {
  const email = uniqueEmail('graduate');
  await createConfirmedAccount(suite.t, { email, portal: 'program' });
  const cookie = await signInCookie(suite.t, { email, portal: 'program' });
  const { session } = await readSession(suite.t, cookie);
  const who = { cookie, userId: session.user.id as string, email };
  const enrolled = await send(suite.t, 'POST', `/api/learning/courses/${courseId}/enrollment`, undefined, {
    cookie,
  });
  expect(enrolled.status).toBe(201);
  await setProfileName(who, name);
  return who;
}

/** The name the learner sets to be printed (on /account): written to their profile. */
async function setProfileName(who: Member, name: string | null): Promise<void> {
  await suite.t.database.db
    .insert(profiles)
    .values({ userId: who.userId, email: who.email, name })
    .onConflictDoUpdate({ target: profiles.userId, set: { name } });
}

/** Completed modules, as facts: started and completed at `at`. */
async function completeDirectly(who: Member, ids: readonly string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await suite.t.database.db
    .insert(moduleProgress)
    .values(ids.map((moduleId) => ({ userId: who.userId, moduleId, startedAt: at, completedAt: at })));
}

/**
 * A module with all the evidence its completion needs, not yet completed: the lesson opened, the video (if any)
 * credited in full, the worksheet done, the quiz passed.
 */
async function readyDirectly(who: Member, moduleId: string): Promise<void> {
  const { db } = suite.t.database;
  const [module] = await db
    .select({ videoSeconds: modules.videoSeconds })
    .from(modules)
    .where(eq(modules.id, moduleId));
  const now = new Date();
  await db.insert(moduleProgress).values({
    userId: who.userId,
    moduleId,
    startedAt: now,
    openedAt: now,
    videoStartedAt: now,
    videoCreditedSeconds: module?.videoSeconds ?? 0,
    worksheetDoneAt: now,
    bestQuizScore: 100,
    quizPassedAt: now,
  });
}

/** A member with all but the last `left` modules completed, and the evidence of those `left` in place. */
async function almostGraduated(left: number, name: string | null = NAME): Promise<Member> {
  const who = await member(name);
  const done = moduleIds.length - left;
  await completeDirectly(who, moduleIds.slice(0, done), new Date());
  for (const id of moduleIds.slice(done)) await readyDirectly(who, id);
  return who;
}

const complete = (id: string, cookie: string) =>
  send(suite.t, 'POST', `/api/learning/modules/${id}/complete`, undefined, { cookie });

async function list(cookie: string): Promise<CertificateList> {
  const response = await send(suite.t, 'GET', '/api/certificates', undefined, { cookie });
  expect(response.status).toBe(200);
  return response.json();
}

const certificateRows = (who: Member) =>
  suite.t.database.db.select().from(userCertificates).where(eq(userCertificates.userId, who.userId));

beforeAll(async () => {
  ({ courseId, moduleIds } = await seedCourseContent(suite.t));
});

describe('certificates', () => {
  it('makes ids that match the pattern and differ each time', () => {
    const ids = Array.from({ length: 50 }, () => newCertificateId());
    for (const id of ids) expect(id).toMatch(CERTIFICATE_ID_PATTERN);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists none with the progress below 100 %', async () => {
    expect(moduleIds).toHaveLength(6);
    const who = await almostGraduated(2);
    const answer = await list(who.cookie);
    expect(answer).toEqual({
      certificates: [],
      generated: false,
      nameRequired: false,
      progress: { completedModules: 4, totalModules: 6, completionPercentage: 67 },
    });
    expect(await certificateRows(who)).toEqual([]);
  });

  it('issues exactly one program certificate when the last two modules are completed at once', async () => {
    const who = await almostGraduated(2);
    const answers = await Promise.all(moduleIds.slice(-2).map((id) => complete(id, who.cookie)));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const outcomes = await Promise.all(
      answers.map(async (a) => ((await a.json()) as CompletionAnswer).certificate),
    );
    expect(outcomes.filter((outcome) => outcome === 'issued')).toHaveLength(1);
    expect(await certificateRows(who)).toHaveLength(1);

    const answer = await list(who.cookie);
    expect(answer.progress).toEqual({ completedModules: 6, totalModules: 6, completionPercentage: 100 });
    expect(answer).toMatchObject({ generated: false, nameRequired: false });
    expect(answer.certificates).toHaveLength(1);
    const [certificate] = answer.certificates;
    expect(certificate).toMatchObject({
      certificateType: 'program_completion',
      recipientName: NAME,
      programName: 'Artist Development Program',
      issuedBy: 'GBF Music Group',
      modulesCompleted: 6,
    });
    expect(certificate!.certificateId).toMatch(CERTIFICATE_ID_PATTERN);
    expect(certificate!.verifyUrl).toBe(`${suite.t.env.PUBLIC_URL}/verify/${certificate!.certificateId}`);
    expect((await list(who.cookie)).certificates).toHaveLength(1);
  });

  it('issues none without a name on the profile, and says so; once the name is set, issues it with the real dates', async () => {
    const who = await almostGraduated(1, null);
    const { db } = suite.t.database;
    // Enrolled 90 days ago; the first five modules completed along the way.
    const enrolledAt = new Date(Date.now() - 90 * DAY_MS);
    await db
      .update(userEnrollments)
      .set({ enrolledAt })
      .where(and(eq(userEnrollments.userId, who.userId), eq(userEnrollments.courseId, courseId)));

    const last = await complete(moduleIds.at(-1)!, who.cookie);
    expect(last.status).toBe(200);
    expect(((await last.json()) as CompletionAnswer).certificate).toBe('name_required');
    const waiting = await list(who.cookie);
    expect(waiting).toEqual({
      certificates: [],
      generated: false,
      nameRequired: true,
      progress: { completedModules: 6, totalModules: 6, completionPercentage: 100 },
    });
    // A blank name is no name.
    await setProfileName(who, '   ');
    expect(await list(who.cookie)).toMatchObject({ certificates: [], nameRequired: true });
    expect(await certificateRows(who)).toEqual([]);

    await setProfileName(who, NAME);
    const issued = await list(who.cookie);
    expect(issued).toMatchObject({ generated: true, nameRequired: false });
    expect(issued.certificates).toHaveLength(1);
    const [lastRow] = await db
      .select({ completedAt: moduleProgress.completedAt })
      .from(moduleProgress)
      .where(and(eq(moduleProgress.userId, who.userId), eq(moduleProgress.moduleId, moduleIds.at(-1)!)));
    expect(issued.certificates[0]).toMatchObject({
      recipientName: NAME,
      enrolledDate: enrolledAt.toISOString(),
      completionDate: lastRow!.completedAt!.toISOString(),
      durationDays: 90,
      modulesCompleted: 6,
    });
    const again = await list(who.cookie);
    expect(again).toMatchObject({ generated: false, nameRequired: false });
    expect(again.certificates).toEqual(issued.certificates);
  });

  it('counts the days from enrolment to the last completion, at least one', async () => {
    const { db } = suite.t.database;
    const enrolledAt = new Date(Date.now() - 40 * DAY_MS);
    const lastCompletedAt = new Date(enrolledAt.getTime() + 31 * DAY_MS + 3600_000);
    const who = await member();
    await db.update(userEnrollments).set({ enrolledAt }).where(eq(userEnrollments.userId, who.userId));
    await completeDirectly(who, moduleIds.slice(0, -1), new Date(enrolledAt.getTime() + DAY_MS));
    await completeDirectly(who, moduleIds.slice(-1), lastCompletedAt);
    const [certificate] = (await list(who.cookie)).certificates;
    expect(certificate).toMatchObject({
      enrolledDate: enrolledAt.toISOString(),
      completionDate: lastCompletedAt.toISOString(),
      durationDays: 31,
    });

    const sameDay = await member();
    const enrolled = new Date(Date.now() - 3600_000);
    await db
      .update(userEnrollments)
      .set({ enrolledAt: enrolled })
      .where(eq(userEnrollments.userId, sameDay.userId));
    await completeDirectly(sameDay, moduleIds, new Date(enrolled.getTime() + 60_000));
    expect((await list(sameDay.cookie)).certificates[0]!.durationDays).toBe(1);
  });

  it('issues exactly one when 20 checks or 20 completions run at once', async () => {
    const issuer = certificateIssuer(suite.t.deps);
    const { db } = suite.t.database;

    const checked = await almostGraduated(0);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => issueProgramCertificateIfComplete(db, checked.userId, issuer)),
    );
    expect(outcomes.filter((outcome) => outcome === 'issued')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'none')).toHaveLength(19);
    expect(await certificateRows(checked)).toHaveLength(1);

    const listed = await almostGraduated(0);
    const lists = await Promise.all(Array.from({ length: 20 }, () => list(listed.cookie)));
    expect(lists.filter((answer) => answer.generated)).toHaveLength(1);
    expect(await certificateRows(listed)).toHaveLength(1);

    const completing = await almostGraduated(1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => complete(moduleIds.at(-1)!, completing.cookie)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    const won = bodies.find((_, i) => statuses[i] === 200) as CompletionAnswer;
    expect(won.certificate).toBe('issued');
    for (const body of bodies.filter((_, i) => statuses[i] === 409))
      expect(body.error.code).toBe(API_ERROR_CODES.alreadyCompleted);
    expect(await certificateRows(completing)).toHaveLength(1);
  });

  it('shows a certificate to its owner only, and as a one-page landscape PDF with the name they set', async () => {
    const who = await almostGraduated(1);
    // The stage name is never printed in place of the name the learner set.
    await send(
      suite.t,
      'PUT',
      '/api/directory/profile',
      { stageName: 'Stage Persona' },
      { cookie: who.cookie },
    );
    const last = await complete(moduleIds.at(-1)!, who.cookie);
    expect(((await last.json()) as CompletionAnswer).certificate).toBe('issued');
    const [certificate] = (await list(who.cookie)).certificates;
    const id = certificate!.certificateId;

    const own = await send(suite.t, 'GET', `/api/certificates/${id}`, undefined, { cookie: who.cookie });
    expect((await own.json()).certificate).toEqual(certificate);
    const stranger = await member();
    const theirs = await send(suite.t, 'GET', `/api/certificates/${id}`, undefined, {
      cookie: stranger.cookie,
    });
    expect(theirs.status).toBe(404);
    expect((await theirs.json()).error.code).toBe(API_ERROR_CODES.certificateNotFound);
    expect(
      (await send(suite.t, 'GET', `/api/certificates/${id}/pdf`, undefined, { cookie: stranger.cookie }))
        .status,
    ).toBe(404);

    const pdf = await send(suite.t, 'GET', `/api/certificates/${id}/pdf`, undefined, { cookie: who.cookie });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`certificate-${id}.pdf`);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    const text = bytes.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    const shown = pdfText(bytes);
    expect(certificate!.recipientName).toBe(NAME);
    for (const part of [NAME, 'Certificate of Completion', 'Artist Development Program', id])
      expect(shown).toContain(part);
    expect(shown).not.toContain('Stage Persona');
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(text).toMatch(/\/MediaBox \[0 0 841\.89 595\.28/);
    expect(text).toContain('/Subtype /Image');

    // Sent as every file is (http/send-file.ts): the same bytes each time, so a resumed download continues the file.
    const etag = pdf.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(pdf.headers.get('accept-ranges')).toBe('bytes');
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    const part = await suite.t.app.request(`/api/certificates/${id}/pdf`, {
      headers: {
        cookie: who.cookie,
        range: 'bytes=0-9',
        'if-range': etag!,
        'x-forwarded-for': '203.0.113.7',
      },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(0, 10));
  });

  it('is verified by anyone, telling only recipient, program, date and issuer', async () => {
    const who = await almostGraduated(1);
    expect((await complete(moduleIds.at(-1)!, who.cookie)).status).toBe(200);
    const [certificate] = (await list(who.cookie)).certificates;
    const response = await send(suite.t, 'GET', `/api/verify/${certificate!.certificateId}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      certificateId: certificate!.certificateId,
      recipientName: NAME,
      programName: 'Artist Development Program',
      completionDate: certificate!.completionDate,
      issuedBy: 'GBF Music Group',
    });
    const unknown = await send(suite.t, 'GET', `/api/verify/${newCertificateId()}`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe('Certificate not found');
    expect((await send(suite.t, 'GET', '/api/verify/GBF-123')).status).toBe(400);
  });

  it('has a public page rendered with the verification, or with none and 404 for an unknown or malformed id', async () => {
    await writeTestWebBuild(suite.t.env.WEB_DIST_DIR);
    const who = await almostGraduated(1);
    expect((await complete(moduleIds.at(-1)!, who.cookie)).status).toBe(200);
    const [certificate] = (await list(who.cookie)).certificates;
    const id = certificate!.certificateId;
    const page = await send(suite.t, 'GET', `/verify/${id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-");
    const html = await page.text();
    expect(html).toContain('<title>Certificate Verification | GBF Music Group</title>');
    expect(html).not.toContain('data-signed-in');
    expect(renderedPageData(html)).toEqual({
      page: 'verify',
      certificateId: id,
      verification: {
        certificateId: id,
        recipientName: NAME,
        programName: 'Artist Development Program',
        completionDate: certificate!.completionDate,
        issuedBy: 'GBF Music Group',
      },
      // The stored credential, checked on the server: none here until issuance signs one (then `valid`).
      credential: { state: expect.stringMatching(/^(none|valid)$/) },
    });
    // A signed-in visitor's page is marked so the header's account menu loads.
    const signedIn = await send(suite.t, 'GET', `/verify/${id}`, undefined, { cookie: who.cookie });
    expect(await signedIn.text()).toMatch(/^<!doctype html>\s*<html data-signed-in=""/);

    const unknownId = newCertificateId();
    const unknown = await send(suite.t, 'GET', `/verify/${unknownId}`);
    expect(unknown.status).toBe(404);
    expect(renderedPageData(await unknown.text())).toEqual({
      page: 'verify',
      certificateId: unknownId,
      verification: null,
      credential: null,
    });
    const malformed = await send(suite.t, 'GET', '/verify/%3Cb%3EGBF');
    expect(malformed.status).toBe(404);
    expect(renderedPageData(await malformed.text())).toEqual({
      page: 'verify',
      certificateId: '<b>GBF',
      verification: null,
      credential: null,
    });
  });
});
