/**
 * One structured log line per request: method, path (without the query string, which may carry tokens),
 * status, duration in ms and request id. Bodies and headers are never logged.
 */
import type { Logger } from '../logger';

/**
 * Writes the line of one finished request.
 *
 * @param reqId - the request id (the answer's `X-Request-Id`).
 * @param method - the request method, e.g. `GET`.
 * @param path - the request path, without its query string.
 * @param status - the answer's HTTP status: the line goes out at `info`, or `error` for 5xx.
 * @param started - `performance.now()` at the start of the request, in ms; the line carries the duration in ms.
 */
export type RequestLogWriter = (
  reqId: string,
  method: string,
  path: string,
  status: number,
  started: number,
) => void;

/**
 * The writer of the request lines, made once per server: a child logger without redaction, since the line is made
 * here of fields that never carry a credential (the logger's redaction copies every object it logs, about 3 KB and
 * 2 µs per request). Per request it builds the one object of the line, nothing else. The request frame
 * (request-frame.ts) and the health probes answered before hono (health-first.ts) write through it.
 *
 * @param logger - the process logger; lines go out at `info`, or `error` for a 5xx answer.
 * @returns the {@link RequestLogWriter}, to call once the answer is ready.
 */
export function requestLogWriter(logger: Logger): RequestLogWriter {
  const lines = logger.child({}, { redact: { paths: [] } });
  return (reqId, method, path, status, started) => {
    const line = { reqId, method, path, status, ms: Math.round((performance.now() - started) * 10) / 10 };
    if (status >= 500) lines.error(line, 'request');
    else lines.info(line, 'request');
  };
}
