/**
 * `POST /api/contact` (site-and-portals.md §7 "send-contact-email"): 201 `{ id }`; with the honeypot filled, the
 * same answer and nothing stored (http/honeypot.ts). The page `/contact` takes the same form without JavaScript
 * (features/public-forms).
 */
import { Hono } from 'hono';
import { MAX_FORM_BODY_BYTES } from '@shared/limits/forms';
import { contactSchema, type Contact } from '@shared/schemas/contact';
import type { AppDeps } from '../../deps';
import { decoySubmission } from '../../http/honeypot';
import { jsonBody, type JsonBodyVariables } from '../../http/json-body';
import { limitByClientIp, publicFormRule } from '../../http/rate-limit';
import { createContactMessage } from './service';

export function contactRoutes(deps: AppDeps) {
  return new Hono<JsonBodyVariables<Contact>>().post(
    '/contact',
    limitByClientIp(deps, publicFormRule('contact')),
    ...jsonBody(contactSchema, MAX_FORM_BODY_BYTES, { honeypot: true }),
    async (c) => {
      const result = c.get('trapped')
        ? decoySubmission(deps.logger, 'contact')
        : await createContactMessage(deps, c.get('body'));
      deps.emailWorker.kick();
      return c.json(result, 201);
    },
  );
}
