/**
 * `/admin/insights`: the staff's program insights (issue 37 "Program insights"; docs/decisions/0026), admins only
 * (401 without a session, 403 for anyone else). Every route takes the filters of `insightsQuerySchema` (400
 * `validation_failed` with `fields` for a refused one).
 *
 * | route | answer |
 * |---|---|
 * | GET /admin/insights/funnel | `{ steps }` |
 * | GET /admin/insights/stops | `{ learners, modules, inactiveAfterDays, inactive }` |
 * | GET /admin/insights/item-analysis | `{ round, quizzes, questions }` |
 * | GET /admin/insights/video-engagement | `{ videos }` |
 * | GET /admin/insights/cohorts | `{ cohorts }` |
 * | GET /admin/insights/:csv/export.csv | the table as CSV, an attachment named by table and day |
 */
import {
  cohortsSchema,
  funnelSchema,
  insightsCsvParamsSchema,
  insightsQuerySchema,
  itemAnalysisSchema,
  stopsSchema,
  videoEngagementSchema,
} from '@shared/schemas/insights';
import { guardedApp } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { operation, validParams, validQuery } from '../../http/contract';
import { cohorts } from './cohorts';
import { insightsCsv } from './csv';
import { funnel } from './funnel';
import { itemAnalysis } from './item-analysis';
import { stops } from './stops';
import { videoEngagement } from './video-engagement';

const FILTERS =
  'Filters: `cohort` (enrolment month YYYY-MM, UTC), `from` and `to` (YYYY-MM-DD, both included; see decision 0026 for what each insight dates).';

/** `/admin/insights` (admins only). */
export function insightsRoutes(deps: AppDeps) {
  const app = guardedApp(deps, 'admin');
  const { db } = deps.database;

  app.get(
    '/funnel',
    operation({
      operationId: 'getInsightsFunnel',
      summary:
        'The funnel from applications to certificates: people, rates and median days per step (issue 37 item 1).',
      description: FILTERS,
      tag: 'insights',
      answers: { 200: { description: 'The funnel’s steps in order.', schema: funnelSchema } },
    }),
    ...validQuery(insightsQuerySchema),
    async (c) => c.json(await funnel(db, c.req.valid('query'))),
  );

  app.get(
    '/stops',
    operation({
      operationId: 'getInsightsStops',
      summary:
        'Where learners stop: per module the learners at each step, and the inactive learners (issue 37 item 2).',
      description: FILTERS,
      tag: 'insights',
      answers: { 200: { description: 'Per module counts and inactive learners.', schema: stopsSchema } },
    }),
    ...validQuery(insightsQuerySchema),
    async (c) => c.json(await stops(db, c.req.valid('query'))),
  );

  app.get(
    '/item-analysis',
    operation({
      operationId: 'getInsightsItemAnalysis',
      summary:
        'Quiz item analysis: facility and discrimination indices and option counts per question version (issue 37 item 3).',
      description: `${FILTERS} \`quizId\`: one quiz (default every quiz); \`round\`: \`first\` attempts (default) or \`all\`.`,
      tag: 'insights',
      answers: {
        200: { description: 'The quizzes and their questions’ versions.', schema: itemAnalysisSchema },
      },
    }),
    ...validQuery(insightsQuerySchema),
    async (c) => c.json(await itemAnalysis(db, c.req.valid('query'))),
  );

  app.get(
    '/video-engagement',
    operation({
      operationId: 'getInsightsVideoEngagement',
      summary: 'Video engagement: the drop-off curve of each lesson video (issue 37 item 4).',
      description: FILTERS,
      tag: 'insights',
      answers: { 200: { description: 'Every lesson video’s curve.', schema: videoEngagementSchema } },
    }),
    ...validQuery(insightsQuerySchema),
    async (c) => c.json(await videoEngagement(db, c.req.valid('query'))),
  );

  app.get(
    '/cohorts',
    operation({
      operationId: 'getInsightsCohorts',
      summary:
        'Cohorts: modules completed per learner by week since enrolment, per enrolment month (issue 37 item 5).',
      description: FILTERS,
      tag: 'insights',
      answers: { 200: { description: 'Every enrolment month’s progress.', schema: cohortsSchema } },
    }),
    ...validQuery(insightsQuerySchema),
    async (c) => c.json(await cohorts(db, c.req.valid('query'))),
  );

  app.get(
    '/:csv/export.csv',
    operation({
      operationId: 'exportInsightsCsv',
      summary:
        'Exports one table of the Insights tab (funnel, stops, inactive-learners, item-analysis, video-engagement, cohorts) as CSV.',
      description: FILTERS,
      tag: 'insights',
      answers: {
        200: { description: 'The CSV, as an attachment named by table and day.', media: 'text/csv' },
      },
    }),
    ...validParams(insightsCsvParamsSchema),
    ...validQuery(insightsQuerySchema),
    async (c) => {
      const { csv } = c.req.valid('param');
      const day = new Date().toISOString().slice(0, 10);
      return c.body(await insightsCsv(db, csv, c.req.valid('query')), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="insights-${csv}-${day}.csv"`,
      });
    },
  );

  return app;
}
