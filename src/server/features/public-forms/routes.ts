/**
 * The public forms posted without JavaScript (issue "Public pages as HTML with islands" item 2; docs/decisions/0001
 * "Forms without JavaScript"). Each form's page path (`/contact`, `/touring-services`, `/artist-intake`,
 * `/artist-development`) answers:
 *
 * - `POST` with an `application/x-www-form-urlencoded` body of at most `MAX_FORM_BODY_BYTES`, under the form's
 *   `publicFormRule` (shared with its JSON route) and the app's cross-site check: the same schema and the same
 *   service as `POST /api/...` (features/public-forms/forms.ts), the same honeypot (http/honeypot.ts) and emails.
 *   Stored (or trapped): 303 to `<path>?submitted=1`. Bad input: 422, the page rendered with the form's state (every
 *   value as sent, one message per failing field, the JSON API's messages).
 * - `GET <path>?submitted=1`: 200, the page rendered with the form showing its confirmation.
 *
 * A form post refused as a whole (429 rate limited, 403 cross-site, 413 too large, 415 not a form body) answers the
 * same status, and `Retry-After` for a rate limit, with the page rendered with the form empty and one message under
 * the key `form` ({@link publicFormRefusalPages}, mounted before the cross-site check so it sees its refusal).
 *
 * The pages are rendered by the web side's renderer (`RenderPublicPage`, http/public-page-render.ts), with the same Content-Security-Policy as
 * the static pages (http/content-security-policy.ts) and `Cache-Control: no-cache` (the confirmation) or `no-store`
 * (an answer with the visitor's own input, or a refusal). The confirmation and the refusals are the same for every
 * visitor: each is rendered once per process and kept.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { API_ERROR_CODES, type ApiErrorCode } from '@shared/api-error';
import { MAX_FORM_BODY_BYTES } from '@shared/limits/forms';
import { RATE_LIMITED_MESSAGE } from '@shared/messages/api';
import { formPageMessages } from '@shared/messages/forms';
import type { PublicFormState } from '@shared/public-form-state';
import { SUBMITTED_QUERY } from '@shared/public-form-state';
import { FORM_ERROR_KEY, HONEYPOT_FIELD, LIST_VALUE_SEPARATOR } from '@shared/public-forms';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { contentSecurityPolicy } from '../../http/content-security-policy';
import { ERROR_STATUS } from '../../http/error-status';
import { decoySubmission } from '../../http/honeypot';
import { carriesSessionCookie } from '../../http/page-document';
import { limitByClientIp, publicFormRule, RateLimitedError } from '../../http/rate-limit';
import { requestHeader } from '../../http/response-headers';
import type { RenderPublicPage } from '../../http/public-page-render';
import { PUBLIC_FORM_PAGES, type PublicFormPage } from './forms';

/** The message shown above a form whose post was refused as a whole, by error code. */
const REFUSALS: Partial<Record<ApiErrorCode, string>> = {
  [API_ERROR_CODES.rateLimited]: RATE_LIMITED_MESSAGE,
  [API_ERROR_CODES.crossSiteRequest]: formPageMessages.crossSite,
  [API_ERROR_CODES.payloadTooLarge]: formPageMessages.tooLarge,
  [API_ERROR_CODES.unsupportedMediaType]: formPageMessages.unreadable,
};

const FORM_BY_PATH = new Map(PUBLIC_FORM_PAGES.map((form) => [form.path, form]));

/**
 * The renderer, remembering the pages whose state is the same for every visitor (a confirmation, a refusal) by
 * `key`: rendered once per process for each kind of visitor (signed in or not), so a flood of refused posts or
 * confirmation requests costs no rendering.
 */
function rememberingRenderer(render: RenderPublicPage) {
  const pages = new Map<string, Promise<string>>();
  return (form: PublicFormPage, state: PublicFormState, signedIn: boolean, key?: string): Promise<string> => {
    const options = { signedIn };
    if (key === undefined) return render(form.path, { [form.island]: state }, options);
    const id = `${form.path} ${key}${signedIn ? ' signed-in' : ''}`;
    let page = pages.get(id);
    if (!page) {
      page = render(form.path, { [form.island]: state }, options);
      pages.set(id, page);
      // A failed render is tried again next time.
      page.catch(() => pages.delete(id));
    }
    return page;
  };
}

type PageRenderer = ReturnType<typeof rememberingRenderer>;

/**
 * The rendered page as an answer to the request `c`: HTML with its Content-Security-Policy and cache rule, marked
 * for a signed-in visitor when the request carries a session cookie.
 */
async function pageAnswer(
  c: Context,
  render: PageRenderer,
  form: PublicFormPage,
  page: { state: PublicFormState; key?: string },
  status: number,
  cacheControl: 'no-cache' | 'no-store',
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const html = await render(form, page.state, carriesSessionCookie(requestHeader(c, 'cookie')), page.key);
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=UTF-8',
      'Cache-Control': cacheControl,
      'Content-Security-Policy': contentSecurityPolicy(html),
      ...extraHeaders,
    },
  });
}

