/**
 * Cross-site writes are refused (issue "Hardening" item 3; docs/decisions/0007). Browsers send `Origin` with
 * every cross-origin request and with same-origin POST, PUT, PATCH and DELETE; `Sec-Fetch-Site` says where a
 * request came from. A state-changing request is refused with 403 `cross_site_request` when:
 *
 * - its `Origin` is not the site's own (`PUBLIC_URL`) or one of `TRUSTED_ORIGINS` (`null` included), or
 * - it has no `Origin` and a `Sec-Fetch-Site` other than `same-origin`.
 *
 * A page of ours sends `Origin: null` with a form it posts itself (its `Referrer-Policy: no-referrer` hides the
 * origin of navigations); with `Sec-Fetch-Site: same-origin`, which only the browser sets, it is our own page's
 * form and is let through (docs/decisions/0001 "Forms without JavaScript").
 *
 * A site configured at a loopback address (`localhost`, `127.0.0.1`, `[::1]`: a developer's machine) takes its other
 * loopback names too, with the same scheme and port: only the same server answers there (issue "Feedback that says
 * who and what" item 8: a form posted from `http://127.0.0.1:3000` to a site configured as `http://localhost:3000`
 * failed). The refusal says which address the page was opened at and which the site's is.
 *
 * A request with neither header does not come from a browser page, so it carries no one's cookies by surprise;
 * it is let through (API clients, the CLI, monitoring). Hono's own `csrf` middleware checks only form content
 * types and refuses such requests, so it does not fit these rules.
 */
import { createMiddleware } from 'hono/factory';
import { API_ERROR_CODES } from '@shared/api-error';
import { apiRequestMessages } from '@shared/messages/api';
import { AppError } from '../errors';
import { requestHeader } from './response-headers';

/** Methods that never change anything. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The names of this machine's loopback interface, as they appear in an origin. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** `origins` with, for each at a loopback host, the same scheme and port at the other loopback hosts. */
function withLoopbackAliases(origins: readonly string[]): Set<string> {
  const all = new Set(origins);
  for (const origin of origins) {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      continue;
    }
    if (!LOOPBACK_HOSTS.includes(url.hostname)) continue;
    for (const host of LOOPBACK_HOSTS) all.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
  }
  return all;
}

/**
 * The middleware.
 *
 * @param origins - every allowed origin, the site's own first, e.g. `['https://gbfmusic.example']` (scheme, host and
 *   port).
 * @throws {AppError} 403 `cross_site_request` (to the error handler) for a refused request.
 */
export function sameOriginWrites(origins: readonly string[]) {
  const allowed = withLoopbackAliases(origins);
  return createMiddleware(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = requestHeader(c, 'origin');
      const site = requestHeader(c, 'sec-fetch-site');
      const ownPageForm = origin === 'null' && site === 'same-origin';
      const refused =
        origin !== undefined
          ? !allowed.has(origin) && !ownPageForm
          : site !== undefined && site !== 'same-origin';
      if (refused)
        throw new AppError(
          API_ERROR_CODES.crossSiteRequest,
          origin && origin !== 'null' && origins[0]
            ? apiRequestMessages.otherAddress(origin, origins[0])
            : apiRequestMessages.crossSite,
        );
    }
    await next();
  });
}
