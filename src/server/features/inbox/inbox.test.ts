/**
 * The staff inbox's API (issue "Staff operations" items 1 and 2) against the real database: each form's submissions
 * listed per kind with every field, status and notes recorded with who and when, the filters, keyset pages over
 * 10,000 submissions, the CSV with formulas written as text, and applications approved (allow-list, invitation read
 * back from the outbox) or declined, once. Access (401/403) is the route inventory's.
 */
import { eq, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@shared/api-error';
import type { InboxCounts, InboxItem, InboxPage } from '@shared/schemas/inbox';
import { runAdminCommand } from '../../admin/commands';
import {
  approvedArtists,
  contactMessages,
  emailJobs,
  enrollmentApplications,
  inboxEvents,
  touringInquiries,
  userRoles,
} from '../../db/schema/index';
import { createConfirmedAccount, emailsTo, latestLink, uniqueEmail } from '../../test/accounts';
import { createTestApp, postJson, type TestApp } from '../../test/test-app';
import { call, member } from '../../test/admin-test-kit';

let t: TestApp;
let admin: { cookie: string; userId: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await member(t, true);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  const { db } = t.database;
  await db.delete(inboxEvents);
  await db.delete(contactMessages);
  await db.delete(touringInquiries);
  await db.delete(enrollmentApplications);
  await db.delete(emailJobs);
  await t.clearOutbox();
});