/**
 * The fields of a form body: list fields as every value sent, other fields as the first; the values as sent for the
 * page state (a list's values joined with `LIST_VALUE_SEPARATOR`); the honeypot apart.
 */
function readForm(params: URLSearchParams, listFields: readonly string[]) {
  const body: Record<string, string | string[]> = {};
  const values: Record<string, string> = {};
  for (const name of new Set(params.keys())) {
    if (name === HONEYPOT_FIELD) continue;
    const all = params.getAll(name);
    body[name] = listFields.includes(name) ? all : all[0]!;
    values[name] = listFields.includes(name) ? all.join(LIST_VALUE_SEPARATOR) : all[0]!;
  }
  const trapped = (params.get(HONEYPOT_FIELD) ?? '').trim() !== '';
  return { body, values, trapped };
}

/** Refuses a body that is not the browser's form encoding (415, answered as a page by the refusal pages). */
const formEncodedOnly = createMiddleware(async (c, next) => {
  const type = requestHeader(c, 'content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) {
    throw new AppError(
      API_ERROR_CODES.unsupportedMediaType,
      'The request body must be a form (application/x-www-form-urlencoded).',
    );
  }
  await next();
});

/** Refuses a body past `MAX_FORM_BODY_BYTES` (413), as the JSON routes do. */
const formBodyLimit = bodyLimit({
  maxSize: MAX_FORM_BODY_BYTES,
  onError: () => {
    throw new AppError(
      API_ERROR_CODES.payloadTooLarge,
      `The request body must be at most ${MAX_FORM_BODY_BYTES} bytes.`,
    );
  },
});

/**
 * The page routes of the four forms: `POST <path>` and `GET <path>?submitted=1` (see the module comment). Mount it
 * after the app's cross-site check and before the static pages (http/web-app.ts), which answer `GET <path>` without
 * the query.
 *
 * @param deps - the database, rate limits, email worker, logger and configuration.
 * @param render - the public page renderer.
 */
export function publicFormPageRoutes(deps: AppDeps, renderPage: RenderPublicPage) {
  const render = rememberingRenderer(renderPage);
  const app = new Hono();
  for (const form of PUBLIC_FORM_PAGES) {
    app.get(form.path, async (c, next) => {
      if (c.req.query(SUBMITTED_QUERY) === undefined) return next();
      const confirmation = { values: {}, errors: {}, submitted: true };
      return pageAnswer(c, render, form, { state: confirmation, key: 'submitted' }, 200, 'no-cache');
    });

    app.post(
      form.path,
      limitByClientIp(deps, publicFormRule(form.rule)),
      formEncodedOnly,
      formBodyLimit,
      async (c: Context) => {
        const { body, values, trapped } = readForm(new URLSearchParams(await c.req.text()), form.listFields);
        if (trapped) decoySubmission(deps.logger, form.rule);
        else {
          const outcome = await form.submit(deps, body);
          if (!outcome.ok) {
            const state = { values, errors: outcome.errors, submitted: false };
            return pageAnswer(c, render, form, { state }, 422, 'no-store');
          }
          deps.emailWorker.kick();
        }
        return c.redirect(`${form.path}?${SUBMITTED_QUERY}=1`, 303);
      },
    );
  }
  return app;
}

/**
 * Turns the JSON refusal of a form post into the form's page (see the module comment): for `POST` on a form's path,
 * an `AppError` of rate limit, cross-site, size or content type raised after it becomes the page rendered with the
 * form empty and the refusal's message under `form`, with the same status (and `Retry-After`). Mount it before the
 * app's cross-site check. Other answers pass as they are.
 *
 * @param render - the public page renderer.
 */
export function publicFormRefusalPages(renderPage: RenderPublicPage) {
  const render = rememberingRenderer(renderPage);
  return createMiddleware(async (c, next) => {
    await next();
    const form = c.req.method === 'POST' ? FORM_BY_PATH.get(c.req.path) : undefined;
    const error = c.error;
    if (!form || !(error instanceof AppError)) return;
    const message = REFUSALS[error.code];
    if (message === undefined) return;
    const state = { values: {}, errors: { [FORM_ERROR_KEY]: message }, submitted: false };
    const retry: Record<string, string> =
      error instanceof RateLimitedError ? { 'Retry-After': String(error.retryAfterSeconds) } : {};
    const page = { state, key: error.code };
    const answer = await pageAnswer(c, render, form, page, ERROR_STATUS[error.code], 'no-store', retry);
    // Replaced, not merged: the JSON answer's headers (its content type) do not belong to the page.
    c.res = undefined;
    c.res = answer;
  });
}

/** The form paths, for mounting {@link publicFormRefusalPages} on them alone. */
export const PUBLIC_FORM_PATHS: readonly string[] = PUBLIC_FORM_PAGES.map((form) => form.path);
