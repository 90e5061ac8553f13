/**
 * `POST /api/enrollment-applications` from the public intake form (site-and-portals.md §2.10): 201 `{ id }`; with
 * the honeypot filled, the same answer and nothing stored (http/honeypot.ts). The page `/artist-intake` takes the
 * same form without JavaScript (features/public-forms).
 */
import { Hono } from 'hono';
import { MAX_FORM_BODY_BYTES } from '@shared/limits/forms';
import { formSubmissionAnswerSchema } from '@shared/schemas/form-submission';
import { artistIntakeSchema } from '@shared/schemas/artist-intake';
import type { AppDeps } from '../../deps';
import { operation, validJson } from '../../http/contract';
import { decoySubmission, withHoneypot, withoutHoneypot } from '../../http/honeypot';
import { limitByClientIp, publicFormRule } from '../../http/rate-limit';
import { createIntakeApplication } from './service';

export function artistIntakeRoutes(deps: AppDeps) {
  return new Hono().post(
    '/enrollment-applications',
    operation({
      operationId: 'createEnrollmentApplication',
      summary: 'Sends the artist intake form (site-and-portals.md §2.10).',
      tag: 'public-forms',
      answers: {
        201: {
          description: 'Stored; with the honeypot filled, the same answer and nothing stored.',
          schema: formSubmissionAnswerSchema,
        },
      },
    }),
    limitByClientIp(deps, publicFormRule('artist-intake')),
    ...validJson(withHoneypot(artistIntakeSchema), MAX_FORM_BODY_BYTES),
    async (c) => {
      const { body, trapped } = withoutHoneypot(c.req.valid('json'));
      const result = trapped
        ? decoySubmission(deps.logger, 'artist-intake')
        : await createIntakeApplication(deps, body);
      deps.emailWorker.kick();
      return c.json(result, 201);
    },
  );
}
