/**
 * Accounts for the journeys: allow-list entries are made with the admin CLI against the running test server
 * (through its admin socket, as an operator would), and confirmed accounts through the API plus the real
 * confirmation email read back from the outbox.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { listOutbox, readOutboxEmail } from './outbox';
import { dataDir, repoRoot } from './paths';

const run = promisify(execFile);

/** A password every portal accepts (§5). */
export const GOOD_PASSWORD = 'Str0ng!Passw0rd';

/** A fresh email address for one test. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

async function cli(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/cli.ts', ...args], {
    cwd: repoRoot,
    // The test server's own database (embedded, in its data folder), whatever database the environment names.
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
    },
  });
  return stdout.trim();
}

/** Puts `email` on the artist or agent allow-list (`npm run cli -- allow …`). */
export async function allowEmail(list: 'artist' | 'agent', email: string): Promise<void> {
  await cli('allow', list, email);
}

/** Disables `email` on the list (`npm run cli -- disallow …`). */
export async function disallowEmail(list: 'artist' | 'agent', email: string): Promise<void> {
  await cli('disallow', list, email);
}

/** Makes the account of `email` an admin (`npm run cli -- grant-admin …`); the account must exist. */
export async function grantAdmin(email: string): Promise<void> {
  await cli('grant-admin', email);
}

/** Waits for the newest email to `to` whose subject matches and returns its first link. */
export async function waitForLink(to: string, subject: RegExp, timeout = 10_000): Promise<URL> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const files = (await listOutbox()).reverse();
    for (const file of files) {
      const email = await readOutboxEmail(file);
      if (email.to.includes(to) && subject.test(email.subject)) {
        const match = /https?:\/\/\S+/.exec(email.text);
        if (match) return new URL(match[0]);
      }
    }
    if (Date.now() > deadline)
      throw new Error(`no email to ${to} with subject ${subject} within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Allow-lists `email`, signs it up through the API and confirms it with the emailed link, so a journey can start
 * from a ready account. Confirming signs the account in (docs/decisions/0015); unless `signedIn`, that session is
 * signed out again, so the journey starts signed out. With `signedIn` and `page.request`, whose cookies are the
 * browser's, the page starts signed in.
 */
export async function createConfirmedAccount(
  request: APIRequestContext,
  {
    list,
    email,
    password = GOOD_PASSWORD,
    signedIn = false,
  }: { list: 'artist' | 'agent'; email: string; password?: string; signedIn?: boolean },
): Promise<void> {
  await allowEmail(list, email);
  const signUp = await request.post('/api/auth/sign-up', { data: { email, password, portal: list } });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
  const link = await waitForLink(email, /^Confirm your/);
  const confirm = await request.post('/api/auth/confirm-email', {
    data: { token: link.searchParams.get('token') },
  });
  if (!confirm.ok()) throw new Error(`confirmation failed: ${confirm.status()} ${await confirm.text()}`);
  if (!signedIn) {
    const signOut = await request.post('/api/auth/sign-out', { data: {} });
    if (!signOut.ok()) throw new Error(`sign-out failed: ${signOut.status()} ${await signOut.text()}`);
  }
}
