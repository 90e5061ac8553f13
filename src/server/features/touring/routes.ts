/**
 * `POST /api/touring-inquiries` (site-and-portals.md §7 "send-touring-inquiry"): 201 `{ id }`; with the honeypot
 * filled, the same answer and nothing stored (http/honeypot.ts). The page `/touring-services` takes the same form
 * without JavaScript (features/public-forms).
 */
import { touringInquirySchema } from '@shared/schemas/touring-inquiry';
import type { AppDeps } from '../../deps';
import { publicFormRoute } from '../../http/public-form-route';
import { createTouringInquiry } from './service';

export function touringRoutes(deps: AppDeps) {
  return publicFormRoute(deps, {
    path: '/touring-inquiries',
    operationId: 'createTouringInquiry',
    summary: 'Sends a touring inquiry (site-and-portals.md §7 "send-touring-inquiry").',
    form: 'touring',
    schema: touringInquirySchema,
    create: createTouringInquiry,
  });
}
