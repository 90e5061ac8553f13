import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { contactMessages, emailJobs } from '../db/schema/index';
import { createLogger } from '../logger';
import { createTestApp, postJson, type TestApp } from '../test/test-app';
import { EmailWorker, enqueueEmail } from './email-queue';
import { createOutboxTransport } from './transport';

const message = {
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Hello',
  message: 'A message that is long enough.',
};

describe('email delivery failures never lose a submission', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9: every SMTP delivery fails with a real connection error.
    t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 201 and keeps the message queued for retry when the mail server is down', async () => {
    const res = await postJson(t.app, '/api/contact', message);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await t.emailWorker.drain()).toBe(0);

    const [stored] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(stored?.subject).toBe('Hello');
    const [job] = await t.database.db.select().from(emailJobs);
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job!.lastError).toBeTruthy();
    expect(job!.runAfter.getTime()).toBeGreaterThan(Date.now());

    // Once a working transport runs and the retry is due, the same message is delivered, once.
    await t.database.db.update(emailJobs).set({ runAfter: new Date(Date.now() - 1000) });
    const healthy = new EmailWorker(
      t.database.db,
      createOutboxTransport(t.outboxDir, 'test@example.com', createLogger('silent')),
      createLogger('silent'),
    );
    expect(await healthy.drain()).toBe(1);
    expect(await healthy.drain()).toBe(0);
    const [sent] = await t.database.db.select().from(emailJobs);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('a delivery round that fails', () => {
  it('is logged once, however many messages were queued while it ran (issue 21 item 5)', async () => {
    // A database nobody listens for: every round fails at its first query, as while PostgreSQL is stopped.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const database = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${port}/none`,
      dataDir: 'unused',
    });
    const errors: string[] = [];
    const logger = createLogger('error', {
      write: (line: string) => errors.push((JSON.parse(line) as { msg: string }).msg),
    });
    const worker = new EmailWorker(
      database.db,
      createOutboxTransport('unused', 'test@example.com', createLogger('silent')),
      logger,
      { pollMs: 60_000 },
    );
    try {
      worker.start();
      // Requests that each queued a message while the first round was under way.
      for (let i = 0; i < 10; i++) worker.kick();
      await worker.stop();
      expect(errors).toEqual(['email delivery round failed']);
      await expect(worker.drain()).rejects.toThrow();
    } finally {
      await worker.stop();
      await database.close();
    }
  });
});

describe('an email that asks not to be repeated (issue 38 item 7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const once = (to: string, subject = 'Confirm your account') => ({
    to,
    subject,
    text: 'The link.',
    kind: 'account' as const,
    onceWithinMs: 30 * 60_000,
  });
  const jobsTo = (to: string) => t.database.db.select().from(emailJobs).where(eq(emailJobs.toAddress, to));

  it('is queued once within its window, even from transactions at once, and again once the window passed', async () => {
    const { db } = t.database;
    const to = 'once@example.com';
    const results = await Promise.all(
      Array.from({ length: 3 }, () => db.transaction((tx) => enqueueEmail(tx, once(to)))),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    // Another subject, another address, or a message without a window: each its own email.
    expect(await enqueueEmail(db, once(to, 'You already have an account'))).toBe(true);
    expect(await enqueueEmail(db, once('other@example.com'))).toBe(true);
    expect(await enqueueEmail(db, { ...once(to), onceWithinMs: undefined })).toBe(true);
    expect(await jobsTo(to)).toHaveLength(3);

    await db.update(emailJobs).set({ createdAt: new Date(Date.now() - 31 * 60_000) });
    expect(await enqueueEmail(db, once(to))).toBe(true);
    expect(await enqueueEmail(db, once(to))).toBe(false);
  });

  it('is queued again when the earlier one failed for good: that one never arrived', async () => {
    const { db } = t.database;
    const to = 'failed@example.com';
    expect(await enqueueEmail(db, once(to))).toBe(true);
    await db.update(emailJobs).set({ status: 'failed' }).where(eq(emailJobs.toAddress, to));
    expect(await enqueueEmail(db, once(to))).toBe(true);
    expect((await jobsTo(to)).map((job) => job.status).sort()).toEqual(['failed', 'pending']);
  });
});
