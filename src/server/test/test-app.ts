/**
 * A fresh, migrated database and an in-process app for each test file (Epic Stack style): PGlite in memory by
 * default, or a new PostgreSQL database on the server of `DATABASE_URL` (dropped again at the end). Email goes
 * to a temporary outbox folder that tests read back.
 */
import { randomInt } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createApp } from '../app';
import type { RenderPublicPage } from '../http/public-page-render';
import { buildAppDeps, type AppDeps } from '../deps';
import { migrateDatabase, type Database } from '../db/client';
import * as schema from '../db/schema/index';
import { emailJobs } from '../db/schema/index';
import { loadEnv, type Env } from '../env';
import { createLogger } from '../logger';
import { openEmptyDatabase } from './migrations';
import { EmailWorker } from '../mail/email-queue';
import { createOutboxTransport, createSmtpTransport, type MailTransport } from '../mail/transport';

/** A database on its own, migrated: PGlite in memory, or a fresh PostgreSQL database when `DATABASE_URL` is set. */
export async function openTestDatabase(): Promise<Database> {
  const database = await openEmptyDatabase();
  await migrateDatabase(database);
  return database;
}

const TABLES: PgTable[] = Object.values(schema).filter((value: unknown) => is(value, PgTable));

/** Rows in every table of the product, by table name: what a refused request must leave as it was. */
export async function rowCounts(database: Database): Promise<Record<string, number>> {
  const counts = await Promise.all(
    TABLES.map(async (table) => {
      const [row] = await database.db.select({ n: count() }).from(table);
      return [getTableConfig(table).name, row!.n] as const;
    }),
  );
  return Object.fromEntries(counts);
}

/** Options of {@link createTestApp}. */
export interface TestAppOptions {
  /** Extra environment variables (e.g. `SMTP_URL` to make delivery fail). */
  env?: Record<string, string>;
  /** Receives the app's JSON log lines (level info) instead of discarding them. */
  logLines?: string[];
  /** The database to use as it is (not migrated), instead of a fresh one; the caller closes it. */
  database?: Database;
  /** The public page renderer the app's form pages use (app.ts `createApp`); left out, those pages are not served. */
  renderPublicPage?: RenderPublicPage;
}

/** Everything a test needs: the app, its database, and the outbox. */
export interface TestApp {
  app: ReturnType<typeof createApp>;
  /** The dependencies the app was built from (auth instance, rate limits …). */
  deps: AppDeps;
  env: Env;
  database: Database;
  emailWorker: EmailWorker;
  outboxDir: string;
  /** Delivers queued email now, then returns the outbox's `.eml` files (name and content), oldest first. */
  readOutbox(): Promise<{ name: string; content: string }[]>;
  /** Empties the outbox folder. */
  clearOutbox(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The configuration of a test app whose data folder is `dataDir`, with `extra` variables on top; the web build is
 * `dataDir/no-web` (made by {@link createTestApp}).
 */
export function testEnv(dataDir: string, extra: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    // Each test request names its client IP in X-Forwarded-For (randomIp), so per-IP limits count per test.
    TRUST_PROXY: '1',
    PORT: '3999',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...extra,
  });
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gbf-test-'));
  // An empty web build, so the static middleware finds its folder (a missing one is warned about on every app).
  await fs.mkdir(path.join(dataDir, 'no-web'));
  const env = testEnv(dataDir, options.env);
  const logger = options.logLines
    ? createLogger('info', { write: (line: string) => void options.logLines!.push(line) })
    : createLogger(env.LOG_LEVEL);
  const database = options.database ?? (await openTestDatabase());
  const outboxDir = path.join(dataDir, 'outbox');
  const transport: MailTransport = env.SMTP_URL
    ? createSmtpTransport(env.SMTP_URL, env.MAIL_FROM, logger)
    : createOutboxTransport(outboxDir, env.MAIL_FROM, logger);
  const emailWorker = new EmailWorker(database.db, transport, logger);
  const deps = buildAppDeps({ env, database, logger, emailWorker });
  const app = createApp(deps, undefined, options.renderPublicPage);
  return {
    app,
    deps,
    env,
    database,
    emailWorker,
    outboxDir,
    async readOutbox() {
      await emailWorker.drain();
      const names = (await fs.readdir(outboxDir).catch(() => [] as string[]))
        .filter((n) => n.endsWith('.eml'))
        .sort();
      return Promise.all(
        names.map(async (name) => ({ name, content: await fs.readFile(path.join(outboxDir, name), 'utf8') })),
      );
    },
    async clearOutbox() {
      await fs.rm(outboxDir, { recursive: true, force: true });
    },
    async close() {
      await emailWorker.stop();
      await deps.rateLimits.close();
      transport.close();
      if (!options.database) await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh client IP address (sent as `X-Forwarded-For`; test apps trust one proxy), so per-IP limits count per test. */
export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** Sends a JSON POST through the app in-process, from a random client IP unless `headers` names one. */
export function postJson(
  app: TestApp['app'],
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/**
 * Registers the usual hooks of a form suite: one app for the file, and before each test the given tables,
 * the email queue and the outbox emptied.
 *
 * @returns the app (valid inside tests) and a count of the rows in `table`.
 */
export function useFormSuite(table: PgTable, options: TestAppOptions = {}) {
  const suite = {} as { t: TestApp; storedCount(): Promise<number> };
  beforeAll(async () => {
    suite.t = await createTestApp(options);
  });
  afterAll(async () => {
    await suite.t.close();
  });
  beforeEach(async () => {
    await suite.t.database.db.delete(table);
    await suite.t.database.db.delete(emailJobs);
    await suite.t.clearOutbox();
  });
  suite.storedCount = async () => {
    const [row] = await suite.t.database.db.select({ n: count() }).from(table);
    return row!.n;
  };
  return suite;
}
