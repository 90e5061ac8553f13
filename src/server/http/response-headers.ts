/**
 * The headers every answer carries — its request id and the security headers — set straight on Node's response.
 *
 * Under @hono/node-server, reading a request header through hono builds a web `Headers` of the whole request, and
 * each header set on a hono response goes through `Headers` validation before Node validates it once more: with
 * hono's `requestId()` and `secureHeaders()`, about a fifth of the CPU time of a small answer (profile of
 * `GET /healthz`). Node's parsed request headers skip that work, and the answer headers are handed to Node with the
 * handler's, in the one `writeHead` that writes them. In-process (`app.request` in tests) there is no Node
 * response, and the same headers are set on hono's. A header a handler sets itself wins over them.
 *
 * Nothing here calls `c.header()`: a hono response then keeps the plain header object its handler gave it, which
 * @hono/node-server writes to Node as it is (its lightweight response), without building a `Headers` at all.
 */
import {
  ServerResponse,
  type IncomingHttpHeaders,
  type OutgoingHttpHeader,
  type OutgoingHttpHeaders,
} from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** The options of hono's `secureHeaders()`. */
export type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/** A header name and value. */
export type HeaderLine = readonly [name: string, value: string];

/** Longest request id taken from a caller; longer ones are replaced. */
const MAX_REQUEST_ID_LENGTH = 255;
/** The characters a request id taken from a caller may have (as hono's `requestId()` accepts). */
const REQUEST_ID = /^[\w\-=]+$/;

/**
 * Node's request and response, when the app runs under @hono/node-server; undefined in-process.
 *
 * @param c - the request's context.
 */
function nodeBindings(c: Context): HttpBindings | undefined {
  const env = c.env as Partial<HttpBindings> | undefined;
  return env?.incoming && env.outgoing ? (env as HttpBindings) : undefined;
}

/**
 * A request header, read from Node's parsed headers when there are some.
 *
 * @param c - the request's context.
 * @param name - the header name in lower case, e.g. `accept-encoding`.
 * @returns its value (repeated headers joined by `, `), or undefined when absent.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = nodeBindings(c)?.incoming;
  return incoming ? incomingHeader(incoming.headers, name) : c.req.header(name);
}

/**
 * A request header from Node's parsed request headers.
 *
 * @param headers - `IncomingMessage.headers`.
 * @param name - the header name in lower case, e.g. `x-request-id`.
 * @returns its value (repeated headers joined by `, `, as the web `Headers` does), or undefined when absent.
 */
export function incomingHeader(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The id of a request: the caller's `X-Request-Id` when it is a plausible one (a proxy's, as hono's `requestId()`
 * accepts), else a random UUID.
 *
 * @param c - the request's context.
 */
export function requestIdOf(c: Context): string {
  return requestIdFrom(requestHeader(c, 'x-request-id'));
}

/**
 * The id of a request whose `X-Request-Id` header is `given`: `given` when it is a plausible one (at most 255
 * characters of letters, digits, `_`, `-` and `=`, as hono's `requestId()` accepts), else a random UUID.
 *
 * @param given - the header's value (repeated headers joined by `, `), or undefined when absent.
 */
export function requestIdFrom(given: string | undefined): string {
  return given && given.length <= MAX_REQUEST_ID_LENGTH && REQUEST_ID.test(given)
    ? given
    : crypto.randomUUID();
}

/** Header lines with their names in lower case, for lookups. */
export interface HeaderSet {
  lines: readonly HeaderLine[];
  names: ReadonlySet<string>;
}

/** The security headers, read once from hono's `secureHeaders()`: at hand once {@link ready} has settled. */
export interface SecurityHeaders {
  /** The headers, once known. */
  set: HeaderSet | undefined;
  /** Settles with the headers (as the app starts, before any request is likely to need them). */
  ready: Promise<HeaderSet>;
}

