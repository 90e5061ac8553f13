/**
 * What every request goes through first, in one middleware: its id (the context variable `requestId` and the
 * answer's `X-Request-Id`), the security headers (response-headers.ts) and the request log line
 * (request-log.ts).
 *
 * One middleware rather than three: each layer of hono middleware costs a few µs per request of its own (an async
 * call and its promise), a fair part of a small answer such as `GET /healthz`.
 */
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';
import { requestLogWriter } from './request-log';
import {
  addAnswerHeaders,
  requestIdOf,
  securityHeaders,
  setAnswerHeaders,
  type SecureHeadersOptions,
} from './response-headers';

/** What {@link requestFrame} needs. */
export interface RequestFrameOptions {
  /** The process logger, for the request lines. */
  logger: Logger;
  /** As for hono's `secureHeaders()`. */
  securityHeaders: Partial<SecureHeadersOptions>;
}

/**
 * The middleware.
 *
 * @param options - the logger and the security header options.
 */
export function requestFrame(options: RequestFrameOptions): MiddlewareHandler {
  const writeLine = requestLogWriter(options.logger);
  const security = securityHeaders(options.securityHeaders);
  return async (c, next) => {
    const started = performance.now();
    const id = requestIdOf(c);
    c.set('requestId' as never, id as never);
    const headers = security.set ?? (await security.ready);
    if (setAnswerHeaders(c, id, headers)) await next();
    else {
      await next();
      addAnswerHeaders(c, id, headers);
    }
    writeLine(c, id, started);
  };
}
