/** `GET /healthz` (process up) and `GET /readyz` (database answers) of the operational contract. */
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';

export function healthRoutes(deps: AppDeps) {
  return new Hono()
    .get('/healthz', (c) => c.json({ status: 'ok' }))
    .get('/readyz', async (c) => {
      try {
        await deps.database.ping();
        return c.json({ status: 'ready' });
      } catch {
        return c.json({ status: 'unavailable' }, 503);
      }
    });
}