const get = async <T>(url: string) => {
  const response = await call(t.app, 'GET', `/api/admin/inbox/${url}`, { cookie: admin.cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
};

async function submit(path: string, body: unknown): Promise<string> {
  const response = await postJson(t.app, path, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const contact = (name: string, extra: Record<string, string> = {}) =>
  submit('/api/contact', {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    subject: 'Booking request',
    message: 'We would love to book you for a show.',
    ...extra,
  });

const programApplication = {
  firstName: 'Amara',
  lastName: 'Okafor',
  email: 'amara@example.com',
  phone: '+1 555 0100',
  stageName: 'Nova Reign',
  location: 'Atlanta, GA',
  experienceLevel: 'intermediate',
  musicGenres: ['Afrobeat', 'R&B/Soul'],
  instagram: '@novareign',
  tiktok: 'javascript:alert(1)',
  spotify: 'https://open.spotify.com/artist/nova',
  youtube: null,
  goals: 'Release an EP.',
  whyProgram: 'The business side.',
};

const intake = {
  stageName: 'Kairo Blue',
  legalName: 'Kai Ro',
  email: 'kai@example.com',
  phone: '',
  genres: 'Soul',
  location: 'Lagos',
  musicalInfluences: 'Sade',
  hasReleasedMusic: 'yes',
  socialHandles: 'https://instagram.com/kairo',
  hasManagement: 'no',
  goals: 'Tour.',
  challenges: 'Budget.',
};

const touring = {
  stageName: 'The Reds',
  contactNameRole: 'Dana Lee, Manager',
  email: 'dana@reds.example',
  phone: '',
  genres: ['RnB'],
  links: 'https://music.example/reds',
  regions: 'UK',
  startDate: null,
  budget: '2000-5000',
  services: ['Route Planning'],
  notes: '',
};

describe('the inbox', () => {
  it('lists each form’s submissions under its own kind, newest first, and counts the new ones', async () => {
    const first = await contact('Ada Stone');
    const second = await contact('Ben Hale');
    const application = await submit('/api/program-applications', programApplication);
    const intakeId = await submit('/api/enrollment-applications', intake);
    const inquiry = await submit('/api/touring-inquiries', touring);

    const contacts = await get<InboxPage>('contact-messages');
    expect(contacts.items.map((item) => item.id)).toEqual([second, first]);
    expect(contacts.items[0]).toMatchObject({
      name: 'Ben Hale',
      email: 'ben.hale@example.com',
      summary: 'Booking request',
      status: 'new',
    });
    expect((await get<InboxPage>('program-applications')).items).toEqual([
      expect.objectContaining({ id: application, name: 'Amara Okafor', summary: 'Nova Reign' }),
    ]);
    expect((await get<InboxPage>('artist-intake')).items).toEqual([
      expect.objectContaining({ id: intakeId, name: 'Kairo Blue', summary: 'Kai Ro' }),
    ]);
    expect((await get<InboxPage>('touring-inquiries')).items).toEqual([
      expect.objectContaining({ id: inquiry, name: 'The Reds', summary: 'UK' }),
    ]);
    expect(await get<InboxCounts>('counts')).toEqual({
      counts: {
        'program-applications': 1,
        'artist-intake': 1,
        'contact-messages': 2,
        'touring-inquiries': 1,
      },
      total: 5,
    });
  });

  it('shows every field the person sent, linking only to addresses that are safe to open', async () => {
    const id = await submit('/api/program-applications', programApplication);
    const { item } = await get<InboxItem>(`program-applications/${id}`);
    const field = (label: string) => item.fields.find((f) => f.label === label);
    expect(item.fields.map((f) => f.label)).toEqual([
      'First name',
      'Last name',
      'Stage name',
      'Email',
      'Phone',
      'Music genres',
      'Location',
      'Experience level',
      'Goals',
      'Why this program',
      'Instagram',
      'TikTok',
      'Spotify',
      'YouTube',
    ]);
    expect(item.email).toBe('amara@example.com');
    expect(field('Email')).toEqual({
      label: 'Email',
      value: 'amara@example.com',
      href: 'mailto:amara@example.com',
    });
    expect(field('Phone')).toEqual({ label: 'Phone', value: '+1 555 0100', href: 'tel:+15550100' });
    expect(field('Location')!.value).toBe('Atlanta, GA');
    expect(field('Music genres')!.value).toBe('Afrobeat, R&B/Soul');
    expect(field('Spotify')!.href).toBe('https://open.spotify.com/artist/nova');
    // A handle and a script address are shown, never linked.
    expect(field('Instagram')).toEqual({ label: 'Instagram', value: '@novareign', href: null });
    expect(field('TikTok')).toEqual({ label: 'TikTok', value: 'javascript:alert(1)', href: null });

    const intakeId = await submit('/api/enrollment-applications', intake);
    const intakeItem = (await get<InboxItem>(`artist-intake/${intakeId}`)).item;
    expect(intakeItem.fields.find((f) => f.label === 'Social handles')!.href).toBe(
      'https://instagram.com/kairo',
    );
    // An id of another kind is not this kind's.
    const wrongKind = await call(t.app, 'GET', `/api/admin/inbox/artist-intake/${id}`, {
      cookie: admin.cookie,
    });
    expect(wrongKind.status).toBe(404);
    expect((await wrongKind.json()).error.code).toBe(API_ERROR_CODES.submissionNotFound);
  });

  it('records each status change and note with who and when, once, and shows them as a history', async () => {
    const id = await contact('Ada Stone');
    const patch = (status: string) =>
      call(t.app, 'PATCH', `/api/admin/inbox/contact-messages/${id}`, {
        cookie: admin.cookie,
        body: { status },
      });
    const changed = await patch('in-progress');
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as InboxItem).item.status).toBe('in-progress');
    // The same status again records nothing.
    expect((await patch('in-progress')).status).toBe(200);
    const noted = await call(t.app, 'POST', `/api/admin/inbox/contact-messages/${id}/notes`, {
      cookie: admin.cookie,
      body: { note: '  Called back, waiting for dates.  ' },
    });
    expect(noted.status).toBe(201);
    const { item, history } = (await noted.json()) as InboxItem;
    expect(item.status).toBe('in-progress');
    expect(history).toEqual([
      expect.objectContaining({ actor: admin.email, status: 'in-progress', note: null }),
      expect.objectContaining({ actor: admin.email, status: null, note: 'Called back, waiting for dates.' }),
    ]);
    expect(Date.parse(history[0]!.createdAt)).toBeLessThanOrEqual(Date.parse(history[1]!.createdAt));
    expect((await get<InboxCounts>('counts')).counts['contact-messages']).toBe(0);
    expect((await get<InboxItem>(`contact-messages/${id}`)).history).toEqual(history);
  });

  it('refuses a bad status, an empty note and a submission that does not exist, and records nothing', async () => {
    const id = await contact('Ada Stone');
    const bad = await call(t.app, 'PATCH', `/api/admin/inbox/contact-messages/${id}`, {
      cookie: admin.cookie,
      body: { status: 'closed' },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty('status');
    const empty = await call(t.app, 'POST', `/api/admin/inbox/contact-messages/${id}/notes`, {
      cookie: admin.cookie,
      body: { note: '   ' },
    });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.fields).toHaveProperty('note');
    const bell = await call(t.app, 'POST', `/api/admin/inbox/contact-messages/${id}/notes`, {
      cookie: admin.cookie,
      body: { note: 'Called \u0007 back' },
    });
    expect(bell.status).toBe(400);
    expect((await bell.json()).error.fields).toEqual({ note: 'Please remove control characters.' });
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [method, path, body] of [
      ['GET', `contact-messages/${missing}`, undefined],
      ['PATCH', `contact-messages/${missing}`, { status: 'done' }],
      ['POST', `touring-inquiries/${missing}/notes`, { note: 'Hello' }],
    ] as const) {
      const response = await call(t.app, method, `/api/admin/inbox/${path}`, { cookie: admin.cookie, body });
      expect(response.status).toBe(404);
    }
    for (const path of ['letters', `contact-messages/not-a-uuid`, 'contact-messages?status=closed']) {
      const response = await call(t.app, 'GET', `/api/admin/inbox/${path}`, { cookie: admin.cookie });
      expect(response.status).toBe(400);
    }
    expect(await t.database.db.$count(inboxEvents)).toBe(0);
    expect((await get<InboxItem>(`contact-messages/${id}`)).item.status).toBe('new');
  });

  it('refuses a staff action by an admin whose role was revoked a moment ago, and records nothing', async () => {
    const id = await contact('Ada Stone');
    const revoked = await member(t, true);
    const patch = () =>
      call(t.app, 'PATCH', `/api/admin/inbox/contact-messages/${id}`, {
        cookie: revoked.cookie,
        body: { status: 'done' },
      });
    await t.database.db.delete(userRoles).where(eq(userRoles.userId, revoked.userId));
    const refused = await patch();
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe(API_ERROR_CODES.forbidden);
    expect(await t.database.db.$count(inboxEvents)).toBe(0);
    expect((await get<InboxItem>(`contact-messages/${id}`)).item.status).toBe('new');
  });

  it('hides archived items unless asked, filters by status, and searches names and emails literally', async () => {
    const archived = await contact('Old Friend');
    const done = await contact('Done Deal');
    const percent = await contact('Cent Percent', { email: 'one_100%@example.com' });
    const plain = await contact('Plain Name', { email: 'one1100x@example.com' });
    for (const [id, status] of [
      [archived, 'archived'],
      [done, 'done'],
    ] as const) {
      await call(t.app, 'PATCH', `/api/admin/inbox/contact-messages/${id}`, {
        cookie: admin.cookie,
        body: { status },
      });
    }
    const ids = async (query: string) =>
      (await get<InboxPage>(`contact-messages${query}`)).items.map((item) => item.id);
    expect(await ids('')).toEqual([plain, percent, done]);
    expect(await ids('?status=archived')).toEqual([archived]);
    expect(await ids('?status=done')).toEqual([done]);
    expect(await ids('?status=new')).toEqual([plain, percent]);
    // `_` and `%` match only themselves; the search covers names and emails, in any case.
    expect(await ids(`?q=${encodeURIComponent('_100%')}`)).toEqual([percent]);
    expect(await ids('?q=PLAIN')).toEqual([plain]);
    expect(await ids(`?q=${encodeURIComponent("'; drop table contact_messages; --")}`)).toEqual([]);
    expect(await ids('?q=old')).toEqual([]);
    expect(await ids('?q=old&status=archived')).toEqual([archived]);
  });

  it('pages through 10,000 submissions newest first, each once', async () => {
    await t.database.db.execute(sql`
      insert into contact_messages (name, email, subject, message, created_at)
      select 'Sender ' || n, 'sender' || n || '@example.com', 'Subject', 'Message',
        timestamptz '2026-01-01' + (n / 3) * interval '1 second'
      from generate_series(1, 10000) as n`);
    const seen: string[] = [];
    const times: number[] = [];
    let cursor: string | null = null;
    do {
      const page: InboxPage = await get<InboxPage>(
        `contact-messages?limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.items.length).toBeLessThanOrEqual(100);
      for (const item of page.items) {
        seen.push(item.id);
        times.push(Date.parse(item.createdAt));
      }
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(10_000);
    expect(new Set(seen).size).toBe(10_000);
    expect(times.every((time, index) => index === 0 || times[index - 1]! >= time)).toBe(true);
  });

  it('exports the filtered list as CSV with every field, writing values a spreadsheet would run as text', async () => {
    // Written straight to the table: the form trims the tab and the carriage return the export must still escape.
    const risky = ['=HYPERLINK("http://evil.example")', '+1+1', '-2+3', '@SUM(A1)', '\tTabbed', '\rReturn'];
    await t.database.db.insert(contactMessages).values(
      risky.map((value, index) => ({
        name: `Risky ${index}`,
        email: `risky${index}@example.com`,
        subject: value,
        message: `${value} message`,
      })),
    );
    const kept = await contact('Risky Archived');
    await call(t.app, 'PATCH', `/api/admin/inbox/contact-messages/${kept}`, {
      cookie: admin.cookie,
      body: { status: 'archived' },
    });
    const response = await call(t.app, 'GET', '/api/admin/inbox/contact-messages/export.csv?q=risky', {
      cookie: admin.cookie,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contact-messages-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parse(await response.text(), { bom: true, relax_column_count: false }) as string[][];
    expect(rows[0]).toEqual(['Received', 'Status', 'Name', 'Email', 'Subject', 'Message']);
    expect(rows).toHaveLength(1 + risky.length);
    expect(rows.some((row) => row.includes('Risky Archived'))).toBe(false);
    for (const row of rows.slice(1)) {
      for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
    const subjects = rows
      .slice(1)
      .map((row) => row[4])
      .sort();
    expect(subjects).toEqual(risky.map((value) => `'${value}`).sort());
    expect(rows[1]![3]).toMatch(/^risky\d@example\.com$/);
  });

  describe('approving and declining an application', () => {
    /** Delivers what the submission queued (the applicant's welcome email), then empties the outbox. */
    const sentSoFar = async () => {
      await t.readOutbox();
      await t.clearOutbox();
    };
    const decide = (kind: string, id: string, action: 'approve' | 'decline') =>
      call(t.app, 'POST', `/api/admin/inbox/${kind}/${id}/${action}`, { cookie: admin.cookie });
    const allowed = async (email: string) =>
      (
        await t.database.db
          .select({ isEnabled: approvedArtists.isEnabled })
          .from(approvedArtists)
          .where(eq(approvedArtists.email, email))
      )[0]?.isEnabled ?? null;

    it('approving puts the email on the artist list and invites the applicant to sign up, once', async () => {
      const email = uniqueEmail('applicant');
      const id = await submit('/api/program-applications', { ...programApplication, email });
      await sentSoFar();
      const approved = await decide('program-applications', id, 'approve');
      expect(approved.status).toBe(200);
      const answer = (await approved.json()) as InboxItem;
      expect(answer.item.status).toBe('done');
      expect(answer.item.application).toEqual({
        decision: 'approved',
        decidedAt: expect.any(String),
        decidedBy: admin.email,
      });
      expect(answer.history).toEqual([
        expect.objectContaining({ actor: admin.email, decision: 'approved', status: null, note: null }),
        expect.objectContaining({ actor: admin.email, decision: null, status: 'done', note: null }),
      ]);
      expect(await allowed(email)).toBe(true);
      const link = await latestLink(t, email, /^Subject: You are in/m);
      expect(link.pathname).toBe('/program-auth');
      expect(link.searchParams.get('mode')).toBe('sign-up');
      expect(link.searchParams.get('email')).toBe(email);
      expect(link.origin).toBe(new URL(t.env.PUBLIC_URL).origin);
      // A second click changes nothing and sends nothing; declining now is refused.
      const again = await decide('program-applications', id, 'approve');
      expect(again.status).toBe(200);
      expect(((await again.json()) as InboxItem).history).toEqual(answer.history);
      expect(await emailsTo(t, email)).toHaveLength(1);
      const decline = await decide('program-applications', id, 'decline');
      expect(decline.status).toBe(409);
      expect((await decline.json()).error.code).toBe(API_ERROR_CODES.applicationDecided);
      expect(await emailsTo(t, email)).toHaveLength(1);
    });

    it('approving an email that already has an account enables it and sends a sign-in link', async () => {
      const email = uniqueEmail('returning');
      await createConfirmedAccount(t, { email, portal: 'program' });
      await runAdminCommand(t.database.db, { name: 'disallow', list: 'artist', email });
      expect(await allowed(email)).toBe(false);
      const id = await submit('/api/enrollment-applications', { ...intake, email });
      await sentSoFar();
      expect((await decide('artist-intake', id, 'approve')).status).toBe(200);
      expect(await allowed(email)).toBe(true);
      const link = await latestLink(t, email, /^Subject: You are in/m);
      expect(link.pathname).toBe('/program-auth');
      expect(link.searchParams.get('mode')).toBeNull();
      expect(link.searchParams.get('email')).toBe(email);
    });

    it('declining answers courteously and allows nothing; approving afterwards is refused', async () => {
      const email = uniqueEmail('declined');
      const id = await submit('/api/enrollment-applications', { ...intake, email });
      await sentSoFar();
      const declined = await decide('artist-intake', id, 'decline');
      expect(declined.status).toBe(200);
      expect(((await declined.json()) as InboxItem).item.application?.decision).toBe('declined');
      const [mail] = await emailsTo(t, email);
      expect(mail!.content).toMatch(/^Subject: Your application to the .* Artist Development Program$/m);
      expect(mail!.content).not.toMatch(/program-auth/);
      expect(await allowed(email)).toBeNull();
      expect((await decide('artist-intake', id, 'decline')).status).toBe(200);
      expect(await emailsTo(t, email)).toHaveLength(1);
      expect((await decide('artist-intake', id, 'approve')).status).toBe(409);
      expect(await allowed(email)).toBeNull();
    });

    it('refuses a submission that is not an application, and one that does not exist', async () => {
      const id = await contact('Ada Stone');
      const notApplication = await decide('contact-messages', id, 'approve');
      expect(notApplication.status).toBe(400);
      expect((await notApplication.json()).error.fields).toHaveProperty('kind');
      const application = await submit('/api/program-applications', programApplication);
      // An id of the other application kind, and an unknown one.
      expect((await decide('artist-intake', application, 'approve')).status).toBe(404);
      expect(
        (await decide('program-applications', '00000000-0000-4000-8000-000000000000', 'decline')).status,
      ).toBe(404);
      expect(await t.database.db.$count(inboxEvents)).toBe(0);
    });
  });
});
