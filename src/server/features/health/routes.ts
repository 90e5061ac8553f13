/** `GET /healthz` (process up) and `GET /readyz` (database answers) of the operational contract (http/health-answers.ts). */
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { healthAnswers } from '../../http/health-answers';

export function healthRoutes(deps: AppDeps) {
  const answers = healthAnswers(deps.database);
  return new Hono()
    .get('/healthz', (c) => {
      const { status, body } = answers['/healthz']();
      return c.json(body, status);
    })
    .get('/readyz', async (c) => {
      const { status, body } = await answers['/readyz']();
      return c.json(body, status);
    });
}
