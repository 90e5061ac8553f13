/**
 * One structured log line per request: method, path (without the query string, which may carry tokens),
 * status, duration in ms and request id. Bodies and headers are never logged.
 */
import type { Context } from 'hono';
import type { Logger } from '../logger';

/** Writes the line of one finished request. */
export type RequestLogWriter = (c: Context, reqId: string, started: number) => void;

/**
 * The writer of the request lines, made once per app: a child logger without redaction, since the line is made
 * here of fields that never carry a credential (the logger's redaction copies every object it logs, about 3 KB and
 * 2 µs per request). Per request it builds the one object of the line, nothing else.
 *
 * @param logger - the process logger; lines go out at `info`, or `error` for a 5xx answer.
 * @returns `(c, reqId, started)`, to call once the answer is ready, `started` being `performance.now()` at the
 *   start of the request.
 */
export function requestLogWriter(logger: Logger): RequestLogWriter {
  const lines = logger.child({}, { redact: { paths: [] } });
  return (c, reqId, started) => {
    const status = c.res.status;
    const line = {
      reqId,
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) lines.error(line, 'request');
    else lines.info(line, 'request');
  };
}
