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
 * A request with neither header does not come from a browser page, so it carries no one's cookies by surprise;
 * it is let through (API clients, the CLI, monitoring). Hono's own `csrf` middleware checks only form content
 * types and refuses such requests, so it does not fit these rules.
 */
import { createMiddleware } from 'hono/factory';
import { API_ERROR_CODES } from '@shared/api-error';
import { AppError } from '../errors';
import { requestHeader } from './response-headers';

/** Methods that never change anything. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The message of the 403 answer. */
const CROSS_SITE_MESSAGE = 'This request came from another site and was refused.';

/**
 * The middleware.
 *
 * @param origins - every allowed origin, e.g. `['https://gbfmusic.example']` (scheme, host and port).
 */
export function sameOriginWrites(origins: readonly string[]) {
  const allowed = new Set(origins);
  return createMiddleware(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = requestHeader(c, 'origin');
      const site = requestHeader(c, 'sec-fetch-site');
      const ownPageForm = origin === 'null' && site === 'same-origin';
      const refused =
        origin !== undefined
          ? !allowed.has(origin) && !ownPageForm
          : site !== undefined && site !== 'same-origin';
      if (refused) throw new AppError(API_ERROR_CODES.crossSiteRequest, CROSS_SITE_MESSAGE);
    }
    await next();
  });
}
