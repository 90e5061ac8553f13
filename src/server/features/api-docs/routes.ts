/**
 * The API's description (issue "One typed contract for the API" item 2; docs/decisions/0025):
 *
 * | route | who | answer |
 * |---|---|---|
 * | GET /api/openapi.json | anyone | the OpenAPI 3.1 document of every `/api` route (document.ts) |
 * | GET /api/docs | admins | the interactive reference of that document (Scalar) |
 * | GET /api/docs/scalar.js | admins | the reference's script, served by us: the page needs no other site |
 *
 * The document says what the routes take and answer, not what any record holds, so it is public like the site's
 * own scripts that call the API; the reference, a tool for the label's developers and partners, is for staff.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { Scalar } from '@scalar/hono-api-reference';
import { Hono } from 'hono';
import type { OpenAPIV3_1 } from 'openapi-types';
import { guardedApp } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { operation } from '../../http/contract';
import { sendFile } from '../../http/send-file';
import { apiDocument } from './document';

/** The reference's self-contained browser build, from the package that ships it. */
const SCALAR_SCRIPT = createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js');

/**
 * `GET /openapi.json` of `api`: the document is made once, on the first request, when every route is in place.
 *
 * @param deps - the site's name, for the document's `info`.
 * @param api - the API sub-app the document describes (this route included).
 */
export function apiDocumentRoutes(deps: AppDeps, api: Hono) {
  let document: Promise<OpenAPIV3_1.Document> | undefined;
  return new Hono().get(
    '/openapi.json',
    operation({
      operationId: 'getApiDocument',
      summary: 'The OpenAPI 3.1 document of this API.',
      tag: 'docs',
      answers: { 200: { description: 'The document.', media: 'application/json' } },
    }),
    async (c) => {
      document ??= apiDocument(api, { brandName: deps.env.site.brandName });
      return c.json(await document);
    },
  );
}

/** `/docs`: the interactive reference, admins only. */
export function apiReferenceRoutes(deps: AppDeps) {
  const app = guardedApp(deps, 'admin');
  app.get(
    '/',
    operation({
      operationId: 'getApiReference',
      summary: 'The interactive reference of this API.',
      tag: 'docs',
      answers: { 200: { description: 'The reference page.', media: 'text/html' } },
    }),
    Scalar({
      url: '/api/openapi.json',
      cdn: '/api/docs/scalar.js',
      pageTitle: `${deps.env.site.brandName} API`,
      hideClientButton: true,
    }),
  );
  app.get(
    '/scalar.js',
    operation({
      operationId: 'getApiReferenceScript',
      summary: 'The reference page’s script.',
      tag: 'docs',
      answers: { 200: { description: 'The script.', media: 'text/javascript' } },
    }),
    (c) =>
      sendFile(path.dirname(SCALAR_SCRIPT), path.basename(SCALAR_SCRIPT), {
        ifNoneMatch: c.req.header('if-none-match'),
        cacheControl: 'private, max-age=86400',
      }),
  );
  return app;
}
