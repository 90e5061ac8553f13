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
import { API_ERROR_CODES } from '@shared/api-error';
import { ADMIN_BODY_MAX_BYTES } from '@shared/limits/admin';
import {
  inboxApplicationParamsSchema,
  inboxCountsSchema,
  inboxFilterQuerySchema,
  inboxItemParamsSchema,
  inboxItemSchema,
  inboxKindParamsSchema,
  inboxListQuerySchema,
  inboxNoteBodySchema,
  inboxPageSchema,
  inboxStatusBodySchema,
} from '@shared/schemas/inbox';
import { guardedApp } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { operation, validJson, validParams, validQuery } from '../../http/contract';
import { actorOf } from '../audit/record';
import { decideApplication } from './decisions';
import { inboxCsvRows } from './export-csv';
import { addInboxNote, countNewInbox, getInboxItem, listInbox, setInboxStatus } from './service';

/** The decision routes: the action in the address, the decision it makes, and the name of its operation. */
const DECISIONS = [
  {
    action: 'approve',
    decision: 'approved',
    operationId: 'approveInboxApplication',
    summary:
      'Approves an application: the email goes on the artist allow-list and the applicant is invited (issue "Staff operations" item 2).',
  },
  {
    action: 'decline',
    decision: 'declined',
    operationId: 'declineInboxApplication',
    summary: 'Declines an application: the applicant is told courteously (issue "Staff operations" item 2).',
  },
] as const;

/** `/admin/inbox`: the submissions of the public forms, for staff (admins only). */
export function inboxRoutes(deps: AppDeps) {
  const app = guardedApp(deps, 'admin');
  const { db } = deps.database;

  app.get(
    '/counts',
    operation({
      operationId: 'getInboxCounts',
      summary: 'Counts the new submissions of each kind, and in all (the Inbox tab’s badge).',
      tag: 'inbox',
      answers: { 200: { description: 'The new submissions per kind.', schema: inboxCountsSchema } },
    }),
    async (c) => c.json(await countNewInbox(db)),
  );

  app.get(
    '/:kind/export.csv',
    operation({
      operationId: 'exportInboxCsv',
      summary: 'Exports every submission of a kind that matches the filter as CSV, formulas written as text.',
      tag: 'inbox',
      answers: {
        200: { description: 'The CSV, as an attachment named by kind and day.', media: 'text/csv' },
      },
    }),
    ...validParams(inboxKindParamsSchema),
    ...validQuery(inboxFilterQuerySchema),
    async (c) => {
      const { kind } = c.req.valid('param');
      const rows: string[][] = [];
      for await (const row of inboxCsvRows(db, kind, c.req.valid('query'))) rows.push(row);
      const day = new Date().toISOString().slice(0, 10);
      // A value a spreadsheet would run as a formula (=, +, -, @, tab, carriage return) is written as text.
      return c.body(stringify(rows, { escape_formulas: true, bom: true }), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${kind}-${day}.csv"`,
      });
    },
  );

  app.get(
    '/:kind',
    operation({
      operationId: 'listInbox',
      summary:
        'Lists a kind’s submissions, newest first, a page at a time (without `status`: all but archived).',
      tag: 'inbox',
      answers: { 200: { description: 'A page of submissions.', schema: inboxPageSchema } },
    }),
    ...validParams(inboxKindParamsSchema),
    ...validQuery(inboxListQuerySchema),
    async (c) => c.json(await listInbox(db, c.req.valid('param').kind, c.req.valid('query'))),
  );

  app.get(
    '/:kind/:id',
    operation({
      operationId: 'getInboxItem',
      summary: 'A submission with every field, and its status changes and notes.',
      tag: 'inbox',
      answers: { 200: { description: 'The submission and its history.', schema: inboxItemSchema } },
      errors: [API_ERROR_CODES.submissionNotFound],
    }),
    ...validParams(inboxItemParamsSchema),
    async (c) => {
      const { kind, id } = c.req.valid('param');
      return c.json(await getInboxItem(db, kind, id));
    },
  );

  app.patch(
    '/:kind/:id',
    operation({
      operationId: 'updateInboxStatus',
      summary: 'Sets a submission’s status, the change recorded with who and when.',
      tag: 'inbox',
      answers: { 200: { description: 'The submission and its history.', schema: inboxItemSchema } },
      errors: [API_ERROR_CODES.submissionNotFound],
    }),
    ...validParams(inboxItemParamsSchema),
    ...validJson(inboxStatusBodySchema, ADMIN_BODY_MAX_BYTES),
    async (c) => {
      const { kind, id } = c.req.valid('param');
      return c.json(await setInboxStatus(db, kind, id, c.req.valid('json').status, actorOf(c)));
    },
  );

  app.post(
    '/:kind/:id/notes',
    operation({
      operationId: 'createInboxNote',
      summary: 'Writes a staff note on a submission, recorded with who and when.',
      tag: 'inbox',
      answers: { 201: { description: 'The submission and its history.', schema: inboxItemSchema } },
      errors: [API_ERROR_CODES.submissionNotFound],
    }),
    ...validParams(inboxItemParamsSchema),
    ...validJson(inboxNoteBodySchema, ADMIN_BODY_MAX_BYTES),
    async (c) => {
      const { kind, id } = c.req.valid('param');
      return c.json(await addInboxNote(db, kind, id, c.req.valid('json').note, actorOf(c)), 201);
    },
  );

  for (const { action, decision, operationId, summary } of DECISIONS) {
    app.post(
      `/:kind/:id/${action}`,
      operation({
        operationId,
        summary,
        description: 'Applications only. The same decision again changes nothing and sends nothing.',
        tag: 'inbox',
        answers: { 200: { description: 'The application and its history.', schema: inboxItemSchema } },
        errors: [API_ERROR_CODES.submissionNotFound, API_ERROR_CODES.applicationDecided],
      }),
      ...validParams(inboxApplicationParamsSchema),
      async (c) => {
        const { kind, id } = c.req.valid('param');
        return c.json(await decideApplication(deps, kind, id, decision, actorOf(c)));
      },
    );
  }

  return app;
}
