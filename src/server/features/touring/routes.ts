/**
 * `POST /api/touring-inquiries` (site-and-portals.md §7 "send-touring-inquiry"): 201 `{ id }`; with the honeypot
 * filled, the same answer and nothing stored (http/honeypot.ts). The page `/touring-services` takes the same form
 * without JavaScript (features/public-forms).
 */
import { Hono } from 'hono';
import { MAX_FORM_BODY_BYTES } from '@shared/limits/forms';
import { touringInquirySchema, type TouringInquiry } from '@shared/schemas/touring-inquiry';
import type { AppDeps } from '../../deps';
import { decoySubmission } from '../../http/honeypot';
import { jsonBody, type JsonBodyVariables } from '../../http/json-body';
import { limitByClientIp, publicFormRule } from '../../http/rate-limit';
import { createTouringInquiry } from './service';

export function touringRoutes(deps: AppDeps) {
  return new Hono<JsonBodyVariables<TouringInquiry>>().post(
    '/touring-inquiries',
    limitByClientIp(deps, publicFormRule('touring')),
    ...jsonBody(touringInquirySchema, MAX_FORM_BODY_BYTES, { honeypot: true }),
    async (c) => {
      const result = c.get('trapped')
        ? decoySubmission(deps.logger, 'touring')
        : await createTouringInquiry(deps, c.get('body'));
      deps.emailWorker.kick();
      return c.json(result, 201);
    },
  );
}
