/**
 * Email that staff can see (issue "Staff operations" item 6) against the real database: the Emails view's list
 * (newest first across statuses, filters, keyset pages, never a text), the failed count, Retry and its record; an
 * email that keeps failing marked failed after `MAX_ATTEMPTS`; the progress emails — a welcome on enrolment (once,
 * whichever way), a congratulation with the certificate's public link, reminders on a fixed clock (after 14 days
 * without activity, at most one per 14 days, none once finished, unsubscribed or disabled, one even when two
 * instances look at once) — and the unsubscribe link, without signing in, by the page's button or a mail client's
 * one-click POST. Emails are read back from the outbox. Access (401/403) is the route inventory's.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@shared/api-error';
import type { EmailCounts, EmailListItem, EmailPage, EmailRetryAnswer } from '@shared/schemas/emails';
import { runAdminCommand } from '../../admin/commands';
import {
  emailJobs,
  moduleProgress,
  staffActions,
  userEnrollments,
  userRoles,
  users,
} from '../../db/schema/index';
import { createLogger } from '../../logger';
import { EmailWorker, enqueueEmail, MAX_ATTEMPTS } from '../../mail/email-queue';
import { createSmtpTransport } from '../../mail/transport';
import { readUnsubscribeToken, unsubscribeToken } from '../../mail/unsubscribe-token';
import { emailsTo, send } from '../../test/accounts';
import { seedCourseContent } from '../../test/course-content';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, member } from '../../test/admin-test-kit';
import { enrollLearner } from '../course/enrolment';
import { progressMailer, type ProgressMailer } from '../../mail/progress';
import { queueDueReminders } from './reminders';

let t: TestApp;
let mailer: ProgressMailer;
let admin: { cookie: string; userId: string; email: string };
let courseId = '';
let moduleIds: string[] = [];

const DAY_MS = 24 * 3600_000;

beforeAll(async () => {
  t = await createTestApp();
  mailer = progressMailer(t.deps);
  ({ courseId, moduleIds } = await seedCourseContent(t));
  admin = await member(t, true);
});
afterAll(async () => {
  await t.close();
});

/** The emails of `kind` queued to `to`, oldest first (read from the queue, as staff see them). */
async function queued(to: string, kind?: string) {
  const rows = await t.database.db
    .select()
    .from(emailJobs)
    .where(eq(emailJobs.toAddress, to))
    .orderBy(emailJobs.createdAt);
  return kind ? rows.filter((row) => row.kind === kind) : rows;
}

