/**
 * The JSON route of a public form (site-and-portals.md §2.9–§2.11, training-program.md §2 item 2): `POST` of the
 * form's fields, rate limited per client IP (`publicFormRule`), answered 201 `{ id }` once stored and the email
 * worker woken; with the honeypot filled, the same answer and nothing stored (http/honeypot.ts). The form's page takes
 * the same form without JavaScript (features/public-forms).
 */
import { Hono } from 'hono';
import type * as z from 'zod/mini';
import { MAX_FORM_BODY_BYTES } from '@shared/limits/forms';
import type { HONEYPOT_FIELD } from '@shared/public-forms';
import { formSubmissionAnswerSchema } from '@shared/schemas/form-submission';
import type { AppDeps } from '../deps';
import { operation, validJson } from './contract';
import { decoySubmission, withHoneypot, withoutHoneypot } from './honeypot';
import { limitByClientIp, publicFormRule } from './rate-limit';

/** A public form's route: where it posts, its contract texts, its fields and how a submission is stored. */
interface PublicFormRoute<S extends z.ZodMiniObject> {
  /** The path below `/api`, e.g. `/contact`. */
  path: string;
  operationId: string;
  summary: string;
  /** The form's name in its rate limit rule and the honeypot's log line. */
  form: string;
  /** The form's strict object schema (shared/schemas). */
  schema: S;
  /** Stores a submission; resolves with its id. */
  create: (
    deps: AppDeps,
    body: Omit<z.output<ReturnType<typeof withHoneypot<S>>>, typeof HONEYPOT_FIELD>,
  ) => Promise<{ id: string }>;
}

/** The sub-app answering the form's `POST`. */
export function publicFormRoute<S extends z.ZodMiniObject>(deps: AppDeps, route: PublicFormRoute<S>) {
  return new Hono().post(
    route.path,
    operation({
      operationId: route.operationId,
      summary: route.summary,
      tag: 'public-forms',
      answers: {
        201: {
          description: 'Stored; with the honeypot filled, the same answer and nothing stored.',
          schema: formSubmissionAnswerSchema,
        },
      },
    }),
    limitByClientIp(deps, publicFormRule(route.form)),
    ...validJson(withHoneypot(route.schema), MAX_FORM_BODY_BYTES),
    async (c) => {
      const { body, trapped } = withoutHoneypot(c.req.valid('json'));
      const result = trapped ? decoySubmission(deps.logger, route.form) : await route.create(deps, body);
      deps.emailWorker.kick();
      return c.json(result, 201);
    },
  );
}
