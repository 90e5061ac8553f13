/**
 * Early answers close the connection gracefully (issue "Public pages fast on a phone" item 4, issue 33 item 3): an
 * answer sent before the request's body was read to its end (a 413 for a body over the limit, a 401 before an
 * upload, any refusal that does not wait for the body) carries `Connection: close`, so a keep-alive client opens a
 * new socket for its next request instead of sending it down one the server is about to drop.
 *
 * The socket is not closed the moment the answer is sent, though: a client still sending its body would get a
 * reset instead of the answer (the kernel answers unread bytes on a closed socket with RST, and the client then
 * drops what it had received: Node's `fetch` says "fetch failed", a browser a network error). Like nginx's
 * lingering close, the server sends the answer and its end (FIN), then keeps reading and discarding the rest of the
 * body until the body ends, the client closes, {@link LINGER_LIMITS}' `maxBytes` were discarded or its `maxMs`
 * passed, whichever comes first; then it closes the socket. `fetch`, `curl` and a keep-alive agent all read the
 * answer and its JSON, and a client that never stops sending holds the socket no longer than those limits.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { NodeListener } from './health-first';

/** How much of the rest of a body the server reads after an early answer before it closes the socket. */
export interface LingerLimits {
  /** Most bytes of the body read and discarded after the answer, in bytes. */
  maxBytes: number;
  /** Longest time the socket stays open after the answer was sent, in ms. */
  maxMs: number;
}

/**
 * The server's limits: 64 MiB (six times the largest JSON anyone sends by mistake, a tenth of the largest upload)
 * and 30 s (nginx's `lingering_time`).
 */
export const LINGER_LIMITS: LingerLimits = { maxBytes: 64 * 1024 * 1024, maxMs: 30_000 };

/**
 * Wraps a Node request listener: when the answer's head is written while the request body is still arriving
 * (`req.complete` false), `Connection: close` is added to it, and once the answer is sent the socket lingers as
 * the file comment says before it closes. A request without a body is complete once its head is read, so it keeps
 * its connection; so does one whose body was read to its end.
 *
 * @param listener - the listener that answers (the app behind @hono/node-server).
 * @param limits - how long and how much to read after an early answer (default {@link LINGER_LIMITS}).
 * @returns the wrapped listener.
 */
export function closeOnEarlyAnswer(
  listener: NodeListener,
  limits: LingerLimits = LINGER_LIMITS,
): NodeListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
      if (!req.complete) {
        this.setHeader('Connection', 'close');
        lingerOnClose(req, limits);
      }
      return writeHead.apply(this, args);
    } as ServerResponse['writeHead'];
    return listener(req, res);
  };
}

/**
 * Sets up the lingering close of an early answer's socket. From the answer's head on, nobody reads the body any
 * more: its listeners are removed and its bytes counted and discarded (as Node's own dump of an unread body does,
 * with a count). The close Node's HTTP server starts once a `Connection: close` answer is sent
 * (`socket.destroySoon()`: end the writing side, then destroy the socket) becomes a lingering one: the writing side
 * ends (the answer, then FIN) and the socket is destroyed once the body ended, the client closed, more than
 * `maxBytes` were discarded or `maxMs` passed. A body that ended before the answer was sent closes as Node closes
 * it. Later calls of `destroySoon()` (the HTTP adapter calls it when its own, shorter drain gives up) do nothing.
 */
function lingerOnClose(req: IncomingMessage, limits: LingerLimits): void {
  const socket: Socket = req.socket;
  const closeWhenSent = socket.destroySoon.bind(socket);
  let discarded = 0;
  let answered = false;
  let timer: NodeJS.Timeout | undefined;
  const close = () => {
    clearTimeout(timer);
    req.off('data', count);
    if (!socket.destroyed) socket.destroy();
  };
  const count = (chunk: Buffer) => {
    discarded += chunk.length;
    if (answered && discarded > limits.maxBytes) close();
  };
  req.removeAllListeners('data');
  req.on('data', count);
  req.resume();
  socket.destroySoon = () => {
    if (answered) return;
    answered = true;
    if (req.complete || socket.destroyed || discarded > limits.maxBytes) return closeWhenSent();
    timer = setTimeout(close, limits.maxMs);
    timer.unref();
    req.once('end', close);
    req.once('error', close);
    socket.once('close', close);
    socket.end();
  };
}
