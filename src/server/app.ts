/**
 * `createApp(deps)`: the whole HTTP app (hono-open-api-starter style), so tests run it in-process.
 * Order: the request frame (request id, security headers, request log: http/request-frame.ts), health, the
 * cross-site write check, the API routes (compressed), the public forms' page routes, then the web app. The health answers come before the rest
 * of the stack, which has nothing to do for them: monitoring polls them, often.
 *
 * `serverListener(deps)`: the Node request listener the server listens with, the app behind @hono/node-server,
 * with the health probes answered before it (http/health-first.ts).
 */
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { apiDocumentRoutes, apiReferenceRoutes } from './features/api-docs/routes';
import { API_ERROR_CODES } from '@shared/api-error';
import type { AppDeps } from './deps';
import { accountRoutes } from './features/account/routes';
import { adminRoutes } from './features/admin/routes';
import { allowListRoutes } from './features/allow-lists/routes';
import { auditRoutes } from './features/audit/routes';
import { insightsRoutes } from './features/insights/routes';
import { inboxRoutes } from './features/inbox/routes';
import { peopleRoutes } from './features/people/routes';
import { programFileRoutes } from './features/admin/file-routes';
import { authRoutes } from './features/auth/routes';
import { departmentRoutes, downloadRoutes, resourceRoutes } from './features/departments/routes';
import { artistIntakeRoutes } from './features/artist-intake/routes';
import { verifyPageRoutes } from './features/certificates/page';
import { certificateCredentialRoutes, certificateRoutes, verifyRoutes } from './features/certificates/routes';
import { didDocumentRoutes } from './features/credentials/did-routes';
import { credentialStatusRoutes, credentialVerifyRoutes } from './features/credentials/routes';
import { contactRoutes } from './features/contact/routes';
import { directoryRoutes } from './features/directory/routes';
import { epkPageRoutes } from './features/press-kits/page';
import { epkRoutes } from './features/press-kits/epk-routes';
import { agentArtistRoutes, pressKitRoutes } from './features/press-kits/routes';
import { emailRoutes } from './features/emails/routes';
import { unsubscribeRoutes } from './features/emails/unsubscribe-routes';
import { healthRoutes } from './features/health/routes';
import { courseRoutes, learningRoutes } from './features/course/routes';
import { programApplicationRoutes } from './features/program-applications/routes';
import {
  PUBLIC_FORM_PATHS,
  publicFormPageRoutes,
  publicFormRefusalPages,
} from './features/public-forms/routes';
import { programRoutes } from './features/program/routes';
import { touringRoutes } from './features/touring/routes';
import { compression } from './http/compression';
import { publicPageRenderer, type RenderPublicPage } from './http/public-page-render';
import { errorBody, handleError } from './http/errors';
import { healthAnswers } from './http/health-answers';
import { closeOnEarlyAnswer, type LingerLimits } from './http/early-answer';
import { healthFirst, type NodeListener } from './http/health-first';
import { frameParts, requestFrame, type FrameParts } from './http/request-frame';
import { defaultHeaders } from './http/response-headers';
import { sameOriginWrites } from './http/same-origin';
import { webAppRoutes } from './http/web-app';
import { feedbackRoutes, trackCommentRoutes } from './features/tracks/comment-routes';
import { trackRoutes } from './features/tracks/routes';

/** Powerful browser features no page of the site uses are switched off for it and anything it embeds. */
const PERMISSIONS_POLICY: Record<string, string[]> = {
  camera: [],
  microphone: [],
  geolocation: [],
  payment: [],
  usb: [],
};

/**
 * The security headers and the request log writer of every answer of the app (http/request-frame.ts).
 *
 * @param deps - the logger and `PUBLIC_URL` (HSTS is sent only for an https site).
 */
function appFrameParts(deps: AppDeps): FrameParts {
  return frameParts({
    logger: deps.logger,
    securityHeaders: {
      crossOriginEmbedderPolicy: false,
      // HSTS means something only over https; sent over http it would pin a development host to https.
      strictTransportSecurity: deps.env.PUBLIC_URL.startsWith('https://'),
      permissionsPolicy: PERMISSIONS_POLICY,
    },
  });
}

/**
 * The app.
 *
 * @param deps - what it needs from the outside world.
 * @param frame - its security headers and request log writer (default: made for it with {@link appFrameParts}).
 * @param renderPublicPage - renders a public page per request: the four public forms' pages that answer their posts
 *   without JavaScript (features/public-forms/routes.ts), `/epk/{slug}` and `/verify/{id}`; default: the build's
 *   server-side render (http/public-page-render.ts), loaded on first use.
 */
