/**
 * The staff inbox's API (issue "Staff operations" item 1): one sub-app at `/admin/inbox`, guarded as a whole —
 * admins only (401 without a session, 403 for anyone else signed in). `:kind` is one of `INBOX_KINDS`.
 *
 * | route | answer |
 * |---|---|
 * | GET /admin/inbox/counts | `{ counts, total }`: the new submissions of each kind |
 * | GET /admin/inbox/:kind?status=&q=&cursor=&limit= | a page, newest first (without `status`: all but archived) |
 * | GET /admin/inbox/:kind/export.csv?status=&q= | every matching submission as CSV (formulas escaped) |
 * | GET /admin/inbox/:kind/:id | `{ item, history }`: every field, and the status changes and notes |
 * | PATCH /admin/inbox/:kind/:id `{ status }` | `{ item, history }`, the change recorded |
 * | POST /admin/inbox/:kind/:id/notes `{ note }` | 201 `{ item, history }`, the note recorded |
 * | POST /admin/inbox/:kind/:id/approve | `{ item, history }`: on the artist allow-list, invited (applications) |
 * | POST /admin/inbox/:kind/:id/decline | `{ item, history }`: declined, told courteously (applications) |
 */
import { stringify } from 'csv-stringify/sync';
import { ADMIN_BODY_MAX_BYTES } from '@shared/limits/admin';
import {
  inboxApplicationParamsSchema,
  inboxFilterQuerySchema,
  inboxItemParamsSchema,
  inboxKindParamsSchema,
  inboxListQuerySchema,
  inboxNoteBodySchema,
  inboxStatusBodySchema,
  type InboxApplicationParams,
  type InboxFilterQuery,
  type InboxItemParams,
  type InboxKindParams,
  type InboxListQuery,
  type InboxNoteBody,
  type InboxStatusBody,
} from '@shared/schemas/inbox';
import { guardedApp } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { jsonBody } from '../../http/json-body';
import { validParams } from '../../http/params';
import { validQuery } from '../../http/query';
import {
  addInboxNote,
  countNewInbox,
  decideApplication,
  getInboxItem,
  inboxCsvRows,
  listInbox,
  setInboxStatus,
} from './service';
import { actorOf } from '../audit/record';

/** `/admin/inbox`: the submissions of the public forms, for staff (admins only). */
export function inboxRoutes(deps: AppDeps) {
  const app = guardedApp(deps, 'admin');
  const { db } = deps.database;
  const kindParams = validParams(inboxKindParamsSchema);
  const itemParams = validParams(inboxItemParamsSchema);

  app.get('/counts', async (c) => c.json(await countNewInbox(db)));

  app.get('/:kind/export.csv', kindParams, validQuery(inboxFilterQuerySchema), async (c) => {
    const { kind } = c.get('params') as InboxKindParams;
    const rows: string[][] = [];
    for await (const row of inboxCsvRows(db, kind, c.get('query') as InboxFilterQuery)) rows.push(row);
    const day = new Date().toISOString().slice(0, 10);
    // A value a spreadsheet would run as a formula (=, +, -, @, tab, carriage return) is written as text.
    return c.body(stringify(rows, { escape_formulas: true, bom: true }), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${kind}-${day}.csv"`,
    });
  });

  app.get('/:kind', kindParams, validQuery(inboxListQuerySchema), async (c) => {
    const { kind } = c.get('params') as InboxKindParams;
    return c.json(await listInbox(db, kind, c.get('query') as InboxListQuery));
  });

  app.get('/:kind/:id', itemParams, async (c) => {
    const { kind, id } = c.get('params') as InboxItemParams;
    return c.json(await getInboxItem(db, kind, id));
  });

  app.patch('/:kind/:id', itemParams, ...jsonBody(inboxStatusBodySchema, ADMIN_BODY_MAX_BYTES), async (c) => {
    const { kind, id } = c.get('params') as InboxItemParams;
    const { status } = c.get('body') as InboxStatusBody;
    return c.json(await setInboxStatus(db, kind, id, status, actorOf(c)));
  });

  app.post(
    '/:kind/:id/notes',
    itemParams,
    ...jsonBody(inboxNoteBodySchema, ADMIN_BODY_MAX_BYTES),
    async (c) => {
      const { kind, id } = c.get('params') as InboxItemParams;
      const { note } = c.get('body') as InboxNoteBody;
      return c.json(await addInboxNote(db, kind, id, note, actorOf(c)), 201);
    },
  );

  const applicationParams = validParams(inboxApplicationParamsSchema);
  for (const [action, decision] of [
    ['approve', 'approved'],
    ['decline', 'declined'],
  ] as const) {
    app.post(`/:kind/:id/${action}`, applicationParams, async (c) => {
      const { kind, id } = c.get('params') as InboxApplicationParams;
      return c.json(await decideApplication(deps, kind, id, decision, actorOf(c)));
    });
  }

  return app;
}
