/**
 * The audit log (issue "Staff operations" item 7) against the real database: staff actions and the inbox's events
 * in one list, newest first, in keyset pages that neither repeat nor skip across the two sources, filtered by kind
 * and by person (the acting admin or the person acted on, matched literally). Access (401/403) is the route
 * inventory's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@shared/api-error';
import type { AuditEntry, AuditPage } from '@shared/schemas/audit';
import { inboxEvents, staffActions } from '../../db/schema/index';
import { send, uniqueEmail, useAccountSuite } from '../../test/accounts';
import { postJson } from '../../test/test-app';
import { member } from '../../test/admin-test-kit';

const suite = useAccountSuite();
let admin: { cookie: string; userId: string; email: string };
let other: { cookie: string; userId: string; email: string };

beforeAll(async () => {
  admin = await member(suite.t, true);
  other = await member(suite.t, true);
  const { db } = suite.t.database;
  // The log starts empty (the CLI's grants that made the two admins are not this suite's subject).
  await db.delete(staffActions);
  await db.delete(inboxEvents);
});

const as = (who: { cookie: string }, method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) =>
  send(suite.t, method, `/api/admin${path}`, body, { cookie: who.cookie });

async function audit(query: string): Promise<AuditPage> {
  const response = await as(admin, 'GET', `/audit?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

/** Every entry of the filtered log, page by page. */
async function everything(query: string, limit: number): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  let cursor: string | null = null;
  do {
    const page: AuditPage = await audit(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    entries.push(...page.entries);
    cursor = page.nextCursor;
  } while (cursor);
  return entries;
}

describe('the audit log', () => {
  const artistEmail = uniqueEmail('listed');
  const agentEmail = uniqueEmail('agent_100');

  beforeAll(async () => {
    // Interleaved: allow-list changes by two admins and inbox events on a contact message.
    expect((await as(admin, 'POST', '/allow-lists/artist', { email: artistEmail })).status).toBe(201);
    const contact = await postJson(suite.t.app, '/api/contact', {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Booking request',
      message: 'We would love to book you for a show.',
    });
    const { id } = (await contact.json()) as { id: string };
    expect(
      (await as(other, 'PATCH', `/inbox/contact-messages/${id}`, { status: 'in-progress' })).status,
    ).toBe(200);
    expect((await as(other, 'POST', '/allow-lists/agent', { email: agentEmail })).status).toBe(201);
    expect(
      (await as(admin, 'POST', `/inbox/contact-messages/${id}/notes`, { note: 'Called back.' })).status,
    ).toBe(201);
    expect((await as(admin, 'PATCH', `/inbox/contact-messages/${id}`, { status: 'done' })).status).toBe(200);
  });

  it('lists staff actions and inbox events together, newest first', async () => {
    const { entries } = await audit('');
    expect(entries.map((entry) => [entry.kind, entry.actor, entry.subject])).toEqual([
      ['inbox.status', admin.email, 'ada@example.com'],
      ['inbox.note', admin.email, 'ada@example.com'],
      ['allow_list.added', other.email, agentEmail],
      ['inbox.status', other.email, 'ada@example.com'],
      ['allow_list.added', admin.email, artistEmail],
    ]);
    expect(entries[0]!.details).toMatchObject({ itemKind: 'contact-messages', status: 'done' });
    expect(entries[1]!.details).toMatchObject({ note: 'Called back.' });
    expect(entries[2]!.details).toEqual({ list: 'agent' });
  });

  it('pages across both sources without repeating or skipping an entry', async () => {
    const all = (await audit('limit=100')).entries.map((entry) => entry.id);
    for (const limit of [1, 2, 3])
      expect((await everything('', limit)).map((entry) => entry.id)).toEqual(all);
  });

  it('filters by kind and by person (actor or subject, literally)', async () => {
    expect((await audit('kind=inbox.status')).entries.map((e) => e.actor)).toEqual([
      admin.email,
      other.email,
    ]);
    expect((await audit('kind=allow_list.added')).entries.map((e) => e.subject)).toEqual([
      agentEmail,
      artistEmail,
    ]);
    expect((await audit(`person=${encodeURIComponent(other.email)}`)).entries.map((e) => e.kind)).toEqual([
      'allow_list.added',
      'inbox.status',
    ]);
    expect((await audit('person=ADA%40EXAMPLE.COM')).entries).toHaveLength(3);
    expect((await audit('person=t_100')).entries.map((e) => e.subject)).toEqual([agentEmail]);
    expect((await audit('person=%25')).entries).toEqual([]);
    expect((await audit(`person=${encodeURIComponent(other.email)}&kind=inbox.status`)).entries).toHaveLength(
      1,
    );
  });

  it('refuses an unknown kind or a bad cursor with field errors', async () => {
    const response = await as(admin, 'GET', '/audit?kind=everything&cursor=nope');
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe(API_ERROR_CODES.validationFailed);
    expect(Object.keys(error.fields).sort()).toEqual(['cursor', 'kind']);
  });
});