export function createApp(
  deps: AppDeps,
  frame: FrameParts = appFrameParts(deps),
  renderPublicPage: RenderPublicPage = publicPageRenderer(deps.env.WEB_DIST_DIR, deps.env.site.brandName),
) {
  const app = new Hono();
  app.use(requestFrame(frame));
  app.route('/', healthRoutes(deps));
  // Public: the issuer's DID document, which verifiers of the certificates' credentials read (did:web).
  app.route('/', didDocumentRoutes(deps));
  // Before the cross-site check, so a form post it refuses gets the form's page rather than JSON.
  const refusalPages = publicFormRefusalPages(renderPublicPage);
  for (const path of PUBLIC_FORM_PATHS) app.use(path, refusalPages);
  app.use(sameOriginWrites([new URL(deps.env.PUBLIC_URL).origin, ...deps.env.TRUSTED_ORIGINS]));

  const api = new Hono();
  // Answers built per request: pages and assets come precompressed (http/web-app.ts).
  api.use(compression());
  // API answers are per caller and per moment: never stored by a browser or a proxy (downloads set their own).
  api.use(defaultHeaders([['cache-control', 'no-store']]));
  api.route('/', contactRoutes(deps));
  api.route('/', artistIntakeRoutes(deps));
  api.route('/', touringRoutes(deps));
  api.route('/', programApplicationRoutes(deps));
  api.route('/', authRoutes(deps));
  api.route('/', courseRoutes(deps));
  api.route('/', verifyRoutes(deps));
  // Public: checking an uploaded certificate credential (rate-limited per client IP).
  api.route('/', credentialVerifyRoutes(deps));
  // Public: published press kits (an unpublished one for its learner, mentors and admins).
  api.route('/epk', epkRoutes(deps));
  // Public: the unsubscribe link of the progress emails (a signed token, no session).
  api.route('/', unsubscribeRoutes(deps));
  // Guarded sub-apps: every route inside needs the sub-app's access (auth/require-access.ts guardedApp).
  api.route('/departments', departmentRoutes(deps));
  api.route('/resources', resourceRoutes(deps));
  api.route('/downloads', downloadRoutes(deps));
  api.route('/learning', learningRoutes(deps));
  api.route('/program', programRoutes(deps));
  api.route('/program-files', programFileRoutes(deps));
  // Before `/admin`: the inbox's own guard answers its routes, so the admin area's guard does not run twice.
  api.route('/admin/inbox', inboxRoutes(deps));
  api.route('/admin/emails', emailRoutes(deps));
  api.route('/admin/allow-lists', allowListRoutes(deps));
  api.route('/admin/people', peopleRoutes(deps));
  api.route('/admin/audit', auditRoutes(deps));
  api.route('/admin/insights', insightsRoutes(deps));
  api.route('/admin', adminRoutes(deps));
  api.route('/directory', directoryRoutes(deps));
  api.route('/press-kit', pressKitRoutes(deps));
  api.route('/agent', agentArtistRoutes(deps));
  // Before the artists' `/certificates`: the credential downloads have their own guard (staff too).
  api.route('/certificates', certificateCredentialRoutes(deps));
  api.route('/certificates', certificateRoutes(deps));
  api.route('/account', accountRoutes(deps));
  api.route('/tracks', trackRoutes(deps));
  api.route('/track-comments', trackCommentRoutes(deps));
  api.route('/feedback', feedbackRoutes(deps));
  api.route('/docs', apiReferenceRoutes(deps));
  api.route('/', apiDocumentRoutes(deps, api));
  api.all('*', (c) => c.json(errorBody(API_ERROR_CODES.notFound, 'No such API route.'), 404));
  app.route('/api', api);

  // The public forms posted without JavaScript, and their confirmation pages: before the static pages.
  app.route('/', publicFormPageRoutes(deps, renderPublicPage));
  // A press kit's public page: rendered with the kit, its link-preview tags in the head (features/press-kits/page.ts).
  app.route('/', epkPageRoutes(deps, renderPublicPage));
  // A certificate's public check: rendered with the verification (features/certificates/page.ts).
  app.route('/', verifyPageRoutes(deps, renderPublicPage));
  // The signed revocation status list every certificate credential points at (features/credentials/routes.ts).
  app.route('/', credentialStatusRoutes(deps));
  app.route('/', webAppRoutes(deps.env.WEB_DIST_DIR, deps.logger));

  app.notFound((c) => c.json(errorBody(API_ERROR_CODES.notFound, 'Not found.'), 404));
  app.onError(handleError(deps.logger));
  return app;
}

/** Options of {@link serverListener}. */
export interface ServerListenerOptions {
  /** The host name of requests without a Host header (HTTP/1.0), as for @hono/node-server's `serve()`. */
  hostname?: string;
  /** How much of a body is read after an early answer before the socket closes (default: `LINGER_LIMITS`). */
  linger?: LingerLimits;
  /** The public page renderer of the forms posted without JavaScript (see {@link createApp}). */
  renderPublicPage?: RenderPublicPage;
}

/**
 * The server's Node request listener (issue 9 item 10): `GET`/`HEAD` of `/healthz` and `/readyz` answered at once
 * by http/health-first.ts, with the app's own headers, answers and log writer; every other request by the app of
 * {@link createApp}, through @hono/node-server, with `Connection: close` on an answer sent before the body was read,
 * and the rest of that body read and discarded, within limits, before the socket closes (http/early-answer.ts).
 *
 * @param deps - as for {@link createApp}.
 * @param options - see {@link ServerListenerOptions}.
 * @returns the listener, for `http.createServer`.
 */
export function serverListener(deps: AppDeps, options: ServerListenerOptions = {}): NodeListener {
  const frame = appFrameParts(deps);
  const app = createApp(deps, frame, options.renderPublicPage);
  return healthFirst(
    closeOnEarlyAnswer(getRequestListener(app.fetch, { hostname: options.hostname }), options.linger),
    {
      frame,
      answers: healthAnswers(deps.database),
    },
  );
}
