/**
 * The client's IP address, for rate limits (issue "Accounts" item 6).
 *
 * It comes from the socket. Only when `TRUST_PROXY` says N reverse proxies sit in front is `X-Forwarded-For`
 * read, and then the N-th address from the right: the one our own outermost proxy saw. Addresses further left
 * were written by the client and could be anything, so they are never used.
 */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { requestHeader } from './response-headers';

/** Used when no address is known (in-process requests without a socket). */
const UNKNOWN_IP = 'unknown';

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * The client IP of a request.
 *
 * @param trustProxy - number of trusted reverse proxies in front of the app (0: none, trust only the socket).
 */
export function clientIp(c: Context, trustProxy: number): string {
  const socket = socketAddress(c) ?? UNKNOWN_IP;
  if (trustProxy <= 0) return socket;
  const forwarded = (requestHeader(c, 'x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  // Each proxy appends the address it received from; with N proxies, the N-th from the right is the client.
  return forwarded[forwarded.length - trustProxy] ?? forwarded[0] ?? socket;
}
