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
 * @param level - pino level name, `silent` to disable.
 * @param destination - optional stream (tests pass one to read the lines back).
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, redact: { paths: redactPaths, censor: '[redacted]' }, base: undefined }, destination);
}
