/**
 * The table-backed email queue (ARCHITECTURE.md "Towards scale"). {@link enqueueEmail} inserts a message in the
 * caller's transaction, so it exists exactly when the record that caused it does. {@link EmailWorker} delivers
 * pending messages from any instance: each batch is claimed with `FOR UPDATE SKIP LOCKED` and leased for
 * {@link LEASE_MS}, so a crash mid-send means a retry, never a loss; a failure backs off and retries up to
 * {@link MAX_ATTEMPTS} times. A message may ask not to be repeated (`MailMessage.onceWithinMs`, issue 38 item 7;
 * docs/decisions/0019): it is then not queued while the same email to the same address is already queued or sent.
 */
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailJobs } from '../db/schema/index';
import type { Logger } from '../logger';
import type { MailMessage, MailTransport } from './transport';

/** How long a claimed message is reserved for its sender, in ms. */
const LEASE_MS = 5 * 60_000;
/** Delivery attempts before a message is marked failed. */
export const MAX_ATTEMPTS = 8;
/** Back-off after the n-th failed attempt, in ms: 30 s doubling, at most 1 h. */
function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

/**
 * Adds a message to the queue inside the caller's transaction (or on the database directly).
 *
 * With `message.onceWithinMs`, nothing is queued when an email with the same recipient and subject was queued within
 * that many ms and has not failed (a failed one does not count: the person never got it). The check holds a
 * transaction-level advisory lock on the recipient and subject, so of two transactions at once the second waits
 * for the first and then sees its email: one goes. Outside a transaction the lock ends with its statement.
 *
 * @returns whether the message was queued (false: the same email is already on its way or was sent).
 */
export async function enqueueEmail(
  tx: Pick<Db, 'insert' | 'select' | 'execute'>,
  message: MailMessage,
): Promise<boolean> {
  if (message.onceWithinMs !== undefined) {
    const key = `${message.to}\n${message.subject}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const [earlier] = await tx
      .select({ id: emailJobs.id })
      .from(emailJobs)
      .where(
        and(
          inArray(emailJobs.status, ['pending', 'sent']),
          gt(emailJobs.createdAt, sql`now() - make_interval(secs => ${message.onceWithinMs / 1000})`),
          eq(emailJobs.toAddress, message.to),
          eq(emailJobs.subject, message.subject),
        ),
      )
      .limit(1);
    if (earlier) return false;
  }
  await tx.insert(emailJobs).values({
    toAddress: message.to,
    replyTo: message.replyTo ?? null,
    subject: message.subject,
    textBody: message.text,
    kind: message.kind,
    headers: message.headers ?? null,
  });
  return true;
}

/** Options of {@link EmailWorker}. */
export interface EmailWorkerOptions {
  /** Poll interval in ms when nothing kicks the worker (default 5000). */
  pollMs?: number;
  /** Messages claimed per batch (default 20). */
  batchSize?: number;
}

/** Delivers queued messages in the background. */
export class EmailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly logger: Logger,
    private readonly options: EmailWorkerOptions = {},
  ) {}

  /** Starts polling. */
  start(): void {
    this.stopped = false;
    this.schedule();
  }

  /** Asks for a delivery round now (after a message was queued); never throws. */
  kick(): void {
    if (this.stopped) return;
    void this.round();
  }

  /**
   * Delivers everything due now. Concurrent calls share one round, followed by one more if asked meanwhile.
   *
   * @returns the number of messages delivered.
   */
  async drain(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      let delivered = 0;
      do {
        this.again = false;
        delivered += await this.deliverDue();
      } while (this.again);
      return delivered;
    })();
    try {
      return await this.running;
    } finally {
      this.running = undefined;
    }
  }

  /** Stops polling and waits for the round in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => 0);
  }

  /**
   * A delivery round of the background (a kick or the poll), whose failure is logged once: while a round is under
   * way, it is asked to run once more instead (as {@link EmailWorker.drain} does), and only that round logs. A
   * failed round (the database went away, issue 21 item 5) thus makes one log line, not one per request that
   * queued a message meanwhile. Never rejects.
   */
  private round(): Promise<void> {
    if (this.running) {
      this.again = true;
      return Promise.resolve();
    }
    return this.drain().then(
      () => undefined,
      (error: unknown) => this.logger.error({ err: error }, 'email delivery round failed'),
    );
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.round().finally(() => this.schedule());
    }, this.options.pollMs ?? 5000);
    this.timer.unref();
  }

  private async deliverDue(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const batch = await this.claim(this.options.batchSize ?? 20);
      if (batch.length === 0) return delivered;
      for (const job of batch) {
        try {
          await this.transport.send({
            to: job.toAddress,
            subject: job.subject,
            text: job.textBody,
            replyTo: job.replyTo,
            kind: job.kind,
            headers: job.headers,
          });
          await this.db
            .update(emailJobs)
            .set({ status: 'sent', sentAt: new Date(), lastError: null })
            .where(eq(emailJobs.id, job.id));
          delivered += 1;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const failed = job.attempts >= MAX_ATTEMPTS;
          await this.db
            .update(emailJobs)
            .set({
              status: failed ? 'failed' : 'pending',
              lastError: message.slice(0, 1000),
              runAfter: new Date(Date.now() + retryDelayMs(job.attempts)),
            })
            .where(eq(emailJobs.id, job.id));
          this.logger.warn(
            { emailId: job.id, attempt: job.attempts, err: message },
            failed ? 'email failed for good' : 'email delivery failed, will retry',
          );
        }
      }
    }
  }

  /**
   * Claims up to `limit` due messages: bumps their attempt count and leases them. They come back oldest first
   * (`UPDATE … RETURNING` keeps no order), so the outbox receives them in the order they were queued.
   */
  private async claim(limit: number) {
    const due = this.db
      .select({ id: emailJobs.id })
      .from(emailJobs)
      .where(and(eq(emailJobs.status, 'pending'), lte(emailJobs.runAfter, sql`now()`)))
      .orderBy(emailJobs.runAfter)
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(emailJobs)
      .set({
        attempts: sql`${emailJobs.attempts} + 1`,
        runAfter: sql`now() + make_interval(secs => ${LEASE_MS / 1000})`,
      })
      .where(inArray(emailJobs.id, due))
      .returning({
        id: emailJobs.id,
        toAddress: emailJobs.toAddress,
        replyTo: emailJobs.replyTo,
        kind: emailJobs.kind,
        headers: emailJobs.headers,
        subject: emailJobs.subject,
        textBody: emailJobs.textBody,
        attempts: emailJobs.attempts,
        // The exact time (microseconds) as text: a JavaScript Date keeps only milliseconds.
        queuedAt: sql<string>`${emailJobs.createdAt}::text`,
      });
    return claimed.sort((a, b) => (a.queuedAt < b.queuedAt ? -1 : a.queuedAt > b.queuedAt ? 1 : 0));
  }
}
