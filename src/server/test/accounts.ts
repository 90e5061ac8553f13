/**
 * Helpers for the account suites: allow-list entries, requests from distinct client IPs (the app trusts one
 * proxy in these suites, so each test can pick its own address and per-IP limits stay per test), the links in
 * emails read back from the outbox, and session cookies.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { runAdminCommand } from '../admin/commands';
import type { AllowList } from '../auth/access';
import { approvedAgents, approvedArtists } from '../db/schema/index';
import { createTestApp, randomIp, type TestApp } from './test-app';

/** A fresh email address. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** A password every portal accepts. */
export const GOOD_PASSWORD = 'Str0ng!Passw0rd';

/** One app for the file, trusting one proxy so `X-Forwarded-For` sets the client IP. */
export function useAccountSuite(env: Record<string, string> = {}) {
  const suite = {} as { t: TestApp };
  beforeAll(async () => {
    suite.t = await createTestApp({ env: { TRUST_PROXY: '1', ...env } });
  });
  afterAll(async () => {
    await suite.t.close();
  });
  return suite;
}

/** Puts `email` on `list` (enabled), or disables it. */
export async function allow(t: TestApp, list: AllowList, email: string, enabled = true): Promise<void> {
  await runAdminCommand(t.database.db, { name: 'allow', list, email });
  if (!enabled) await runAdminCommand(t.database.db, { name: 'disallow', list, email });
}

/**
 * Disables `email` on `list` in the table alone, leaving its sessions alive: a signed-in caller who has no access
 * (as a request already in flight when staff disabled the entry is). Staff and the CLI also end the sessions.
 */
export async function disableEntryOnly(t: TestApp, list: AllowList, email: string): Promise<void> {
  const table = list === 'agent' ? approvedAgents : approvedArtists;
  await t.database.db.update(table).set({ isEnabled: false }).where(eq(table.email, email));
}

/** Options of {@link send}. */
export interface SendOptions {
  /** Client IP (via X-Forwarded-For); a random one by default. */
  ip?: string;
  /** A `Cookie` header. */
  cookie?: string;
}

/** Sends a request through the app in-process; a JSON body when `body` is given. */
export function send(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  options: SendOptions = {},
) {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? randomIp() };
  if (options.cookie) headers.cookie = options.cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return t.app.request(path, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ');
}

/** The emails sent to `to` (delivering the queue first), oldest first. */
export async function emailsTo(t: TestApp, to: string) {
  const all = await t.readOutbox();
  return all.filter((email) =>
    new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}\\r?$`, 'm').test(email.content),
  );
}

/** The first http(s) link of an email's text (quoted-printable soft breaks undone). */
export function firstLink(content: string): URL {
  const text = content.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in email:\n${content}`);
  return new URL(match[0]);
}

/** The latest email to `to` whose subject matches, and its link. */
export async function latestLink(t: TestApp, to: string, subject: RegExp): Promise<URL> {
  const emails = (await emailsTo(t, to)).filter((email) => subject.test(email.content));
  const last = emails.at(-1);
  if (!last) throw new Error(`no email to ${to} matching ${subject}`);
  return firstLink(last.content);
}

/**
 * Signs up an approved email (with `name` and `organisation` when given) and confirms it through the emailed link. Confirming signs the account in
 * (docs/decisions/0015); that session is signed out again, so the account starts with none.
 */
export async function createConfirmedAccount(
  t: TestApp,
  {
    email,
    password = GOOD_PASSWORD,
    portal = 'artist',
    name,
    organisation,
  }: {
    email: string;
    password?: string;
    portal?: 'artist' | 'agent' | 'program';
    name?: string;
    organisation?: string;
  },
): Promise<void> {
  await allow(t, portal === 'agent' ? 'agent' : 'artist', email);
  const signUp = await send(t, 'POST', '/api/auth/sign-up', {
    email,
    password,
    portal,
    name,
    organisation,
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const link = await latestLink(t, email, /Subject: Confirm your/);
  const confirm = await send(t, 'POST', '/api/auth/confirm-email', { token: link.searchParams.get('token') });
  if (confirm.status !== 200)
    throw new Error(`confirmation failed: ${confirm.status} ${await confirm.text()}`);
  const cookie = cookieHeader(confirm);
  if (cookie) await send(t, 'POST', '/api/auth/sign-out', {}, { cookie });
}

/** Signs in and returns the session cookie. */
export async function signInCookie(
  t: TestApp,
  {
    email,
    password = GOOD_PASSWORD,
    portal = 'artist',
  }: { email: string; password?: string; portal?: 'artist' | 'agent' | 'program' },
): Promise<string> {
  const response = await send(t, 'POST', '/api/auth/sign-in', { email, password, portal });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookieHeader(response);
}

/**
 * `GET /api/auth/session` with `cookie`: the session answered (null when signed out) and the cookies set.
 *
 * @throws {Error} when the route does not answer 200.
 */
export async function readSession(t: TestApp, cookie: string) {
  const response = await send(t, 'GET', '/api/auth/session', undefined, { cookie });
  if (response.status !== 200) throw new Error(`GET /api/auth/session answered ${response.status}`);
  return { session: (await response.json()).session, setCookies: response.headers.getSetCookie() };
}
