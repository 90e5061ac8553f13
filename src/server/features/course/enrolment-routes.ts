/**
 * The `/learning` routes of a course as the learner sees it and of enrolling in it (training-program.md §2
 * "Learning area", item 4 of "Members program area", §7 "insert user_enrollments"), added to the guarded
 * `/learning` sub-app (routes.ts) and so approved artists only.
 *
 * | route | answer |
 * |---|---|
 * | GET /learning/courses/:courseId | the course view: enrolment, modules with the caller's facts and locks |
 * | GET /learning/program | the same, of the program's course (the members dashboard) |
 * | POST /learning/courses/:courseId/enrollment | 201 `{ courseId, enrolledAt }`; 409 `already_enrolled` |
 */
import { API_ERROR_CODES } from '@shared/api-error';
import { courseParamsSchema, courseViewSchema, enrollmentSchema } from '@shared/schemas/learning';
import type { AppDeps } from '../../deps';
import { operation, validParams } from '../../http/contract';
import { jsonBytes } from '../../http/json-bytes';
import { progressMailer } from '../../mail/progress';
import { learnerPage, learnerPageJson } from './kept-answers';
import { revision, userId, type LearningApp } from './learning-route-parts';
import { courseViewChangesAt, enroll, getCourseView, getProgramCourseView } from './views';

/** Adds the course view and enrolment routes to the `/learning` sub-app `app` (already guarded for artists). */
export function enrolmentRoutes(app: LearningApp, deps: AppDeps): void {
  const { db } = deps.database;

  app.get(
    '/courses/:courseId',
    operation({
      operationId: 'getLearnerCourse',
      summary:
        'The course as the caller sees it: their enrolment, and its modules with their facts and locks (training-program.md §2 "Learning area").',
      tag: 'course',
      answers: { 200: { description: 'The course view.', schema: courseViewSchema } },
      errors: [API_ERROR_CODES.courseNotFound],
    }),
    ...validParams(courseParamsSchema),
    async (c) => {
      const { courseId } = c.req.valid('param');
      return jsonBytes(
        c,
        await learnerPageJson(
          db,
          learnerPage(c.get('user'), `course ${courseId}`),
          () => getCourseView(db, userId(c), courseId, revision(c)),
          courseViewChangesAt,
        ),
      );
    },
  );

  app.get(
    '/program',
    operation({
      operationId: 'getProgramCourse',
      summary:
        'The program’s course as the caller sees it, as the members dashboard shows it (training-program.md §2 item 4).',
      tag: 'course',
      answers: { 200: { description: 'The course view.', schema: courseViewSchema } },
      errors: [API_ERROR_CODES.courseNotFound],
    }),
    async (c) =>
      jsonBytes(
        c,
        await learnerPageJson(
          db,
          learnerPage(c.get('user'), 'program'),
          () => getProgramCourseView(db, userId(c), revision(c)),
          courseViewChangesAt,
        ),
      ),
  );

  app.post(
    '/courses/:courseId/enrollment',
    operation({
      operationId: 'enrollInCourse',
      summary:
        'Enrols the caller in the course, with the welcome email (training-program.md §7 "insert user_enrollments").',
      tag: 'course',
      answers: { 201: { description: 'The enrolment.', schema: enrollmentSchema } },
      errors: [API_ERROR_CODES.courseNotFound, API_ERROR_CODES.alreadyEnrolled],
    }),
    ...validParams(courseParamsSchema),
    async (c) =>
      c.json(await enroll(db, progressMailer(deps), userId(c), c.req.valid('param').courseId), 201),
  );
}
