/**
 * `POST /api/touring-inquiries` (site-and-portals.md §7 "send-touring-inquiry"): 201 `{ id }`; with the honeypot
 * filled, the same answer and nothing stored (http/honeypot.ts). The page `/touring-services` takes the same form
 * without JavaScript (features/public-forms).
 */
import { Hono } from 'hono';
import { MAX_FORM_BODY_BYTES } from '@shared/limits/forms';
import { formSubmissionAnswerSchema } from '@shared/schemas/form-submission';
import { touringInquirySchema } from '@shared/schemas/touring-inquiry';
import type { AppDeps } from '../../deps';
import { operation, validJson } from '../../http/contract';
import { decoySubmission, withHoneypot, withoutHoneypot } from '../../http/honeypot';
import { limitByClientIp, publicFormRule } from '../../http/rate-limit';
import { createTouringInquiry } from './service';

export function touringRoutes(deps: AppDeps) {
  return new Hono().post(
    '/touring-inquiries',
    operation({
      operationId: 'createTouringInquiry',
      summary: 'Sends a touring inquiry (site-and-portals.md §7 "send-touring-inquiry").',
      tag: 'public-forms',
      answers: {
        201: {
          description: 'Stored; with the honeypot filled, the same answer and nothing stored.',
          schema: formSubmissionAnswerSchema,
        },
      },
    }),
    limitByClientIp(deps, publicFormRule('touring')),
    ...validJson(withHoneypot(touringInquirySchema), MAX_FORM_BODY_BYTES),
    async (c) => {
      const { body, trapped } = withoutHoneypot(c.req.valid('json'));
      const result = trapped
        ? decoySubmission(deps.logger, 'touring')
        : await createTouringInquiry(deps, body);
      deps.emailWorker.kick();
      return c.json(result, 201);
    },
  );
}
