/**
 * `POST /api/program-applications` from the application dialog of the program landing page (training-program.md
 * §2 item 2, §7 "Members program"): public, rate limited per client IP like the other public forms; 201 `{ id }`;
 * with the honeypot filled, the same answer and nothing stored (http/honeypot.ts). The page `/artist-development`
 * takes the same form without JavaScript (features/public-forms).
 */
import { Hono } from 'hono';
import { MAX_FORM_BODY_BYTES } from '@shared/limits/forms';
import { programApplicationSchema, type ProgramApplication } from '@shared/schemas/program-application';
import type { AppDeps } from '../../deps';
import { decoySubmission } from '../../http/honeypot';
import { jsonBody, type JsonBodyVariables } from '../../http/json-body';
import { limitByClientIp, publicFormRule } from '../../http/rate-limit';
import { createProgramApplication } from './service';

export function programApplicationRoutes(deps: AppDeps) {
  return new Hono<JsonBodyVariables<ProgramApplication>>().post(
    '/program-applications',
    limitByClientIp(deps, publicFormRule('program-application')),
    ...jsonBody(programApplicationSchema, MAX_FORM_BODY_BYTES, { honeypot: true }),
    async (c) => {
      const result = c.get('trapped')
        ? decoySubmission(deps.logger, 'program-application')
        : await createProgramApplication(deps, c.get('body'));
      deps.emailWorker.kick();
      return c.json(result, 201);
    },
  );
}
