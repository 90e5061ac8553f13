import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, emailJobs } from '../db/schema/index';
import { createLogger } from '../logger';
import { createTestApp, postJson, type TestApp } from '../test/test-app';
import { EmailWorker } from './email-queue';
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
