/**
 * What the account routes (routes.ts, link-routes.ts) pass to better-auth and back: the caller's IP, the request
 * headers better-auth reads, the cookies it sets, and the largest account request body.
 */
import type { Context } from 'hono';
import { CLIENT_IP_HEADER } from '../../auth/auth';
import type { AppDeps } from '../../deps';
import { clientIp } from '../../http/client-ip';
import { requestHeader } from '../../http/response-headers';

/** Largest account request body, in bytes: a long email and password fit many times over. */
export const MAX_AUTH_BODY_BYTES = 8 * 1024;

/** The caller's IP (http/client-ip.ts; a proxy's header only when `TRUST_PROXY`), the key of per-IP limits. */
export function callerIp(deps: AppDeps, c: Context): string {
  return clientIp(c, deps.env.TRUST_PROXY);
}

/** Headers for better-auth: the cookie (when the call acts on the session), the user agent and our client IP. */
export function callerHeaders(deps: AppDeps, c: Context, withCookie: boolean): Headers {
  const headers = new Headers();
  const cookie = requestHeader(c, 'cookie');
  if (withCookie && cookie) headers.set('cookie', cookie);
  const userAgent = requestHeader(c, 'user-agent');
  if (userAgent) headers.set('user-agent', userAgent);
  headers.set(CLIENT_IP_HEADER, callerIp(deps, c));
  return headers;
}

/** Passes better-auth's cookies on (an API answer is never stored: app.ts). */
export function passCookies(c: Context, setCookies: string[]): void {
  for (const cookie of setCookies) c.header('Set-Cookie', cookie, { append: true });
}
