/**
 * The `/learning` routes of a module's quiz (training-program.md §2 "Learning area", §5, §7 "insert
 * quiz_attempts"), added to the guarded `/learning` sub-app (routes.ts) and so approved artists only; each checks
 * enrolment and the unlocking rule in the service, and the server scores every attempt.
 *
 * | route | answer |
 * |---|---|
 * | GET /learning/modules/:moduleId/quiz/questions | `{ questions }` without correct answers |
 * | POST /learning/modules/:moduleId/quiz/attempts `{ answers }` | 201, the scored attempt |
 */
import { API_ERROR_CODES } from '@shared/api-error';
import { LEARNING_BODY_MAX_BYTES } from '@shared/limits/learning';
import {
  moduleParamsSchema,
  quizAttemptAnswerSchema,
  quizAttemptBodySchema,
  quizQuestionListSchema,
  type QuizQuestionList,
} from '@shared/schemas/learning';
import type { AppDeps } from '../../deps';
import { operation, validJson, validParams } from '../../http/contract';
import { MODULE_ACCESS_ERRORS, userId, type LearningApp } from './learning-route-parts';
import { getQuizQuestions, submitQuizAttempt } from './quiz';

/** Adds the quiz routes to the `/learning` sub-app `app` (already guarded for artists). */
export function quizRoutes(app: LearningApp, deps: AppDeps): void {
  const { db } = deps.database;

  app.get(
    '/modules/:moduleId/quiz/questions',
    operation({
      operationId: 'listModuleQuizQuestions',
      summary:
        'The questions of the module’s quiz, without their correct answers (training-program.md §2 "Learning area", §5).',
      tag: 'course',
      answers: { 200: { description: 'The quiz’s questions.', schema: quizQuestionListSchema } },
      errors: [...MODULE_ACCESS_ERRORS, API_ERROR_CODES.noQuiz, API_ERROR_CODES.noAttemptsLeft],
    }),
    ...validParams(moduleParamsSchema),
    async (c) => {
      const answer: QuizQuestionList = {
        questions: await getQuizQuestions(db, userId(c), c.req.valid('param').moduleId),
      };
      return c.json(answer);
    },
  );

  app.post(
    '/modules/:moduleId/quiz/attempts',
    operation({
      operationId: 'submitQuizAttempt',
      summary:
        'Submits a quiz attempt; the server scores it (training-program.md §5, §7 "insert quiz_attempts").',
      tag: 'course',
      answers: {
        201: { description: 'The scored attempt and what changed.', schema: quizAttemptAnswerSchema },
      },
      errors: [...MODULE_ACCESS_ERRORS, API_ERROR_CODES.noQuiz, API_ERROR_CODES.noAttemptsLeft],
    }),
    ...validParams(moduleParamsSchema),
    ...validJson(quizAttemptBodySchema, LEARNING_BODY_MAX_BYTES),
    async (c) =>
      c.json(
        await submitQuizAttempt(db, userId(c), c.req.valid('param').moduleId, c.req.valid('json').answers),
        201,
      ),
  );
}
