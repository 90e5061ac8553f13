/**
 * `/admin/allow-lists`: approved artists and approved agents in the browser (issue "Staff operations" item 3;
 * site-and-portals.md §3, §7), admins only (401 without a session, 403 for anyone else).
 *
 * | route | answer |
 * |---|---|
 * | GET /admin/allow-lists/:list?q=&state=&cursor=&limit= | `{ entries, nextCursor }`, newest first |
 * | POST /admin/allow-lists/:list `{ email }` | 201 `{ entry, history, changed: true }` for a new entry; 200 otherwise |
 * | GET /admin/allow-lists/:list/:id | `{ entry, history }` (changes newest first) |
 * | PATCH /admin/allow-lists/:list/:id `{ isEnabled }` | `{ entry, history, changed }`; disabling ends every session |
 */
import { API_ERROR_CODES } from '@shared/api-error';
import { ADMIN_BODY_MAX_BYTES } from '@shared/limits/admin';
import {
  allowListAddBodySchema,
  allowListEntryDetailSchema,
  allowListEntryParamsSchema,
  allowListPageSchema,
  allowListParamsSchema,
  allowListQuerySchema,
  allowListUpdateBodySchema,
} from '@shared/schemas/allow-lists';
import { guardedApp } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { operation, validJson, validParams, validQuery } from '../../http/contract';
import { actorOf } from '../audit/record';
import { addToAllowList, getAllowListEntry, listAllowList, updateAllowListEntry } from './service';

/** `/admin/allow-lists` (admins only). */
export function allowListRoutes(deps: AppDeps) {
  const app = guardedApp(deps, 'admin');
  const { db } = deps.database;

  app.get(
    '/:list',
    operation({
      operationId: 'listAllowList',
      summary: 'Lists an allow-list, newest first, a page at a time.',
      tag: 'allow-lists',
      answers: { 200: { description: 'A page of entries.', schema: allowListPageSchema } },
    }),
    ...validParams(allowListParamsSchema),
    ...validQuery(allowListQuerySchema),
    async (c) => c.json(await listAllowList(db, c.req.valid('param').list, c.req.valid('query'))),
  );

  app.post(
    '/:list',
    operation({
      operationId: 'addToAllowList',
      summary: 'Adds an email to an allow-list, or enables it again.',
      tag: 'allow-lists',
      answers: {
        201: { description: 'A new entry.', schema: allowListEntryDetailSchema },
        200: {
          description: 'The entry was already there (enabled again if it was not).',
          schema: allowListEntryDetailSchema,
        },
      },
    }),
    ...validParams(allowListParamsSchema),
    ...validJson(allowListAddBodySchema, ADMIN_BODY_MAX_BYTES),
    async (c) => {
      const { outcome, ...detail } = await addToAllowList(
        db,
        c.req.valid('param').list,
        c.req.valid('json').email,
        actorOf(c),
      );
      return c.json(detail, outcome === 'added' ? 201 : 200);
    },
  );

  app.get(
    '/:list/:id',
    operation({
      operationId: 'getAllowListEntry',
      summary: 'An allow-list entry with its changes, newest first.',
      tag: 'allow-lists',
      answers: { 200: { description: 'The entry and its history.', schema: allowListEntryDetailSchema } },
      errors: [API_ERROR_CODES.allowListEntryNotFound],
    }),
    ...validParams(allowListEntryParamsSchema),
    async (c) => {
      const { list, id } = c.req.valid('param');
      return c.json(await getAllowListEntry(db, list, id));
    },
  );

  app.patch(
    '/:list/:id',
    operation({
      operationId: 'updateAllowListEntry',
      summary: 'Enables or disables an allow-list entry; disabling ends every session of that email.',
      tag: 'allow-lists',
      answers: {
        200: {
          description: 'The entry, its history and whether it changed.',
          schema: allowListEntryDetailSchema,
        },
      },
      errors: [API_ERROR_CODES.allowListEntryNotFound, API_ERROR_CODES.lastAdmin],
    }),
    ...validParams(allowListEntryParamsSchema),
    ...validJson(allowListUpdateBodySchema, ADMIN_BODY_MAX_BYTES),
    async (c) => {
      const { list, id } = c.req.valid('param');
      return c.json(await updateAllowListEntry(db, list, id, c.req.valid('json').isEnabled, actorOf(c)));
    },
  );

  return app;
}
