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
import { ADMIN_BODY_MAX_BYTES } from '@shared/limits/admin';
import {
  allowListAddBodySchema,
  allowListEntryParamsSchema,
  allowListParamsSchema,
  allowListQuerySchema,
  allowListUpdateBodySchema,
  type AllowListAddBody,
  type AllowListEntryParams,
  type AllowListParams,
  type AllowListQuery,
  type AllowListUpdateBody,
} from '@shared/schemas/allow-lists';
import { guardedApp } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { jsonBody } from '../../http/json-body';
import { validParams } from '../../http/params';
import { validQuery } from '../../http/query';
import { actorOf } from '../audit/record';
import { addToAllowList, getAllowListEntry, listAllowList, updateAllowListEntry } from './service';

/** `/admin/allow-lists` (admins only). */
export function allowListRoutes(deps: AppDeps) {
  const app = guardedApp(deps, 'admin');
  const { db } = deps.database;
  const listParams = validParams(allowListParamsSchema);
  const entryParams = validParams(allowListEntryParamsSchema);

  app.get('/:list', listParams, validQuery(allowListQuerySchema), async (c) => {
    const { list } = c.get('params') as AllowListParams;
    return c.json(await listAllowList(db, list, c.get('query') as AllowListQuery));
  });

  app.post('/:list', listParams, ...jsonBody(allowListAddBodySchema, ADMIN_BODY_MAX_BYTES), async (c) => {
    const { list } = c.get('params') as AllowListParams;
    const { email } = c.get('body') as AllowListAddBody;
    const { outcome, ...detail } = await addToAllowList(db, list, email, actorOf(c));
    return c.json(detail, outcome === 'added' ? 201 : 200);
  });

  app.get('/:list/:id', entryParams, async (c) => {
    const { list, id } = c.get('params') as AllowListEntryParams;
    return c.json(await getAllowListEntry(db, list, id));
  });

  app.patch(
    '/:list/:id',
    entryParams,
    ...jsonBody(allowListUpdateBodySchema, ADMIN_BODY_MAX_BYTES),
    async (c) => {
      const { list, id } = c.get('params') as AllowListEntryParams;
      const { isEnabled } = c.get('body') as AllowListUpdateBody;
      return c.json(await updateAllowListEntry(db, list, id, isEnabled, actorOf(c)));
    },
  );

  return app;
}
