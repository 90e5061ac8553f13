/**
 * The API's description (issue "One typed contract for the API" item 2): `GET /api/openapi.json` describes every
 * `/api` route the app has, each declared with its operation (http/contract.ts), and is valid OpenAPI 3.1; its security and error codes come
 * from the parts that answer them; the reference at `/api/docs` is for admins. Access for every kind of caller is
 * the route inventory's (src/server/route-inventory.test.ts).
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { Hono } from 'hono';
import type { OpenAPIV3_1 } from 'openapi-types';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { send, useAccountSuite } from '../../test/accounts';
import { member } from '../../test/admin-test-kit';
import { AppError } from '../../errors';
import { validJson, validParams, validQuery } from '../../http/contract';

const suite = useAccountSuite();
let document: OpenAPIV3_1.Document;

beforeAll(async () => {
  const answer = await send(suite.t, 'GET', '/api/openapi.json');
  expect(answer.status).toBe(200);
  document = (await answer.json()) as OpenAPIV3_1.Document;
});

type Operation = OpenAPIV3_1.OperationObject;
const operationOf = (method: string, path: string): Operation | undefined =>
  (document.paths?.[path] as Record<string, Operation> | undefined)?.[method.toLowerCase()];

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document whose operations each have a unique id', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/api' }]);
    const ids = Object.values(document.paths ?? {}).flatMap((item) =>
      Object.values(item as Record<string, Operation>).map((operation) => operation.operationId),
    );
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size, 'operation ids are unique').toBe(ids.length);
  });

  it("is valid OpenAPI 3.1 by the specification's own JSON Schema", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(result.errors, JSON.stringify(result.errors, null, 1)).toBeUndefined();
    expect(validator.version).toBe('3.1');
    expect(result.valid).toBe(true);
  });

  it('declares every API route of the app: an operation with its summary and tag', () => {
    const missing: string[] = [];
    for (const route of suite.t.app.routes) {
      if (!route.path.startsWith('/api/') || route.method === 'ALL') continue;
      const path = route.path.slice('/api'.length).replace(/:(\w+)/g, '{$1}');
      const operation = operationOf(route.method, path);
      if (!operation?.summary || !operation.tags?.length) missing.push(`${route.method} ${route.path}`);
    }
    expect(missing, 'routes without a declared operation').toEqual([]);
  });

  it('says who may call an operation, and every error each part of it answers with', () => {
    const patch = operationOf('PATCH', '/admin/allow-lists/{list}/{id}')!;
    expect(patch.operationId).toBe('updateAllowListEntry');
    expect(patch.tags).toEqual(['allow-lists']);
    expect(patch.security).toEqual([{ session: ['admin'] }]);
    const errors = (status: string) =>
      ((patch.responses?.[status] as OpenAPIV3_1.ResponseObject | undefined)?.description ?? '').match(
        /`\w+`/g,
      );
    // The validators, the guard, the service and the app-wide refusals.
    expect(errors('400')).toEqual(['`validation_failed`', '`invalid_json`']);
    expect(errors('401')).toEqual(['`unauthorized`']);
    expect(errors('403')).toEqual(['`forbidden`', '`cross_site_request`']);
    expect(errors('404')).toEqual(['`allow_list_entry_not_found`']);
    expect(errors('409')).toEqual(['`last_admin`']);
    expect(errors('413')).toEqual(['`payload_too_large`']);
    expect(errors('415')).toEqual(['`unsupported_media_type`']);
    expect(errors('500')).toEqual(['`internal_error`']);
    expect(patch.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'id', required: true })]),
    );
    expect(patch.requestBody).toMatchObject({
      content: { 'application/json': { schema: { properties: { isEnabled: { type: 'boolean' } } } } },
    });
    expect(patch.responses?.['200']).toMatchObject({
      content: { 'application/json': { schema: { properties: { entry: {}, history: {} } } } },
    });

    const contact = operationOf('POST', '/contact')!;
    expect(contact.security).toBeUndefined();
    expect(contact.tags).toEqual(['public-forms']);
    expect((contact.responses?.['429'] as OpenAPIV3_1.ResponseObject).description).toContain(
      '`rate_limited`',
    );
    expect(document.components?.schemas?.ApiError).toMatchObject({ required: ['error'] });
  });
});

describe('GET /api/docs', () => {
  it('is the interactive reference for admins, with its script served here', async () => {
    const admin = await member(suite.t, true);
    const artist = await member(suite.t);
    expect((await send(suite.t, 'GET', '/api/docs')).status).toBe(401);
    expect((await send(suite.t, 'GET', '/api/docs', undefined, { cookie: artist.cookie })).status).toBe(403);
    const page = await send(suite.t, 'GET', '/api/docs', undefined, { cookie: admin.cookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/openapi.json');
    expect(html).toContain('src="/api/docs/scalar.js"');
    const script = await send(suite.t, 'GET', '/api/docs/scalar.js', undefined, { cookie: admin.cookie });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });
});

describe('the validators', () => {
  it('hand the handler its input typed by the schemas, and refuse the rest with field errors', async () => {
    // The type checker refuses a handler that reads what its schemas do not declare (the two directives below).
    const app = new Hono().post(
      '/:id',
      ...validParams(z.object({ id: z.string() })),
      ...validQuery(z.object({ page: z.optional(z.string()) })),
      ...validJson(z.strictObject({ title: z.string() }), 1024),
      (c) => {
        const id: string = c.req.valid('param').id;
        const title: string = c.req.valid('json').title;
        // @ts-expect-error: `name` is not a path parameter of the schema.
        void c.req.valid('param').name;
        // @ts-expect-error: `page` may be absent.
        const page: string = c.req.valid('query').page;
        return c.json({ id, title, page });
      },
    );
    app.onError((error, c) =>
      error instanceof AppError ? c.json({ code: error.code, fields: error.fields }, 400) : c.text('', 500),
    );
    const post = (body: unknown) =>
      app.request('/abc?page=2', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect(await (await post({ title: 'Demo' })).json()).toEqual({ id: 'abc', title: 'Demo', page: '2' });
    const refused = await post({ title: 3, extra: true });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      code: 'validation_failed',
      fields: { title: expect.any(String), extra: 'Unknown field.' },
    });
  });
});
