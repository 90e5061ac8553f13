/**
 * The applicant's emails, end to end through the HTTP app (issue 38 item 7; docs/decisions/0019 "One email per
 * event"): applying, staff's approval, signing up, confirming, the first visit of the members dashboard (the
 * enrolment) and the reminders. Each event sends the applicant exactly one email, each says what happens next and
 * links to it, there is one welcome on the whole way, and repeating an action (applying again, a second approval of
 * the copy, signing up again, signing in unconfirmed, visiting again, looking for reminders again) sends nothing
 * more. Emails are read back from the outbox.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailJobs, enrollmentApplications } from '../../db/schema/index';
import { progressMailer } from '../../mail/progress';
import { allow, cookieHeader, GOOD_PASSWORD, send, uniqueEmail } from '../../test/accounts';
import { call, member } from '../../test/admin-test-kit';
import { seedCourseContent } from '../../test/course-content';
import { createTestApp, type TestApp } from '../../test/test-app';
import { queueDueReminders } from './reminders';

let t: TestApp;
let admin: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  await seedCourseContent(t);
  admin = await member(t, true);
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 3600_000;

/** One email as the applicant reads it: its subject, its decoded text and its links. */
interface Mail {
  subject: string;
  text: string;
  links: URL[];
}

/** Reads a raw `.eml` file: the subject (folded lines joined) and the text (quoted-printable undone). */
function readMail(content: string): Mail {
  const [head = '', ...rest] = content.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = /^Subject: (.*)$/m.exec(headers)?.[1]?.trim() ?? '';
  let body = rest.join('\n\n');
  if (/^Content-Transfer-Encoding: quoted-printable/im.test(headers)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    body = Buffer.from(bytes, 'latin1').toString('utf8');
  }
  const text = body.replace(/\r\n/g, '\n');
  return { subject, text, links: [...text.matchAll(/https?:\/\/\S+/g)].map((m) => new URL(m[0])) };
}

