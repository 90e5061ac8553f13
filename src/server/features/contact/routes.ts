/**
 * `POST /api/contact` (site-and-portals.md §7 "send-contact-email"): 201 `{ id }`; with the honeypot filled, the
 * same answer and nothing stored (http/honeypot.ts). The page `/contact` takes the same form without JavaScript
 * (features/public-forms).
 */
import { contactSchema } from '@shared/schemas/contact';
import type { AppDeps } from '../../deps';
import { publicFormRoute } from '../../http/public-form-route';
import { createContactMessage } from './service';

export function contactRoutes(deps: AppDeps) {
  return publicFormRoute(deps, {
    path: '/contact',
    operationId: 'createContactMessage',
    summary: 'Sends the contact form (site-and-portals.md §7 "send-contact-email").',
    form: 'contact',
    schema: contactSchema,
    create: createContactMessage,
  });
}