/**
 * The security headers of hono's `secureHeaders(options)`. Which headers and values are hono's: they are read once
 * from an answer of `secureHeaders()` itself, as the app is created.
 *
 * @param options - as for `secureHeaders()`, without a nonce-based Content-Security-Policy (the pages carry
 *   their own, web-app.ts).
 */
export function securityHeaders(options: Partial<SecureHeadersOptions>): SecurityHeaders {
  const probe = new Hono().use(secureHeaders(options)).get('/', (c) => c.body(null));
  const result: SecurityHeaders = {
    set: undefined,
    ready: Promise.resolve(probe.request('/')).then((answer) => {
      // Headers yields lower-case names.
      const lines = [...answer.headers].filter(([name]) => name !== 'content-type');
      result.set = { lines, names: new Set(lines.map(([name]) => name)) };
      return result.set;
    }),
  };
  return result;
}

/** Where a Node response keeps the headers of {@link setAnswerHeaders} until they are written. */
const ANSWER_HEADERS = Symbol('answer headers');
/** Where a Node response keeps its own `writeHead`, which {@link writeHeadWithAnswerHeaders} replaces. */
const NODE_WRITE_HEAD = Symbol('node writeHead');

/** The headers one answer gets, kept on its Node response. */
interface AnswerHeaders {
  id: string;
  /** The security headers, with the defaults of {@link defaultHeaders} after them. */
  security: HeaderSet;
}

/** A Node response that writes the {@link AnswerHeaders} with its head. */
type FramedResponse = ServerResponse & {
  [ANSWER_HEADERS]: AnswerHeaders;
  [NODE_WRITE_HEAD]: ServerResponse['writeHead'];
};

/**
 * `writeHead` of a response whose answer headers are set: writes them and the handler's headers in one go.
 *
 * @hono/node-server writes every answer with one `writeHead(status, headers)`. Setting the answer headers with
 * `setHeader` first would cost Node a validated copy of each, and turn that `writeHead` into its slow path, which
 * sets every header of the handler again (5 to 10 µs of a small answer). Given as one list instead, each header
 * is validated once, as a bare `node:http` server's would be. A header the handler set, on hono's response or on
 * Node's, wins over an answer header of the same name.
 */
function writeHeadWithAnswerHeaders(
  this: FramedResponse,
  status: number,
  reasonOrHeaders?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
  maybeHeaders?: OutgoingHttpHeaders | OutgoingHttpHeader[],
): ServerResponse {
  const reason = typeof reasonOrHeaders === 'string' ? reasonOrHeaders : undefined;
  const headers = typeof reasonOrHeaders === 'string' ? maybeHeaders : reasonOrHeaders;
  const { id, security } = this[ANSWER_HEADERS];
  if (Array.isArray(headers)) {
    // Not a form @hono/node-server uses: set the answer headers the handler did not, then the handler's.
    if (!this.hasHeader('x-request-id')) this.setHeader('x-request-id', id);
    for (const [name, value] of security.lines) if (!this.hasHeader(name)) this.setHeader(name, value);
    return reason === undefined
      ? this[NODE_WRITE_HEAD](status, headers)
      : this[NODE_WRITE_HEAD](status, reason, headers);
  }
  // The answer headers set with Node's setHeader (usually none).
  let own: Set<string> | undefined;
  for (const name of this.getHeaderNames()) (own ??= new Set()).add(name);
  const flat = answerHeaderLines(id, security, headers, own);
  return reason === undefined
    ? this[NODE_WRITE_HEAD](status, flat)
    : this[NODE_WRITE_HEAD](status, reason, flat);
}

/**
 * The header lines of an answer, for one Node `writeHead(status, lines)`: the request id, the security headers,
 * then the handler's headers as given. An answer header the handler set itself (in `headers`, in any case, or
 * named in `own`) is left to the handler's value. Each header is validated once, by Node, as a bare `node:http`
 * server's would be.
 *
 * @param id - the request id, sent as `x-request-id`.
 * @param security - the security headers.
 * @param headers - the handler's headers, names as they are to be sent.
 * @param own - lower-case names of headers already set on the Node response with `setHeader`, if any; extended in
 *   place with the answer headers found in `headers`.
 * @returns the flat list Node's `writeHead` takes: name, value, name, value…
 */
