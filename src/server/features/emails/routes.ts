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
import {
  emailListQuerySchema,
  emailParamsSchema,
  type EmailListQuery,
  type EmailParams,
} from '@shared/schemas/emails';
import { guardedApp } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { validParams } from '../../http/params';
import { validQuery } from '../../http/query';
import { actorOf } from '../audit/record';
import { countEmails, listEmails, retryEmail } from './service';

/** `/admin/emails`: the email queue, for staff (admins only). */
export function emailRoutes(deps: AppDeps) {
  const app = guardedApp(deps, 'admin');
  const { db } = deps.database;

  app.get('/', validQuery(emailListQuerySchema), async (c) =>
    c.json(await listEmails(db, c.get('query') as EmailListQuery)),
  );

  app.get('/counts', async (c) => c.json(await countEmails(db)));

  app.post('/:id/retry', validParams(emailParamsSchema), async (c) => {
    const { id } = c.get('params') as EmailParams;
    const email = await retryEmail(db, id, actorOf(c));
    // Sent now by this instance's worker (any instance's would pick it up at its next poll).
    deps.emailWorker.kick();
    return c.json({ email });
  });

  return app;
}
