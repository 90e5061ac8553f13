/**
 * The members program's own API (training-program.md §2 item 4, §6, §7 "Members program"; docs/decisions/0010): one
 * sub-app at `/program`, guarded as a whole — approved, enabled artists only (401 without a session, 403 without
 * artist access). The program's modules, progress and quizzes are the course's routes (features/course/routes.ts).
 *
 * | route | answer |
 * |---|---|
 * | GET /program/dashboard | `{ profile, course, achievements }`: the dashboard in one request; enrols on the first visit |
 */
import { API_ERROR_CODES } from '@shared/api-error';
import { programDashboardSchema } from '@shared/schemas/program-dashboard';
import { guardedApp } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { operation } from '../../http/contract';
import { jsonBytes } from '../../http/json-bytes';
import { learnerPage, learnerPageJson } from '../course/kept-answers';
import { courseViewChangesAt } from '../course/views';
import { progressMailer } from '../../mail/progress';
import { getDashboard } from './service';

/** `/program`: the dashboard's profile and achievements (approved artists only). */
export function programRoutes(deps: AppDeps) {
  const app = guardedApp(deps, 'artist');
  const { db } = deps.database;
  app.get(
    '/dashboard',
    operation({
      operationId: 'getProgramDashboard',
      summary:
        'The members dashboard in one request: the profile, the program’s course and the achievements; enrols on the first visit (training-program.md §2 item 4).',
      tag: 'course',
      answers: {
        200: {
          description:
            'The profile, the program’s course with the caller’s facts, and the Achievements panel.',
          schema: programDashboardSchema,
        },
      },
      errors: [API_ERROR_CODES.courseNotFound],
    }),
    async (c) =>
      jsonBytes(
        c,
        await learnerPageJson(
          db,
          learnerPage(c.get('user'), 'dashboard'),
          () => getDashboard(db, progressMailer(deps), c.get('user').id, c.get('user').learnerRevision),
          (dashboard) => courseViewChangesAt(dashboard.course),
        ),
      ),
  );
  return app;
}
