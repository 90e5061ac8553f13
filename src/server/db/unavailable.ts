/**
 * Whether an error means the database cannot be reached right now (issue 21 item 5, "PostgreSQL outage"), as
 * opposed to a fault of the request or of the code: the connection was refused, reset or timed out, or PostgreSQL
 * is shutting down, starting up or in recovery. The API answers those 503 with `Retry-After` (http/errors.ts), and
 * the pool connects again by itself once the database is back.
 */

/** Node's system error codes of a connection that failed or broke. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATE codes of a server that is not there to answer (class 08, connection exception, and the
 * operator-intervention codes of a shutdown or a start in progress).
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);

/** The messages node-postgres gives a connection it lost or could not make, without a code. */
const CONNECTION_LOST =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/** Deepest causes followed (drizzle wraps the driver's error in its own). */
const MAX_DEPTH = 5;

/**
 * Whether `error`, or an error it wraps (`cause`, or one of an `AggregateError`'s), says the database cannot be
 * reached right now.
 *
 * @param error - anything thrown by a query.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > MAX_DEPTH) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))
      return true;
  }
  if (CONNECTION_LOST.test(error.message)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  )
    return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}
