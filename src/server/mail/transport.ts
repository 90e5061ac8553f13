/**
 * Email delivery (ARCHITECTURE.md, operational contract): nodemailer over `SMTP_URL` when set; otherwise each
 * message is written as an RFC 5322 `.eml` file to `$DATA_DIR/outbox/`, named so that sorting by name sorts by
 * time, and logged.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { EmailKind } from '@shared/limits/emails';
import type { Logger } from '../logger';

/** One outgoing message. Bodies are plain text; links in them must be absolute. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string | null;
  /** What the email is, for the staff's Emails view. */
  kind: EmailKind;
  /** Extra headers, e.g. `List-Unsubscribe`. */
  headers?: Record<string, string> | null;
  /**
   * Queue-time only (never stored or sent): do not queue this email when the same one (same recipient and subject)
   * was queued within this many ms and has not failed (mail/email-queue.ts `enqueueEmail`, issue 38 item 7).
   */
  onceWithinMs?: number;
}

/** Delivers one message or throws. */
export interface MailTransport {
  /** `smtp` or `outbox`. */
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

let sequence = 0;

/**
 * A file name that sorts by time: UTC timestamp to the millisecond, a per-process sequence number, and a
 * random suffix, e.g. `20261121T081937123Z-000001-3f1c….eml`.
 */
export function outboxFileName(now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('.', '');
  sequence = (sequence + 1) % 1_000_000;
  return `${stamp}-${String(sequence).padStart(6, '0')}-${randomUUID().slice(0, 8)}.eml`;
}

/** What nodemailer sends for `message`, from `from`. */
function mailOf(from: string, message: MailMessage) {
  const { to, subject, text, replyTo, headers } = message;
  return { from, to, subject, text, replyTo: replyTo ?? undefined, headers: headers ?? undefined };
}

/** Writes each message as an `.eml` file into `dir` (atomically: a temporary name, then a rename). */
export function createOutboxTransport(dir: string, from: string, logger: Logger): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await composer.sendMail(mailOf(from, message));
      await fs.mkdir(dir, { recursive: true });
      const name = outboxFileName();
      const tmp = path.join(dir, `.${name}.tmp`);
      await fs.writeFile(tmp, info.message as Buffer);
      await fs.rename(tmp, path.join(dir, name));
      logger.info({ to: message.to, subject: message.subject, file: name }, 'email written to outbox');
    },
    close() {
      composer.close();
    },
  };
}

/** Sends through the SMTP server at `url` (smtp:// or smtps://, credentials in the URL). */
export function createSmtpTransport(url: string, from: string, logger: Logger): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail(mailOf(from, message));
      logger.info({ to: message.to, subject: message.subject }, 'email sent');
    },
    close() {
      transporter.close();
    },
  };
}