/** One header of a raw `.eml` file (folded lines joined). */
function header(content: string, name: string): string | undefined {
  const head = content.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((each) => each.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The decoded text of a raw `.eml` file (quoted-printable undone when it is so encoded). */
function bodyText(content: string): string {
  const body = content
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n');
  if (header(content, 'Content-Transfer-Encoding')?.toLowerCase() !== 'quoted-printable') return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Every absolute link of an email's text. */
const linksOf = (content: string) =>
  [...bodyText(content).matchAll(/https?:\/\/\S+/g)].map((m) => new URL(m[0]));

describe('the welcome email', () => {
  it('is sent once when a learner enrols in the learning area, with the course link and the unsubscribe link', async () => {
    const learner = await member(t);
    const enrol = () =>
      send(t, 'POST', `/api/learning/courses/${courseId}/enrollment`, undefined, { cookie: learner.cookie });
    expect((await enrol()).status).toBe(201);
    expect((await enrol()).status).toBe(409);

    const welcomes = (await emailsTo(t, learner.email)).filter((e) =>
      /^Subject: You are enrolled in /m.test(e.content),
    );
    expect(welcomes).toHaveLength(1);
    const links = linksOf(welcomes[0]!.content);
    expect(links[0]!.href).toBe(`${t.env.PUBLIC_URL}/program-dashboard`);
    const unsubscribe = links.at(-1)!;
    expect(unsubscribe.pathname).toBe('/unsubscribe');
    expect(readUnsubscribeToken(t.env.AUTH_SECRET, unsubscribe.searchParams.get('token')!)).toBe(
      learner.userId,
    );
    expect(bodyText(welcomes[0]!.content)).toContain('6 modules');
    expect(await queued(learner.email, 'welcome')).toEqual([expect.objectContaining({ status: 'sent' })]);
  });

  it('is sent once when the members dashboard enrols on the first visit, even on visits at once', async () => {
    const learner = await member(t);
    const visits = await Promise.all(
      Array.from({ length: 3 }, () =>
        send(t, 'GET', '/api/program/dashboard', undefined, { cookie: learner.cookie }),
      ),
    );
    for (const visit of visits) expect(visit.status).toBe(200);
    expect(
      (await send(t, 'GET', '/api/program/dashboard', undefined, { cookie: learner.cookie })).status,
    ).toBe(200);
    expect(await queued(learner.email, 'welcome')).toHaveLength(1);
  });

  it('is not sent to a disabled account', async () => {
    const learner = await member(t);
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, learner.userId));
    expect(await enrollLearner(t.database.db, mailer, learner.userId, courseId)).toBeInstanceOf(Date);
    expect(await queued(learner.email, 'welcome')).toEqual([]);
  });
});

describe('the congratulation email', () => {
  it('is sent once when the certificate is issued, with its public verification link', async () => {
    const learner = await member(t);
    await enrollLearner(t.database.db, mailer, learner.userId, courseId);
    await send(t, 'PATCH', '/api/account', { name: 'Nova Lane' }, { cookie: learner.cookie });
    const now = new Date();
    await t.database.db
      .insert(moduleProgress)
      .values(
        moduleIds.map((moduleId) => ({ userId: learner.userId, moduleId, startedAt: now, completedAt: now })),
      );
    const list = await send(t, 'GET', '/api/certificates', undefined, { cookie: learner.cookie });
    const { certificates, generated } = (await list.json()) as {
      certificates: { certificateId: string; verifyUrl: string }[];
      generated: boolean;
    };
    expect(generated).toBe(true);
    await send(t, 'GET', '/api/certificates', undefined, { cookie: learner.cookie });

    const emails = (await emailsTo(t, learner.email)).filter((e) =>
      /^Subject: Congratulations/m.test(e.content),
    );
    expect(emails).toHaveLength(1);
    const text = bodyText(emails[0]!.content);
    expect(text).toContain('Hi Nova Lane,');
    expect(text).toContain(`Certificate ID: ${certificates[0]!.certificateId}`);
    const links = linksOf(emails[0]!.content).map((link) => link.href);
    expect(links).toContain(certificates[0]!.verifyUrl);
    expect(certificates[0]!.verifyUrl).toBe(`${t.env.PUBLIC_URL}/verify/${certificates[0]!.certificateId}`);
    expect(links).toContain(`${t.env.PUBLIC_URL}/certificates`);
    expect(links.at(-1)).toMatch(new RegExp(`^${t.env.PUBLIC_URL}/unsubscribe\\?token=`));
    expect(await queued(learner.email, 'certificate')).toHaveLength(1);
  });
});

describe('the reminders', () => {
  /** A fixed clock, far from the real one: every date of these learners is set from it. */
  const T0 = new Date('2031-03-01T09:00:00Z');
  const at = (days: number, hours = 0) => new Date(T0.getTime() + days * DAY_MS + hours * 3600_000);

  /** A learner enrolled at `T0` (or `enrolledAt`), with no activity yet. */
  async function enrolled(enrolledAt = T0) {
    const learner = await member(t);
    await enrollLearner(t.database.db, mailer, learner.userId, courseId);
    await t.database.db
      .update(userEnrollments)
      .set({ enrolledAt })
      .where(eq(userEnrollments.userId, learner.userId));
    return learner;
  }

  const remindersTo = (email: string) => queued(email, 'reminder');
  const remind = (now: Date) => queueDueReminders(t.database.db, mailer, now);
  const touch = (userId: string, moduleId: string, when: Date) =>
    t.database.db
      .insert(moduleProgress)
      .values({ userId, moduleId, startedAt: when, touchedAt: when })
      .onConflictDoUpdate({
        target: [moduleProgress.userId, moduleProgress.moduleId],
        set: { touchedAt: when },
      });

  it('reminds after 14 days without activity, at most once in 14 days, again while still inactive', async () => {
    const learner = await enrolled();
    await remind(at(13, 23));
    expect(await remindersTo(learner.email)).toHaveLength(0);
    await remind(at(14));
    expect(await remindersTo(learner.email)).toHaveLength(1);
    await remind(at(14, 1));
    await remind(at(27, 23));
    expect(await remindersTo(learner.email)).toHaveLength(1);
    await remind(at(28));
    expect(await remindersTo(learner.email)).toHaveLength(2);
    const [row] = await t.database.db
      .select({ remindedAt: userEnrollments.remindedAt })
      .from(userEnrollments)
      .where(eq(userEnrollments.userId, learner.userId));
    expect(row!.remindedAt).toEqual(at(28));
  });

  it('counts the days from the last activity on a module', async () => {
    const learner = await enrolled();
    await touch(learner.userId, moduleIds[0]!, at(10));
    await remind(at(20));
    expect(await remindersTo(learner.email)).toHaveLength(0);
    await remind(at(24));
    const reminders = await remindersTo(learner.email);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toMatch(/^Your next step in /);
    // Active again after the reminder: the next one waits for 14 quiet days, not just 14 days since the last.
    await touch(learner.userId, moduleIds[0]!, at(30));
    await remind(at(38));
    expect(await remindersTo(learner.email)).toHaveLength(1);
    await remind(at(44));
    expect(await remindersTo(learner.email)).toHaveLength(2);
  });

  it('sends the reminder with one-click unsubscribe headers and the unsubscribe link', async () => {
    const learner = await enrolled();
    await t.database.db.insert(moduleProgress).values({
      userId: learner.userId,
      moduleId: moduleIds[0]!,
      startedAt: T0,
      completedAt: T0,
      touchedAt: T0,
    });
    await remind(at(15));
    const [email] = (await emailsTo(t, learner.email)).filter((e) =>
      /^Subject: Your next step/m.test(e.content),
    );
    expect(email).toBeDefined();
    const oneClick = /^<(.+)>$/.exec(header(email!.content, 'List-Unsubscribe') ?? '')?.[1];
    expect(oneClick).toMatch(new RegExp(`^${t.env.PUBLIC_URL}/api/unsubscribe\\?token=`));
    expect(header(email!.content, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const text = bodyText(email!.content);
    expect(text).toContain('You have completed 1 of 6 modules');
    const links = linksOf(email!.content);
    expect(links[0]!.href).toBe(`${t.env.PUBLIC_URL}/program-dashboard`);
    expect(links.at(-1)!.pathname).toBe('/unsubscribe');
    expect(links.at(-1)!.searchParams.get('token')).toBe(new URL(oneClick!).searchParams.get('token'));
  });

  it('sends none once the learner has finished every module', async () => {
    const learner = await enrolled();
    await t.database.db.insert(moduleProgress).values(
      moduleIds.map((moduleId) => ({
        userId: learner.userId,
        moduleId,
        startedAt: T0,
        completedAt: T0,
        touchedAt: T0,
      })),
    );
    await remind(at(60));
    expect(await remindersTo(learner.email)).toHaveLength(0);
  });

  it('sends none to a disabled account or one whose artist access was withdrawn', async () => {
    const disabled = await enrolled();
    await t.database.db.update(users).set({ disabledAt: T0 }).where(eq(users.id, disabled.userId));
    const withdrawn = await enrolled();
    await runAdminCommand(t.database.db, { name: 'disallow', list: 'artist', email: withdrawn.email });
    await remind(at(30));
    expect(await remindersTo(disabled.email)).toHaveLength(0);
    expect(await remindersTo(withdrawn.email)).toHaveLength(0);
  });

  it('sends one when two instances look at the same moment', async () => {
    const learners = await Promise.all([enrolled(), enrolled(), enrolled()]);
    await Promise.all([remind(at(15)), remind(at(15)), remind(at(15))]);
    for (const learner of learners) expect(await remindersTo(learner.email)).toHaveLength(1);
  });

  it('sends none after the learner unsubscribed with the one-click POST, without signing in', async () => {
    const learner = await enrolled();
    await remind(at(14));
    const [email] = (await emailsTo(t, learner.email)).filter((e) =>
      /^Subject: Your next step/m.test(e.content),
    );
    const oneClick = new URL(/^<(.+)>$/.exec(header(email!.content, 'List-Unsubscribe')!)![1]!);

    // A link scanner that GETs the address changes nothing.
    expect((await call(t.app, 'GET', `${oneClick.pathname}${oneClick.search}`)).status).toBe(404);
    await remind(at(28));
    expect(await remindersTo(learner.email)).toHaveLength(2);

    // The mail client's RFC 8058 POST: no cookie, no Origin, the form body.
    const response = await call(t.app, 'POST', `${oneClick.pathname}${oneClick.search}`, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ remindersOff: true });
    const [row] = await t.database.db
      .select({ off: userEnrollments.remindersOffAt })
      .from(userEnrollments)
      .where(eq(userEnrollments.userId, learner.userId));
    expect(row!.off).toBeInstanceOf(Date);
    await remind(at(100));
    expect(await remindersTo(learner.email)).toHaveLength(2);

    // Again (the page's button after the mail client's): the same answer, the first date kept.
    const again = await call(t.app, 'POST', `${oneClick.pathname}${oneClick.search}`);
    expect(again.status).toBe(200);
    const [kept] = await t.database.db
      .select({ off: userEnrollments.remindersOffAt })
      .from(userEnrollments)
      .where(eq(userEnrollments.userId, learner.userId));
    expect(kept!.off).toEqual(row!.off);
  });
});

describe('the unsubscribe link', () => {
  it('works from the welcome email’s page link, and turns off only this learner’s reminders', async () => {
    const learner = await member(t);
    const other = await member(t);
    for (const who of [learner, other]) await enrollLearner(t.database.db, mailer, who.userId, courseId);
    const [welcome] = (await emailsTo(t, learner.email)).filter((e) =>
      /^Subject: You are enrolled in /m.test(e.content),
    );
    const token = linksOf(welcome!.content).at(-1)!.searchParams.get('token')!;
    const response = await call(t.app, 'POST', `/api/unsubscribe?${new URLSearchParams({ token })}`, {
      headers: { origin: t.env.PUBLIC_URL },
    });
    expect(response.status).toBe(200);
    const rows = await t.database.db
      .select({ userId: userEnrollments.userId, off: userEnrollments.remindersOffAt })
      .from(userEnrollments)
      .where(inArray(userEnrollments.userId, [learner.userId, other.userId]));
    expect(rows.find((row) => row.userId === learner.userId)!.off).toBeInstanceOf(Date);
    expect(rows.find((row) => row.userId === other.userId)!.off).toBeNull();
  });

  it('refuses a token the server did not sign, and a missing one, changing nothing', async () => {
    const learner = await member(t);
    await enrollLearner(t.database.db, mailer, learner.userId, courseId);
    const good = unsubscribeToken(t.env.AUTH_SECRET, learner.userId);
    const forged = [
      unsubscribeToken('another-secret-another-secret-another', learner.userId),
      // Someone else's signature on this learner's id.
      `${good.split('.')[0]}.${unsubscribeToken(t.env.AUTH_SECRET, randomUUID()).split('.')[1]}`,
      good.slice(0, -2),
      `${good}x`,
      'not-a-token',
    ];
    for (const token of forged) {
      const response = await call(t.app, 'POST', `/api/unsubscribe?${new URLSearchParams({ token })}`);
      expect(response.status, token).toBe(400);
      expect((await response.json()).error.code).toBe(API_ERROR_CODES.invalidToken);
    }
    const missing = await call(t.app, 'POST', '/api/unsubscribe');
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.code).toBe(API_ERROR_CODES.validationFailed);
    const [row] = await t.database.db
      .select({ off: userEnrollments.remindersOffAt })
      .from(userEnrollments)
      .where(eq(userEnrollments.userId, learner.userId));
    expect(row!.off).toBeNull();
  });

  it('is refused from another site’s page', async () => {
    const learner = await member(t);
    const token = unsubscribeToken(t.env.AUTH_SECRET, learner.userId);
    const response = await call(t.app, 'POST', `/api/unsubscribe?${new URLSearchParams({ token })}`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });
});

describe('the Emails view', () => {
  beforeEach(async () => {
    await t.database.db.delete(emailJobs);
    await t.database.db.delete(staffActions);
    await t.clearOutbox();
  });

  const get = async <T>(url: string, cookie = admin.cookie) => {
    const response = await call(t.app, 'GET', `/api/admin/emails${url}`, { cookie });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as T;
  };
  const retry = (id: string, cookie = admin.cookie) =>
    call(t.app, 'POST', `/api/admin/emails/${id}/retry`, { cookie });

  /** Queues an email to `to`; returns its id. */
  async function queue(to: string, kind: 'account' | 'welcome' | 'reminder' = 'welcome'): Promise<string> {
    await enqueueEmail(t.database.db, { to, subject: `Hello ${to}`, text: `Secret token for ${to}`, kind });
    const [row] = await t.database.db
      .select({ id: emailJobs.id })
      .from(emailJobs)
      .where(eq(emailJobs.toAddress, to));
    return row!.id;
  }

  /** Delivery attempts against a mail server that refuses every connection. */
  const failingWorker = () => {
    const logger = createLogger('silent');
    return new EmailWorker(
      t.database.db,
      createSmtpTransport('smtp://127.0.0.1:9', 'x@example.com', logger),
      logger,
    );
  };

  /** An email that failed for real: its last attempt against a mail server that is down. */
  async function failed(to: string): Promise<string> {
    const id = await queue(to, 'account');
    await t.database.db
      .update(emailJobs)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(emailJobs.id, id));
    await failingWorker().drain();
    return id;
  }

  it('marks an email failed after the last attempt, counts it, and retries it once, recorded', async () => {
    const id = await queue('retry-me@example.com', 'account');
    // Every attempt but the last leaves it queued for later.
    await failingWorker().drain();
    let [row] = await t.database.db.select().from(emailJobs).where(eq(emailJobs.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    await t.database.db
      .update(emailJobs)
      .set({ attempts: MAX_ATTEMPTS - 1, runAfter: new Date(Date.now() - 1000) })
      .where(eq(emailJobs.id, id));
    await failingWorker().drain();
    [row] = await t.database.db.select().from(emailJobs).where(eq(emailJobs.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(row!.lastError).toBeTruthy();
    expect(await get<EmailCounts>('/counts')).toEqual({ failed: 1 });

    const [listed] = (await get<EmailPage>('?status=failed')).items;
    expect(listed).toEqual({
      id,
      to: 'retry-me@example.com',
      subject: 'Hello retry-me@example.com',
      kind: 'account',
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      lastError: row!.lastError,
      createdAt: row!.createdAt.toISOString(),
      sentAt: null,
      nextAttemptAt: null,
    } satisfies EmailListItem);

    const response = await retry(id);
    expect(response.status).toBe(200);
    const { email } = (await response.json()) as EmailRetryAnswer;
    expect(email).toMatchObject({ id, status: 'pending', attempts: 0, lastError: row!.lastError });
    const actions = await t.database.db.select().from(staffActions);
    expect(actions).toEqual([
      expect.objectContaining({
        kind: 'email.retried',
        actorId: admin.userId,
        actorEmail: admin.email,
        subjectEmail: 'retry-me@example.com',
        details: { emailId: id, emailKind: 'account' },
      }),
    ]);

    // Delivered by the app's worker: in the outbox once, sent, no longer counted.
    const delivered = await emailsTo(t, 'retry-me@example.com');
    expect(delivered).toHaveLength(1);
    [row] = await t.database.db.select().from(emailJobs).where(eq(emailJobs.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(await get<EmailCounts>('/counts')).toEqual({ failed: 0 });

    // A second Retry changes nothing and records nothing.
    const again = await retry(id);
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe(API_ERROR_CODES.emailNotFailed);
    expect(await t.database.db.$count(staffActions)).toBe(1);
    expect(await emailsTo(t, 'retry-me@example.com')).toHaveLength(1);
  });

  it('refuses to retry a queued email, an unknown id and a malformed one', async () => {
    const pending = await queue('waiting@example.com');
    const queuedAnswer = await retry(pending);
    expect(queuedAnswer.status).toBe(409);
    expect((await queuedAnswer.json()).error.code).toBe(API_ERROR_CODES.emailNotFailed);
    const unknown = await retry(randomUUID());
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe(API_ERROR_CODES.emailNotFound);
    expect((await retry('not-an-id')).status).toBe(400);
    expect(await t.database.db.$count(staffActions)).toBe(0);
  });

  it('refuses a retry by an admin whose role was revoked a moment ago, and records nothing', async () => {
    const id = await failed('revoked@example.com');
    const revoked = await member(t, true);
    await t.database.db.delete(userRoles).where(eq(userRoles.userId, revoked.userId));
    const refused = await retry(id, revoked.cookie);
    expect(refused.status).toBe(403);
    expect(await t.database.db.$count(staffActions, eq(staffActions.kind, 'email.retried'))).toBe(0);
    const [row] = await t.database.db.select().from(emailJobs).where(eq(emailJobs.id, id));
    expect(row!.status).toBe('failed');
  });

  it('lists every status newest first in keyset pages, filters by status and kind, and never sends a text', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 7; i++)
      ids.push(await queue(`list-${i}@example.com`, i % 2 === 0 ? 'welcome' : 'reminder'));
    await t.database.db
      .update(emailJobs)
      .set({ status: 'sent', sentAt: new Date() })
      .where(inArray(emailJobs.id, [ids[1]!, ids[4]!]));
    await t.database.db
      .update(emailJobs)
      .set({ status: 'failed', lastError: 'Mailbox unavailable' })
      .where(inArray(emailJobs.id, [ids[2]!, ids[5]!]));
    const newestFirst = [...ids].reverse();

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=3&cursor=${cursor}` : '?limit=3';
      const page: EmailPage = await get<EmailPage>(query);
      expect(page.items.length).toBeLessThanOrEqual(3);
      for (const item of page.items) expect(Object.keys(item).sort()).not.toContain('text');
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(newestFirst);

    const failedPage = await get<EmailPage>('?status=failed');
    expect(failedPage.items.map((item) => item.id)).toEqual([ids[5], ids[2]]);
    expect(failedPage.items[0]).toMatchObject({ lastError: 'Mailbox unavailable', nextAttemptAt: null });
    const sentPage = await get<EmailPage>('?status=sent');
    expect(sentPage.items.map((item) => item.id)).toEqual([ids[4], ids[1]]);
    expect(sentPage.items[0]!.sentAt).not.toBeNull();
    const pendingPage = await get<EmailPage>('?status=pending');
    expect(pendingPage.items.map((item) => item.id)).toEqual([ids[6], ids[3], ids[0]]);
    expect(pendingPage.items[0]!.nextAttemptAt).not.toBeNull();
    const reminders = await get<EmailPage>('?kind=reminder');
    expect(reminders.items.map((item) => item.id)).toEqual([ids[5], ids[3], ids[1]]);
    const failedWelcomes = await get<EmailPage>('?status=failed&kind=welcome');
    expect(failedWelcomes.items.map((item) => item.id)).toEqual([ids[2]]);
    expect(JSON.stringify(await get<EmailPage>(''))).not.toContain('Secret token');
    expect(await get<EmailCounts>('/counts')).toEqual({ failed: 2 });
  });

  it('answers 400 for a bad filter, limit or cursor', async () => {
    for (const query of [
      '?status=lost',
      '?kind=spam',
      '?limit=0',
      '?limit=101',
      '?cursor=nope',
      '?extra=1',
    ]) {
      const response = await call(t.app, 'GET', `/api/admin/emails${query}`, { cookie: admin.cookie });
      expect(response.status, query).toBe(400);
      expect((await response.json()).error.code).toBe(API_ERROR_CODES.validationFailed);
    }
  });
});
