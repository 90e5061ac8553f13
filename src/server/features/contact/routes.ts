/** `POST /api/contact` (site-and-portals.md §7 "send-contact-email"): 201 `{ id }`. */
import { Hono } from 'hono';
import { MAX_FORM_BODY_BYTES } from '@shared/constants';
import { contactSchema, type Contact } from '@shared/schemas/contact';
import type { AppDeps } from '../../deps';
import { jsonBody, type JsonBodyVariables } from '../../http/json-body';
import { createContactMessage } from './service';

export function contactRoutes(deps: AppDeps) {
  return new Hono<JsonBodyVariables<Contact>>().post(
    '/contact',
    ...jsonBody(contactSchema, MAX_FORM_BODY_BYTES),
    async (c) => {
      const result = await createContactMessage(deps, c.get('body'));
      deps.emailWorker.kick();
      return c.json(result, 201);
    },
  );
}
