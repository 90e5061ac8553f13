/**
 * `POST /api/program-applications` from the application dialog of the program landing page (training-program.md
 * §2 item 2, §7 "Members program"): public, rate limited per client IP like the other public forms; 201 `{ id }`;
 * with the honeypot filled, the same answer and nothing stored (http/honeypot.ts). The page `/artist-development`
 * takes the same form without JavaScript (features/public-forms).
 */
import { Hono } from 'hono';
import { MAX_FORM_BODY_BYTES } from '@shared/limits/forms';
import { formSubmissionAnswerSchema } from '@shared/schemas/form-submission';
import { programApplicationSchema } from '@shared/schemas/program-application';
import type { AppDeps } from '../../deps';
import { operation, validJson } from '../../http/contract';
import { decoySubmission, withHoneypot, withoutHoneypot } from '../../http/honeypot';
import { limitByClientIp, publicFormRule } from '../../http/rate-limit';
import { createProgramApplication } from './service';

export function programApplicationRoutes(deps: AppDeps) {
  return new Hono().post(
    '/program-applications',
    operation({
      operationId: 'createProgramApplication',
      summary: 'Applies to the training program (training-program.md §2 item 2).',
      tag: 'public-forms',
      answers: {
        201: {
          description: 'Stored; with the honeypot filled, the same answer and nothing stored.',
          schema: formSubmissionAnswerSchema,
        },
      },
    }),
    limitByClientIp(deps, publicFormRule('program-application')),
    ...validJson(withHoneypot(programApplicationSchema), MAX_FORM_BODY_BYTES),
    async (c) => {
      const { body, trapped } = withoutHoneypot(c.req.valid('json'));
      const result = trapped
        ? decoySubmission(deps.logger, 'program-application')
        : await createProgramApplication(deps, body);
      deps.emailWorker.kick();
      return c.json(result, 201);
    },
  );
}
