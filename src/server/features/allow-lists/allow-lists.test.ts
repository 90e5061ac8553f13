/**
 * The allow-lists in the browser (issue "Staff operations" item 3) against the real database: staff list, search,
 * add, enable and disable approved artists and agents; every change is recorded with who and when, the admin CLI
 * writes the same records, and disabling signs the person out of every session at once. Access (401/403) is the
 * route inventory's.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@shared/api-error';
import type { AllowListEntryDetail, AllowListPage } from '@shared/schemas/allow-lists';
import { runAdminCommand } from '../../admin/commands';
import { approvedAgents, staffActions } from '../../db/schema/index';
import {
  createConfirmedAccount,
  readSession,
  send,
  signInCookie,
  uniqueEmail,
  useAccountSuite,
} from '../../test/accounts';
import { member } from '../../test/admin-test-kit';

const suite = useAccountSuite();
let admin: { cookie: string; userId: string; email: string };

beforeAll(async () => {
  admin = await member(suite.t, true);
});

const staff = (method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) =>
  send(suite.t, method, `/api/admin/allow-lists${path}`, body, { cookie: admin.cookie });

async function page(query: string): Promise<AllowListPage> {
  const response = await staff('GET', query);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

const recordsOf = (email: string) =>
  suite.t.database.db
    .select({ kind: staffActions.kind, actorEmail: staffActions.actorEmail, details: staffActions.details })
    .from(staffActions)
    .where(eq(staffActions.subjectEmail, email))
    .orderBy(staffActions.seq);

describe('allow-lists', () => {
  it('adds an email once: recorded with who, and a second add changes nothing', async () => {
    const email = uniqueEmail('Agent').toUpperCase();
    const added = await staff('POST', '/agent', { email: `  ${email} ` });
    expect(added.status, await added.clone().text()).toBe(201);
    const detail: AllowListEntryDetail = await added.json();
    expect(detail.entry).toMatchObject({ email: email.toLowerCase(), isEnabled: true, hasAccount: false });
    expect(detail.history).toEqual([
      expect.objectContaining({ kind: 'allow_list.added', actor: admin.email }),
    ]);
    expect(detail.changed).toBe(true);

    const again = await staff('POST', '/agent', { email });
    expect(again.status).toBe(200);
    expect(((await again.json()) as AllowListEntryDetail).changed).toBe(false);
    expect(await recordsOf(email.toLowerCase())).toEqual([
      { kind: 'allow_list.added', actorEmail: admin.email, details: { list: 'agent' } },
    ]);
  });

  it('refuses an address sign-up would refuse, with a field error, and adds nothing', async () => {
    const before = await suite.t.database.db.select().from(approvedAgents);
    for (const email of ['not an email', '', 'a@b', 'x'.repeat(300) + '@example.com']) {
      const response = await staff('POST', '/agent', { email });
      expect(response.status).toBe(400);
      const { error } = await response.json();
      expect(error.code).toBe(API_ERROR_CODES.validationFailed);
      expect(error.fields).toHaveProperty('email');
    }
    expect(await suite.t.database.db.select().from(approvedAgents)).toHaveLength(before.length);
    expect((await staff('POST', '/managers', { email: 'a@example.com' })).status).toBe(400);
  });

  it('searches literally and filters by state, newest first in keyset pages', async () => {
    const tag = `lit${Date.now()}`;
    for (const name of ['a', 'b', 'c'])
      expect((await staff('POST', '/artist', { email: `${tag}.${name}@example.com` })).status).toBe(201);
    const emails: string[] = [];
    let cursor: string | null = null;
    do {
      const current: AllowListPage = await page(
        `/artist?q=${tag}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      emails.push(...current.entries.map((entry) => entry.email));
      cursor = current.nextCursor;
    } while (cursor);
    expect(emails).toEqual([`${tag}.c@example.com`, `${tag}.b@example.com`, `${tag}.a@example.com`]);
    expect((await page('/artist?q=%25')).entries).toEqual([]);
    expect((await page(`/artist?q=${tag.toUpperCase()}_A`)).entries).toEqual([]);
    const [first] = (await page(`/artist?q=${tag}.a`)).entries;
    expect((await staff('PATCH', `/artist/${first!.id}`, { isEnabled: false })).status).toBe(200);
    expect((await page(`/artist?q=${tag}&state=disabled`)).entries.map((e) => e.email)).toEqual([
      first!.email,
    ]);
    expect((await page(`/artist?q=${tag}&state=enabled`)).entries).toHaveLength(2);
  });

  it('disabling signs the person out of every session at once; enabling lets them back in', async () => {
    const email = uniqueEmail('signed-in');
    await createConfirmedAccount(suite.t, { email, portal: 'agent' });
    const [one, two] = [
      await signInCookie(suite.t, { email, portal: 'agent' }),
      await signInCookie(suite.t, { email, portal: 'agent' }),
    ];
    const [entry] = (await page(`/agent?q=${encodeURIComponent(email)}`)).entries;
    expect(entry!.hasAccount).toBe(true);

    const response = await staff('PATCH', `/agent/${entry!.id}`, { isEnabled: false });
    expect(response.status).toBe(200);
    const detail: AllowListEntryDetail = await response.json();
    expect(detail).toMatchObject({ changed: true, entry: { isEnabled: false } });
    expect(detail.history[0]).toMatchObject({ kind: 'allow_list.disabled', actor: admin.email });
    expect((await readSession(suite.t, one)).session).toBeNull();
    expect((await readSession(suite.t, two)).session).toBeNull();

    const again = await staff('PATCH', `/agent/${entry!.id}`, { isEnabled: false });
    expect(((await again.json()) as AllowListEntryDetail).changed).toBe(false);
    expect((await staff('PATCH', `/agent/${entry!.id}`, { isEnabled: true })).status).toBe(200);
    expect(
      (await readSession(suite.t, await signInCookie(suite.t, { email, portal: 'agent' }))).session,
    ).not.toBeNull();
    // The CLI's allow when the account was created, then staff's disable and enable.
    expect((await recordsOf(email)).map((r) => [r.kind, r.actorEmail])).toEqual([
      ['allow_list.added', null],
      ['allow_list.disabled', admin.email],
      ['allow_list.enabled', admin.email],
    ]);
  });

  it('the CLI writes the same records, as the command line', async () => {
    const email = uniqueEmail('cli');
    const { db } = suite.t.database;
    await runAdminCommand(db, { name: 'allow', list: 'artist', email });
    await runAdminCommand(db, { name: 'disallow', list: 'artist', email });
    await runAdminCommand(db, { name: 'allow', list: 'artist', email });
    await runAdminCommand(db, { name: 'allow', list: 'artist', email });
    expect(await recordsOf(email)).toEqual([
      { kind: 'allow_list.added', actorEmail: null, details: { list: 'artist' } },
      { kind: 'allow_list.disabled', actorEmail: null, details: { list: 'artist' } },
      { kind: 'allow_list.enabled', actorEmail: null, details: { list: 'artist' } },
    ]);
    const [entry] = (await page(`/artist?q=${encodeURIComponent(email)}`)).entries;
    const detail = await staff('GET', `/artist/${entry!.id}`);
    expect(((await detail.json()) as AllowListEntryDetail).history.map((h) => [h.kind, h.actor])).toEqual([
      ['allow_list.enabled', null],
      ['allow_list.disabled', null],
      ['allow_list.added', null],
    ]);
  });

  it("refuses to disable the entry of the admin's own email, keeping their session", async () => {
    const [own] = (await page(`/artist?q=${encodeURIComponent(admin.email)}`)).entries;
    const response = await staff('PATCH', `/artist/${own!.id}`, { isEnabled: false });
    expect(response.status).toBe(409);
    expect((await response.json()).error.code).toBe(API_ERROR_CODES.cannotDisableSelf);
    expect((await readSession(suite.t, admin.cookie)).session).not.toBeNull();
    expect((await page(`/artist?q=${encodeURIComponent(admin.email)}`)).entries[0]!.isEnabled).toBe(true);
  });

  it('answers 404 for an entry that does not exist, and 400 for a bad body', async () => {
    const missing = await staff('PATCH', '/artist/00000000-0000-4000-8000-000000000000', { isEnabled: true });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe(API_ERROR_CODES.allowListEntryNotFound);
    const bad = await staff('PATCH', '/artist/00000000-0000-4000-8000-000000000000', { isEnabled: 'no' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty('isEnabled');
  });
});
