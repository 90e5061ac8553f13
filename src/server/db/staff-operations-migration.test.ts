/**
 * Migration 0012_staff_operations against rows written before it: an email queued before kinds were recorded is
 * `other` (and keeps its state), and accounts, learners' records and questions gain no staff change (not disabled,
 * nothing opened early or reset, nothing edited by staff). Runs on PGlite, or on a fresh database of the PostgreSQL
 * server of `DATABASE_URL` (dropped at the end).
 */
import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertRow, migrateWith, migrationsUpTo, openEmptyDatabase } from '../test/migrations';
import { migrationsFolder, type Database } from './client';
import { emailJobs, staffActions, users } from './schema/index';

const BEFORE = '0011_staff_inbox';
const STAFF = '0012_staff_operations';

let database: Database;
let before: string;

beforeAll(async () => {
  database = await openEmptyDatabase();
  before = await migrationsUpTo(BEFORE, STAFF);
  await migrateWith(database, before);
  await insertRow(database.db, 'email_jobs', {
    to_address: 'ada@example.com',
    subject: 'Queued before',
    text_body: 'Hello',
    status: 'sent',
    attempts: 1,
  });
  await insertRow(database.db, 'users', { id: 'user-1', email: 'ada@example.com', name: 'Ada' });
  await migrateWith(database, migrationsFolder);
});

afterAll(async () => {
  await database?.close();
  if (before) await fs.rm(before, { recursive: true, force: true });
});

it('gives an email queued before it the kind `other`, keeping its state, and later emails must name theirs', async () => {
  const [job] = await database.db.select().from(emailJobs);
  expect(job).toMatchObject({ kind: 'other', status: 'sent', attempts: 1, headers: null });
  await expect(
    database.db.execute(
      sql`insert into email_jobs (to_address, subject, text_body) values ('b@example.com', 'No kind', 'Hi')`,
    ),
  ).rejects.toThrow();
});

it('leaves existing accounts enabled, and the audit log empty', async () => {
  const [user] = await database.db.select({ disabledAt: users.disabledAt }).from(users);
  expect(user).toEqual({ disabledAt: null });
  expect(await database.db.select().from(staffActions)).toEqual([]);
});
