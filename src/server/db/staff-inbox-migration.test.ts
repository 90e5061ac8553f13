/**
 * Migration 0011_staff_inbox against submissions sent before it: every submission starts as `new`, and an
 * application sent through /artist-intake (the only form whose answers hold the intake's keys) is found under
 * artist intake, one sent through /artist-development under program applications. Runs on PGlite, or on a fresh
 * database of the PostgreSQL server of `DATABASE_URL` (dropped at the end).
 */
import fs from 'node:fs/promises';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertRow, migrateWith, migrationsUpTo, openEmptyDatabase } from '../test/migrations';
import { migrationsFolder, type Database } from './client';
import { contactMessages, enrollmentApplications } from './schema/index';

const BEFORE = '0010_learner_revisions';
const INBOX = '0011_staff_inbox';

let database: Database;
let before: string;

beforeAll(async () => {
  database = await openEmptyDatabase();
  before = await migrationsUpTo(BEFORE, INBOX);
  await migrateWith(database, before);
  const application = { experience_level: 'intermediate', goals: 'An EP.', why_program: 'Business.' };
  await insertRow(database.db, 'enrollment_applications', {
    ...application,
    first_name: 'Pro',
    last_name: 'Gram',
    email: 'program@example.com',
    social_media_links: { instagram: '@pro', tiktok: null, spotify: null, youtube: null },
    created_at: '2026-01-01T10:00:00Z',
  });
  await insertRow(database.db, 'enrollment_applications', {
    ...application,
    first_name: 'In',
    last_name: 'Take',
    email: 'intake@example.com',
    social_media_links: {
      handles: null,
      hasReleasedMusic: 'yes',
      hasManagement: null,
      musicalInfluences: 'Sade',
    },
    created_at: '2026-01-02T10:00:00Z',
  });
  await insertRow(database.db, 'contact_messages', {
    name: 'Ada',
    email: 'ada@example.com',
    subject: 'Hi',
    message: 'Hello',
  });
  await migrateWith(database, migrationsFolder);
});

afterAll(async () => {
  await database?.close();
  if (before) await fs.rm(before, { recursive: true, force: true });
});

it('sorts earlier applications by the form that sent them, and starts every submission as new', async () => {
  const applications = await database.db
    .select({
      email: enrollmentApplications.email,
      form: enrollmentApplications.form,
      status: enrollmentApplications.status,
    })
    .from(enrollmentApplications)
    .orderBy(asc(enrollmentApplications.createdAt));
  expect(applications).toEqual([
    { email: 'program@example.com', form: 'program', status: 'new' },
    { email: 'intake@example.com', form: 'artist-intake', status: 'new' },
  ]);
  expect(await database.db.select({ status: contactMessages.status }).from(contactMessages)).toEqual([
    { status: 'new' },
  ]);
});
