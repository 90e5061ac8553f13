/**
 * The course's API, one for both views (training-program.md §2 "Learning area" and items 4-5 of "Members program
 * area", §6, §7; docs/decisions/0009, 0010). Two sub-apps, mounted in app.ts: `courseRoutes` needs no session
 * (visitors see the course list, §6), and `learningRoutes` at `/learning` is guarded as a whole: approved artists
 * only (401 without a session, 403 without artist access); each module route also checks enrolment and the
 * unlocking rule in the service.
 *
 * | route | answer |
 * |---|---|
 * | GET /courses | `{ courses }`: published, oldest first |
 * | GET /workshops | `{ workshops }`: upcoming, soonest first |
 *
 * The `/learning` routes are added to its sub-app by one file per concern, each with its rows: the course view and
 * enrolment (enrolment-routes.ts), a module's page and progress (module-routes.ts), notes and worksheets
 * (worksheet-routes.ts), a module's files and resources (module-file-routes.ts) and its quiz (quiz-routes.ts).
 */
import { Hono } from 'hono';
import {
  courseListSchema,
  workshopListSchema,
  type CourseList,
  type WorkshopList,
} from '@shared/schemas/learning';
import { guardedApp } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { operation } from '../../http/contract';
import { loadWorkshops } from './content';
import { enrolmentRoutes } from './enrolment-routes';
import { moduleFileRoutes } from './module-file-routes';
import { moduleRoutes } from './module-routes';
import { quizRoutes } from './quiz-routes';
import { listPublishedCourses } from './views';
import { worksheetRoutes } from './worksheet-routes';

/** Most workshops listed at once. */
const WORKSHOPS_SHOWN = 6;

/** `GET /courses` and `GET /workshops`: open to everyone. */
export function courseRoutes(deps: AppDeps) {
  const app = new Hono();
  app.get(
    '/courses',
    operation({
      operationId: 'listPublishedCourses',
      summary: 'Lists the published courses, oldest first (training-program.md §2 "Learning area", §6).',
      tag: 'course',
      answers: { 200: { description: 'The published courses.', schema: courseListSchema } },
    }),
    async (c) => {
      const answer: CourseList = { courses: await listPublishedCourses(deps.database.db) };
      return c.json(answer);
    },
  );
  app.get(
    '/workshops',
    operation({
      operationId: 'listUpcomingWorkshops',
      summary: 'Lists the upcoming live workshops, soonest first (training-program.md §2 "Learning area").',
      tag: 'course',
      answers: { 200: { description: 'At most six upcoming workshops.', schema: workshopListSchema } },
    }),
    async (c) => {
      const now = Date.now();
      const workshops = (await loadWorkshops(deps.env.LEARNING_CONTENT_DIR))
        .filter((workshop) => workshop.date.getTime() >= now)
        .sort((a, b) => a.date.getTime() - b.date.getTime())
        .slice(0, WORKSHOPS_SHOWN);
      const answer: WorkshopList = {
        workshops: workshops.map((workshop) => ({ ...workshop, date: workshop.date.toISOString() })),
      };
      return c.json(answer);
    },
  );
  return app;
}

/** `/learning`: enrolment, modules, progress, playback, notes, worksheets, quizzes (approved artists only). */
export function learningRoutes(deps: AppDeps) {
  const app = guardedApp(deps, 'artist');
  enrolmentRoutes(app, deps);
  moduleRoutes(app, deps);
  worksheetRoutes(app, deps);
  moduleFileRoutes(app, deps);
  quizRoutes(app, deps);
  return app;
}
