/**
 * `POST /api/contact` (site-and-portals.md §7 "send-contact-email"): 201 `{ id }`; with the honeypot filled, the
 * same answer and nothing stored (http/honeypot.ts). The page `/contact` takes the same form without JavaScript
 * (features/public-forms).
 */
import { Hono } from 'hono';
import { MAX_FORM_BODY_BYTES } from '@shared/limits/forms';
import { formSubmissionAnswerSchema } from '@shared/schemas/form-submission';
import { contactSchema } from '@shared/schemas/contact';
import type { AppDeps } from '../../deps';
import { operation, validJson } from '../../http/contract';
import { decoySubmission, withHoneypot, withoutHoneypot } from '../../http/honeypot';
import { limitByClientIp, publicFormRule } from '../../http/rate-limit';
import { createContactMessage } from './service';

export function contactRoutes(deps: AppDeps) {
  return new Hono().post(
    '/contact',
    operation({
      operationId: 'createContactMessage',
      summary: 'Sends the contact form (site-and-portals.md §7 "send-contact-email").',
      tag: 'public-forms',
      answers: {
        201: {
          description: 'Stored; with the honeypot filled, the same answer and nothing stored.',
          schema: formSubmissionAnswerSchema,
        },
      },
    }),
    limitByClientIp(deps, publicFormRule('contact')),
    ...validJson(withHoneypot(contactSchema), MAX_FORM_BODY_BYTES),
    async (c) => {
      const { body, trapped } = withoutHoneypot(c.req.valid('json'));
      const result = trapped
        ? decoySubmission(deps.logger, 'contact')
        : await createContactMessage(deps, body);
      deps.emailWorker.kick();
      return c.json(result, 201);
    },
  );
}
