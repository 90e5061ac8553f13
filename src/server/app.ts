/**
 * `createApp(deps)`: the whole HTTP app (hono-open-api-starter style), so tests run it in-process.
 * Order: request id, request log, security headers, compression, API routes, health, then the web app.
 */
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { API_ERROR_CODES } from '@shared/api-error';
import type { AppDeps } from './deps';
import { authRoutes } from './features/auth/routes';
import { departmentRoutes } from './features/departments/routes';
import { artistIntakeRoutes } from './features/artist-intake/routes';
import { contactRoutes } from './features/contact/routes';
import { healthRoutes } from './features/health/routes';
import { touringRoutes } from './features/touring/routes';
import { errorBody, handleError } from './http/errors';
import { requestLog } from './http/request-log';
import { webAppRoutes } from './http/web-app';

export function createApp(deps: AppDeps) {
  const app = new Hono();
  app.use(requestId());
  app.use(requestLog(deps.logger));
  app.use(secureHeaders({ crossOriginEmbedderPolicy: false }));
  app.use(compress());

  const api = new Hono();
  api.route('/', contactRoutes(deps));
  api.route('/', artistIntakeRoutes(deps));
  api.route('/', touringRoutes(deps));
  api.route('/', authRoutes(deps));
  api.route('/', departmentRoutes(deps));
  api.all('*', (c) => c.json(errorBody(API_ERROR_CODES.notFound, 'No such API route.'), 404));
  app.route('/api', api);

  app.route('/', healthRoutes(deps));
  app.route('/', webAppRoutes(deps.env.WEB_DIST_DIR, deps.logger));

  app.notFound((c) => c.json(errorBody(API_ERROR_CODES.notFound, 'Not found.'), 404));
  app.onError(handleError(deps.logger));
  return app;
}
