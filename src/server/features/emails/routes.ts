/**
 * The staff's Emails view (issue "Staff operations" item 6): one sub-app at `/admin/emails`, guarded as a whole —
 * admins only (401 without a session, 403 for anyone else signed in). No answer carries an email's text.
 *
 * | route | answer |
 * |---|---|
 * | GET /admin/emails?status=&kind=&cursor=&limit= | `{ items, nextCursor }`: newest first; each item `{ id, to, subject, kind, status, attempts, lastError, createdAt, sentAt, nextAttemptAt }` |
 * | GET /admin/emails/counts | `{ failed }`: the failed emails (the tab's badge) |
 * | POST /admin/emails/:id/retry | `{ email }`: a failed email queued again, the retry recorded (`email.retried`); 404 `email_not_found`; 409 `email_not_failed` for one queued or sent |
 *
 * The public route a progress email's unsubscribe link reaches is unsubscribe-routes.ts.
 */
import { API_ERROR_CODES } from '@shared/api-error';
import {
  emailCountsSchema,
  emailListQuerySchema,
  emailPageSchema,
  emailParamsSchema,
  emailRetryAnswerSchema,
} from '@shared/schemas/emails';
import { guardedApp } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { operation, validParams, validQuery } from '../../http/contract';
import { actorOf } from '../audit/record';
import { countEmails, listEmails, retryEmail } from './service';

/** `/admin/emails`: the email queue, for staff (admins only). */
export function emailRoutes(deps: AppDeps) {
  const app = guardedApp(deps, 'admin');
  const { db } = deps.database;

  app.get(
    '/',
    operation({
      operationId: 'listEmails',
      summary: 'Lists the queued emails, newest first, by status and kind, never with their text.',
      tag: 'emails',
      answers: { 200: { description: 'A page of emails.', schema: emailPageSchema } },
    }),
    ...validQuery(emailListQuerySchema),
    async (c) => c.json(await listEmails(db, c.req.valid('query'))),
  );

  app.get(
    '/counts',
    operation({
      operationId: 'countEmails',
      summary: 'How many emails failed (the Emails tab’s badge).',
      tag: 'emails',
      answers: { 200: { description: 'The failed emails’ count.', schema: emailCountsSchema } },
    }),
    async (c) => c.json(await countEmails(db)),
  );

  app.post(
    '/:id/retry',
    operation({
      operationId: 'retryEmail',
      summary: 'Queues a failed email again, recorded as a staff action (`email.retried`).',
      tag: 'emails',
      answers: { 200: { description: 'The email, queued again.', schema: emailRetryAnswerSchema } },
      errors: [API_ERROR_CODES.emailNotFound, API_ERROR_CODES.emailNotFailed],
    }),
    ...validParams(emailParamsSchema),
    async (c) => {
      const email = await retryEmail(db, c.req.valid('param').id, actorOf(c));
      // Sent now by this instance's worker (any instance's would pick it up at its next poll).
      deps.emailWorker.kick();
      return c.json({ email });
    },
  );

  return app;
}