export function answerHeaderLines(
  id: string,
  security: HeaderSet,
  headers: OutgoingHttpHeaders | undefined,
  own?: Set<string>,
): OutgoingHttpHeader[] {
  for (const name in headers) {
    const lower = name.toLowerCase();
    if (lower === 'x-request-id' || security.names.has(lower)) (own ??= new Set()).add(lower);
  }
  const lines: (string | number | readonly string[])[] = [];
  if (!own?.has('x-request-id')) lines.push('x-request-id', id);
  for (const [name, value] of security.lines) if (!own?.has(name)) lines.push(name, value);
  for (const name in headers) {
    const value = headers[name];
    if (value !== undefined) lines.push(name, value);
  }
  return lines as unknown as OutgoingHttpHeader[];
}

/**
 * Puts the request id and the security headers on the answer, when the app runs under @hono/node-server: on
 * Node's response, which writes them with the handler's headers (see {@link writeHeadWithAnswerHeaders}).
 *
 * @returns false in-process, where there is no Node response: call {@link addAnswerHeaders} after `next()`.
 */
export function setAnswerHeaders(c: Context, id: string, security: HeaderSet): boolean {
  const outgoing = nodeBindings(c)?.outgoing;
  if (!(outgoing instanceof ServerResponse)) return false;
  const framed = outgoing as FramedResponse;
  framed[ANSWER_HEADERS] = { id, security };
  // Set once per response: a second call (an app mounted in another) only replaces the headers.
  if (framed.writeHead !== (writeHeadWithAnswerHeaders as unknown)) {
    framed[NODE_WRITE_HEAD] = framed.writeHead;
    framed.writeHead = writeHeadWithAnswerHeaders as unknown as FramedResponse['writeHead'];
  }
  return true;
}

/**
 * In-process, puts the request id and the security headers the handlers did not set on hono's answer.
 *
 * @param c - the request's context, after `next()`.
 */
export function addAnswerHeaders(c: Context, id: string, security: HeaderSet): void {
  const headers = c.res.headers;
  if (!headers.has('x-request-id')) headers.set('X-Request-Id', id);
  for (const [name, value] of security.lines) if (!headers.has(name)) headers.set(name, value);
}

/**
 * Headers every answer below this middleware carries unless its handler sets one of the same name, e.g. the API's
 * `Cache-Control: no-store`. Under @hono/node-server they join the answer headers on Node's response (written in
 * the one `writeHead`), so a handler's lightweight response is never turned into a web `Headers`; in-process they
 * are set on hono's answer after `next()`.
 *
 * @param lines - the headers, names in lower case.
 * @returns the middleware; it needs {@link setAnswerHeaders} to have run first (the request frame) to write on Node.
 */
export function defaultHeaders(lines: readonly HeaderLine[]): MiddlewareHandler {
  // The security headers with these after them, made once per security set (there is one per app).
  const extended = new WeakMap<HeaderSet, HeaderSet>();
  return async (c, next) => {
    const answer = (nodeBindings(c)?.outgoing as Partial<FramedResponse> | undefined)?.[ANSWER_HEADERS];
    if (answer) {
      let set = extended.get(answer.security);
      if (!set) {
        const added = lines.filter(([name]) => !answer.security.names.has(name));
        set = {
          lines: [...answer.security.lines, ...added],
          names: new Set([...answer.security.names, ...added.map(([name]) => name)]),
        };
        extended.set(answer.security, set);
      }
      answer.security = set;
      return next();
    }
    await next();
    const headers = c.res.headers;
    for (const [name, value] of lines) if (!headers.has(name)) headers.set(name, value);
  };
}
