/**
 * What every request goes through first, in one middleware: its id (the context variable `requestId` and the
 * answer's `X-Request-Id`), the security headers (response-headers.ts) and the request log line
 * (request-log.ts).
 *
 * One middleware rather than three: each layer of hono middleware costs a few µs per request of its own (an async
 * call and its promise), a fair part of a small answer. The health probes, answered before hono (health-first.ts),
 * send the same headers and write the same line, from the same {@link FrameParts}.
 */
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';
import { requestLogWriter, type RequestLogWriter } from './request-log';
import {
  addAnswerHeaders,
  requestIdOf,
  securityHeaders,
  setAnswerHeaders,
  type SecureHeadersOptions,
  type SecurityHeaders,
} from './response-headers';

/** What {@link frameParts} needs. */
export interface RequestFrameOptions {
  /** The process logger, for the request lines. */
  logger: Logger;
  /** As for hono's `secureHeaders()`. */
  securityHeaders: Partial<SecureHeadersOptions>;
}

/** The headers and the log writer of the frame, made once per server and shared by whatever answers requests. */
export interface FrameParts {
  /** The security headers every answer carries. */
  security: SecurityHeaders;
  /** The writer of the request log lines. */
  writeLine: RequestLogWriter;
}

/**
 * The frame's security headers and log writer.
 *
 * @param options - the logger and the security header options.
 */
export function frameParts(options: RequestFrameOptions): FrameParts {
  return {
    security: securityHeaders(options.securityHeaders),
    writeLine: requestLogWriter(options.logger),
  };
}

/**
 * The middleware.
 *
 * @param parts - the headers and log writer, from {@link frameParts}.
 */
export function requestFrame(parts: FrameParts): MiddlewareHandler {
  const { security, writeLine } = parts;
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
    writeLine(id, c.req.method, c.req.path, c.res.status, started);
  };
}
