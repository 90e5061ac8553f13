/**
 * `POST /api/enrollment-applications` from the public intake form (site-and-portals.md §2.10): 201 `{ id }`; with
 * the honeypot filled, the same answer and nothing stored (http/honeypot.ts). The page `/artist-intake` takes the
 * same form without JavaScript (features/public-forms).
 */
import { Hono } from 'hono';
import { MAX_FORM_BODY_BYTES } from '@shared/limits/forms';
import { artistIntakeSchema, type ArtistIntake } from '@shared/schemas/artist-intake';
import type { AppDeps } from '../../deps';
import { decoySubmission } from '../../http/honeypot';
import { jsonBody, type JsonBodyVariables } from '../../http/json-body';
import { limitByClientIp, publicFormRule } from '../../http/rate-limit';
import { createIntakeApplication } from './service';

export function artistIntakeRoutes(deps: AppDeps) {
  return new Hono<JsonBodyVariables<ArtistIntake>>().post(
    '/enrollment-applications',
    limitByClientIp(deps, publicFormRule('artist-intake')),
    ...jsonBody(artistIntakeSchema, MAX_FORM_BODY_BYTES, { honeypot: true }),
    async (c) => {
      const result = c.get('trapped')
        ? decoySubmission(deps.logger, 'artist-intake')
        : await createIntakeApplication(deps, c.get('body'));
      deps.emailWorker.kick();
      return c.json(result, 201);
    },
  );
}
