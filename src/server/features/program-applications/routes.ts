/**
 * `POST /api/program-applications` from the application dialog of the program landing page (training-program.md
 * §2 item 2, §7 "Members program"): public, rate limited per client IP like the other public forms; 201 `{ id }`;
 * with the honeypot filled, the same answer and nothing stored (http/honeypot.ts). The page `/artist-development`
 * takes the same form without JavaScript (features/public-forms).
 */
import { programApplicationSchema } from '@shared/schemas/program-application';
import type { AppDeps } from '../../deps';
import { publicFormRoute } from '../../http/public-form-route';
import { createProgramApplication } from './service';

export function programApplicationRoutes(deps: AppDeps) {
  return publicFormRoute(deps, {
    path: '/program-applications',
    operationId: 'createProgramApplication',
    summary: 'Applies to the training program (training-program.md §2 item 2).',
    form: 'program-application',
    schema: programApplicationSchema,
    create: createProgramApplication,
  });
}