/** The emails to `to` that arrived since the last call for the same reader (the queue delivered first). */
function inbox(to: string) {
  const seen = new Set<string>();
  return async (): Promise<Mail[]> => {
    const fresh = (await t.readOutbox()).filter(
      (email) =>
        !seen.has(email.name) &&
        new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}\\r?$`, 'm').test(email.content),
    );
    for (const email of fresh) seen.add(email.name);
    return fresh.map((email) => readMail(email.content));
  };
}

const application = (email: string) => ({
  firstName: 'Amara',
  lastName: 'Okafor',
  email,
  experienceLevel: 'beginner',
  goals: 'Finish my first single.',
  whyProgram: 'To learn how releases work.',
});

describe("the applicant's emails", () => {
  it('are one per event, each saying what happens next, and an action repeated sends none again', async () => {
    const email = uniqueEmail('applicant');
    const arrived = inbox(email);
    const everything: Mail[] = [];
    /** The one email the last event sent, checked to say what happens next and to link to it. */
    const onlyEmail = async (event: string, nextLink: (link: URL) => boolean): Promise<Mail> => {
      const mails = await arrived();
      expect(
        mails.map((mail) => mail.subject),
        event,
      ).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.text, event).toContain('What happens next');
      expect(mail.links.some(nextLink), `${event}: a link to the next step`).toBe(true);
      everything.push(mail);
      return mail;
    };
    const nothingMore = async (action: string) => expect(await arrived(), action).toEqual([]);

    // Applying: the welcome the spec's success message promises ("Check your email for a welcome message").
    const apply = () => call(t.app, 'POST', '/api/program-applications', { body: application(email) });
    expect((await apply()).status).toBe(201);
    const welcome = await onlyEmail('applying', (link) => link.pathname === '/program-auth');
    expect(welcome.subject).toMatch(/^Welcome to the .+ Artist Development Program$/);
    expect((await apply()).status).toBe(201);
    await nothingMore('applying again');

    // Staff approve: the invitation, with the sign-up link. Approving the second copy invites nobody again.
    const copies = await t.database.db
      .select({ id: enrollmentApplications.id })
      .from(enrollmentApplications)
      .where(eq(enrollmentApplications.email, email));
    expect(copies).toHaveLength(2);
    const approve = (id: string) =>
      call(t.app, 'POST', `/api/admin/inbox/program-applications/${id}/approve`, { cookie: admin.cookie });
    expect((await approve(copies[0]!.id)).status).toBe(200);
    const invitation = await onlyEmail(
      'approval',
      (link) => link.pathname === '/program-auth' && link.searchParams.get('mode') === 'sign-up',
    );
    expect(invitation.subject).toMatch(/^You are in: .* is approved$/);
    expect((await approve(copies[0]!.id)).status).toBe(200);
    expect((await approve(copies[1]!.id)).status).toBe(200);
    await nothingMore('approving again, and approving the second copy');

    // Signing up: one confirmation link. Signing up again, or signing in before confirming, sends no second one.
    const signUp = () =>
      send(t, 'POST', '/api/auth/sign-up', { email, password: GOOD_PASSWORD, portal: 'program' });
    expect((await signUp()).status).toBe(200);
    const confirmation = await onlyEmail(
      'signing up',
      (link) =>
        link.pathname === '/program-auth/callback' && link.searchParams.get('next') === '/program-dashboard',
    );
    expect((await signUp()).status).toBe(200);
    const signIn = await send(t, 'POST', '/api/auth/sign-in', {
      email,
      password: GOOD_PASSWORD,
      portal: 'program',
    });
    expect(signIn.status).toBe(403);
    expect((await signIn.json()).error.code).toBe('email_not_verified');
    await nothingMore('signing up again, and signing in unconfirmed');

    // Confirming signs in and sends nothing; the first dashboard visit enrols: one email, Month 1 to start.
    const token = confirmation.links[0]!.searchParams.get('token');
    const confirmed = await send(t, 'POST', '/api/auth/confirm-email', { token });
    expect(confirmed.status).toBe(200);
    const cookie = cookieHeader(confirmed);
    await nothingMore('confirming');
    const visit = () => send(t, 'GET', '/api/program/dashboard', undefined, { cookie });
    expect((await visit()).status).toBe(200);
    const enrolled = await onlyEmail('enrolling', (link) => link.pathname === '/program-dashboard');
    expect(enrolled.subject).toMatch(/^You are enrolled in .+: start with Month 1$/);
    expect((await visit()).status).toBe(200);
    await nothingMore('visiting the dashboard again');

    // Fourteen days away: one reminder; looking again, that day or a few days on, reminds nobody again.
    const mailer = progressMailer(t.deps);
    const away = Date.now() + 15 * DAY_MS;
    expect(await queueDueReminders(t.database.db, mailer, new Date(away))).toBeGreaterThanOrEqual(1);
    const [reminder, ...others] = await arrived();
    expect(others).toEqual([]);
    expect(reminder!.subject).toMatch(/^Your next step in /);
    expect(reminder!.text).toContain('Pick up where you left off');
    expect(reminder!.links[0]!.pathname).toBe('/program-dashboard');
    everything.push(reminder!);
    await queueDueReminders(t.database.db, mailer, new Date(away));
    await queueDueReminders(t.database.db, mailer, new Date(away + 5 * DAY_MS));
    await nothingMore('looking for reminders again');

    // One welcome on the whole way, and no subject twice.
    const subjects = everything.map((mail) => mail.subject);
    expect(subjects.filter((subject) => /welcome/i.test(subject))).toEqual([welcome.subject]);
    expect(everything.filter((mail) => mail !== welcome && /welcome/i.test(mail.text))).toEqual([]);
    expect(new Set(subjects).size).toBe(subjects.length);
  });

  it('sends a new confirmation link when the person asks for one, and again when they sign in after the window', async () => {
    const email = uniqueEmail('resend');
    const arrived = inbox(email);
    await allow(t, 'artist', email);
    expect(
      (await send(t, 'POST', '/api/auth/sign-up', { email, password: GOOD_PASSWORD, portal: 'program' }))
        .status,
    ).toBe(200);
    expect(await arrived()).toHaveLength(1);

    // Asked for ("Send a new link"): it goes, even a moment after the first.
    const resend = await send(t, 'POST', '/api/auth/resend-confirmation', { email, portal: 'program' });
    expect(resend.status).toBe(200);
    expect((await arrived()).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Confirm your /)]);

    // Once the last one is older than the window, signing in unconfirmed sends a fresh link again.
    const signIn = () =>
      send(t, 'POST', '/api/auth/sign-in', { email, password: GOOD_PASSWORD, portal: 'program' });
    expect((await signIn()).status).toBe(403);
    expect(await arrived()).toEqual([]);
    await t.database.db
      .update(emailJobs)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(emailJobs.toAddress, email));
    expect((await signIn()).status).toBe(403);
    expect((await arrived()).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Confirm your /)]);
  });
});
