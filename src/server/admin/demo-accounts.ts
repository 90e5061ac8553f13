/**
 * Demo accounts (ARCHITECTURE.md "Operational contract"): outside production, start-up makes sure an approved
 * artist, an approved agent and an admin exist, confirmed, with known passwords, and prints them. Never called in
 * production.
 */
import { eq } from 'drizzle-orm';
import { runAdminCommand } from './commands';
import { artists, users } from '../db/schema/index';
import type { AppDeps } from '../deps';
import { linkArtistUser } from '../auth/access';

/** One demo account. */
export interface DemoAccount {
  role: 'artist' | 'agent' | 'admin';
  email: string;
  password: string;
}

/** The demo accounts; the passwords meet every password rule of §5. */
export function demoAccounts(emailDomain: string): DemoAccount[] {
  return [
    { role: 'artist', email: `demo-artist@${emailDomain}`, password: 'Demo-Artist-2026!' },
    { role: 'agent', email: `demo-agent@${emailDomain}`, password: 'Demo-Agent-2026!' },
    { role: 'admin', email: `demo-admin@${emailDomain}`, password: 'Demo-Admin-2026!' },
  ];
}

async function ensureUser(deps: AppDeps, account: DemoAccount): Promise<void> {
  const { db } = deps.database;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, account.email))
    .limit(1);
  if (existing) return;
  const context = await deps.auth.$context;
  const user = await context.internalAdapter.createUser(
    { email: account.email, name: '', emailVerified: true },
    { method: 'email-password' },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await context.password.hash(account.password),
  });
}

/**
 * Creates what is missing (idempotent): allow-list entries, confirmed accounts, the artist record and the admin
 * role. The admin is also an approved artist, so it can use the members program it administers.
 *
 * @returns the accounts, for printing.
 */
export async function ensureDemoAccounts(deps: AppDeps): Promise<DemoAccount[]> {
  const { db } = deps.database;
  const accounts = demoAccounts(deps.env.site.addresses.staff.split('@')[1] ?? 'example.com');
  for (const account of accounts) {
    const list = account.role === 'agent' ? 'agent' : 'artist';
    await runAdminCommand(db, { name: 'allow', list, email: account.email });
    await ensureUser(deps, account);
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, account.email))
      .limit(1);
    if (list === 'artist' && user) {
      await linkArtistUser(db, account.email, user.id);
      if (account.role === 'artist')
        await db
          .update(artists)
          .set({ stageName: 'Demo Artist', name: 'Dee Mo' })
          .where(eq(artists.userId, user.id));
    }
    if (account.role === 'admin') await runAdminCommand(db, { name: 'grant-admin', email: account.email });
  }
  return accounts;
}

/** The block printed at start-up. */
export function formatDemoAccounts(accounts: DemoAccount[]): string {
  return [
    'Demo accounts (not created in production):',
    ...accounts.map((a) => `  ${a.role.padEnd(7)} ${a.email.padEnd(34)} password: ${a.password}`),
  ].join('\n');
}
