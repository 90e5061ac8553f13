/**
 * The health probes answered in the server's Node request listener, before @hono/node-server (issue 9 item 10,
 * "Hot path near the floor"; docs/decisions/0014-hot-path.md).
 *
 * Monitoring polls `GET /healthz` and `GET /readyz` often. Through @hono/node-server and hono, even a one-route app
 * costs 50 to 65 µs of CPU per request, more than the whole answer of a bare `node:http` server. Answered here,
 * a probe costs about what the floor's answer costs plus the request line, and carries what hono's answer carries:
 * the same status and body (health-answers.ts), the same request id and security headers
 * (response-headers.ts, from the app's {@link FrameParts}), the same `Content-Type` and `Content-Length`, and the
 * same request log line, through the same writer (request-log.ts).
 *
 * Only `GET` and `HEAD` of exactly those paths (a query string aside) with a Host header @hono/node-server accepts
 * are answered here; every other request, other methods of those paths included, goes to the next listener
 * unchanged, so hono's routing (404, 405 …) and its handling of odd requests stay the only ones.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { HealthAnswer, HealthAnswers, HealthPath } from './health-answers';
import type { FrameParts } from './request-frame';
import { answerHeaderLines, incomingHeader, requestIdFrom, type HeaderSet } from './response-headers';

/** A Node request listener, as `http.createServer` takes it. */
export type NodeListener = (req: IncomingMessage, res: ServerResponse) => unknown;

/** What {@link healthFirst} needs. */
export interface HealthFirstOptions {
  /** The app's frame: its security headers and request log writer (the ones its middleware uses). */
  frame: FrameParts;
  /** The probes' answers (the ones the app's health routes send). */
  answers: HealthAnswers;
}

/**
 * The handler headers of a `HEAD` answer, as hono sends them: it answers `HEAD` with the headers of the `GET`
 * answer copied into a web `Headers` (lower-case names), without a body or its length.
 */
const HEAD_HEADERS: OutgoingHttpHeaders = { 'content-type': 'application/json' };

/** Most Host header values remembered as accepted; the set starts over when full. */
const MAX_KNOWN_HOSTS = 16;

/**
 * Whether @hono/node-server accepts `host` as a request's Host header: the URL it makes of it parses, and keeps the
 * host name as given (its "Invalid host header" check). It refuses others with 400, which such requests still get,
 * from it.
 */
function acceptedHost(host: string): boolean {
  try {
    const { hostname } = new URL(`http://${host}/`);
    return hostname.length === host.length || hostname === host.replace(/:\d+$/, '');
  } catch {
    return false;
  }
}

/** The probe a request target names (`/healthz` or `/readyz`, a query string aside), or undefined. */
function healthPathOf(url: string | undefined): HealthPath | undefined {
  if (url === undefined) return undefined;
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  return path === '/healthz' || path === '/readyz' ? path : undefined;
}

/**
 * A Node request listener that answers the health probes itself and hands every other request to `next`.
 *
 * A probe's answer is written with one `writeHead` whose header lines are those hono's answer has (apart from the
 * request id and Node's own `Date`, `Connection` and `Keep-Alive`), in the same order, and its request line is
 * written once, at `info` (`error` for a 503 of `/readyz`), with request id, method, path (without the query
 * string), status and duration in ms, as the request frame writes it.
 *
 * @param next - the listener of everything else: @hono/node-server's `getRequestListener(app.fetch)`.
 * @param options - the app's frame parts and the probes' answers.
 * @returns the listener, for `http.createServer`. It throws nothing of its own.
 */
export function healthFirst(next: NodeListener, options: HealthFirstOptions): NodeListener {
  const { security, writeLine } = options.frame;
  const { answers } = options;
  let knownHosts = new Set<string>();

  const send = (
    req: IncomingMessage,
    res: ServerResponse,
    path: HealthPath,
    id: string,
    started: number,
    answer: HealthAnswer,
    headers: HeaderSet,
  ) => {
    if (req.method === 'HEAD') {
      res.writeHead(answer.status, answerHeaderLines(id, headers, HEAD_HEADERS));
      res.end();
    } else {
      // As hono's `c.json()` and @hono/node-server write them.
      const body = JSON.stringify(answer.body);
      res.writeHead(
        answer.status,
        answerHeaderLines(id, headers, {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
        }),
      );
      res.end(body);
    }
    writeLine(id, req.method!, path, answer.status, started);
  };

  return (req, res) => {
    const started = performance.now();
    const path = healthPathOf(req.url);
    const host = req.headers.host;
    if (path === undefined || (req.method !== 'GET' && req.method !== 'HEAD') || host === undefined)
      return next(req, res);
    if (!knownHosts.has(host)) {
      if (!acceptedHost(host)) return next(req, res);
      if (knownHosts.size >= MAX_KNOWN_HOSTS) knownHosts = new Set();
      knownHosts.add(host);
    }
    const id = requestIdFrom(incomingHeader(req.headers, 'x-request-id'));
    const answer = answers[path]();
    const headers = security.set;
    if (headers && !(answer instanceof Promise)) send(req, res, path, id, started, answer, headers);
    else
      void Promise.all([answer, security.ready]).then(([ready, set]) =>
        send(req, res, path, id, started, ready, set),
      );
  };
}
