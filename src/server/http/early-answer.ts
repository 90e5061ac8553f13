/**
 * Early answers close the connection (issue "Public pages fast on a phone" item 4): an answer sent before the
 * request's body was read to its end (a 413 for a body over the limit, a 401 before an upload, any refusal that does
 * not wait for the body) carries `Connection: close`. The rest of that body is never read, so the socket cannot
 * carry another request; a keep-alive client told so opens a new one instead of sending its next request down a
 * socket the server is about to drop.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NodeListener } from './health-first';

/**
 * Wraps a Node request listener: when the answer's head is written while the request body is still arriving
 * (`req.complete` false), `Connection: close` is added to it. A request without a body is complete once its head is
 * read, so it keeps its connection.
 */
export function closeOnEarlyAnswer(listener: NodeListener): NodeListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
      if (!req.complete) this.setHeader('Connection', 'close');
      return writeHead.apply(this, args);
    } as ServerResponse['writeHead'];
    return listener(req, res);
  };
}
