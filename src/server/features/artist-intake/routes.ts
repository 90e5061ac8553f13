/**
 * `POST /api/enrollment-applications` from the public intake form (site-and-portals.md §2.10): 201 `{ id }`; with
 * the honeypot filled, the same answer and nothing stored (http/honeypot.ts). The page `/artist-intake` takes the
 * same form without JavaScript (features/public-forms).
 */
import { artistIntakeSchema } from '@shared/schemas/artist-intake';
import type { AppDeps } from '../../deps';
import { publicFormRoute } from '../../http/public-form-route';
import { createIntakeApplication } from './service';

export function artistIntakeRoutes(deps: AppDeps) {
  return publicFormRoute(deps, {
    path: '/enrollment-applications',
    operationId: 'createEnrollmentApplication',
    summary: 'Sends the artist intake form (site-and-portals.md §2.10).',
    form: 'artist-intake',
    schema: artistIntakeSchema,
    create: createIntakeApplication,
  });
}
