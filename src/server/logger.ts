/**
 * Structured JSON logging with pino. Secrets never reach the log: request bodies are not logged, and the
 * redaction list below removes credentials should any code log an object carrying them.
 */
import pino, { type Logger } from 'pino';

export type { Logger };

/** Paths removed from every log line. */
export const redactPaths = [
  'password',
  '*.password',
  'newPassword',
  '*.newPassword',
  'token',
  '*.token',
  'headers.cookie',
  'headers.authorization',
  'DATABASE_URL',
  'SMTP_URL',
];

/**
 * Creates the process logger.
 *
 * Lines go to standard output without blocking: a line is written at once when no write is in progress, and lines
 * logged during a write go out together in the next one (one system call for many requests under load). pino
 * writes what is pending synchronously when the process exits.
 *
 * @param level - pino level name, `silent` to disable.
 * @param destination - optional stream (tests pass one to read the lines back); default: standard output.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options = { level, redact: { paths: redactPaths, censor: '[redacted]' }, base: undefined };
  if (destination) return pino(options, destination);
  if (level === 'silent') return pino(options);
  return pino(options, pino.destination({ dest: 1, sync: false }));
}
