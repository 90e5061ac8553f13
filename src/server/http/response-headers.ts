/**
 * The headers every answer carries: its request id, and the security headers, set straight on Node's response.
 *
 * Under @hono/node-server, reading a request header through hono builds a web `Headers` of the whole request, and
 * each header set on a hono response goes through `Headers` validation before Node validates it once more: with
 * hono's `requestId()` and `secureHeaders()`, about a fifth of the CPU time of a small answer (profile of
 * `GET /healthz`). Node's parsed request headers and `ServerResponse.setHeader` skip that work, and the headers
 * end up in the same answer. In-process (`app.request` in tests) there is no Node response, and the same headers
 * are set on hono's. A header a handler sets itself wins over the security headers.
 */
import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** The options of hono's `secureHeaders()`. */
type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/** Longest request id taken from a caller; longer ones are replaced. */
const MAX_REQUEST_ID_LENGTH = 255;
/** The characters a request id taken from a caller may have (as hono's `requestId()` accepts). */
const REQUEST_ID = /^[\w\-=]+$/;

/** Node's request and response, when the app runs under @hono/node-server; undefined in-process. */
function nodeBindings(c: Context): HttpBindings | undefined {
  const env = c.env as Partial<HttpBindings> | undefined;
  return env?.incoming && env.outgoing ? (env as HttpBindings) : undefined;
}

/**
 * A request header, read from Node's parsed headers when there are some.
 *
 * @param name - the header name in lower case, e.g. `accept-encoding`.
 * @returns its value (repeated headers joined by `, `), or undefined when absent.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = nodeBindings(c)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * Gives every request an id — the caller's `X-Request-Id` when it is a plausible one (a proxy's), else a random
 * UUID — as the context variable `requestId` (the request log writes it) and the answer's `X-Request-Id`.
 */
export function requestIds(): MiddlewareHandler {
  return async (c, next) => {
    const given = requestHeader(c, 'x-request-id');
    const id =
      given && given.length <= MAX_REQUEST_ID_LENGTH && REQUEST_ID.test(given) ? given : crypto.randomUUID();
    c.set('requestId' as never, id as never);
    // On hono's response, not Node's: the answer's headers then start as a `Headers` object, which
    // @hono/node-server keeps when it turns its lightweight response into a full one (compress() does), whereas
    // changes made to headers given as a plain object are lost then (honojs/node-server#304, fixed in 2.x).
    c.header('X-Request-Id', id);
    return next();
  };
}

/**
 * The security headers of hono's `secureHeaders(options)` on every answer. Which headers and values are hono's:
 * they are read once from an answer of `secureHeaders()` itself, at the first request.
 *
 * @param options - as for `secureHeaders()`, without a nonce-based Content-Security-Policy (the pages carry
 *   their own, web-app.ts).
 */
export function securityHeaders(options: Partial<SecureHeadersOptions>): MiddlewareHandler {
  let headers: [string, string][] | undefined;
  const probe = new Hono().use(secureHeaders(options)).get('/', (c) => c.body(null));
  const ready = Promise.resolve(probe.request('/')).then((answer) => {
    headers = [...answer.headers].filter(([name]) => name !== 'content-type');
    return headers;
  });
  return async (c, next) => {
    const list = headers ?? (await ready);
    const outgoing = nodeBindings(c)?.outgoing;
    if (outgoing) {
      for (const [name, value] of list) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    for (const [name, value] of list) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  };
}
