/**
 * The answers of the two health probes of the operational contract, defined once: `GET /healthz` (the process is
 * up) and `GET /readyz` (the database answers). The hono routes (features/health/routes.ts) and the server's Node
 * request listener (health-first.ts, which answers them before @hono/node-server, issue 9 item 10) both send these.
 */
import type { Database } from '../db/client';

/** The paths of the health probes. */
export type HealthPath = '/healthz' | '/readyz';

/** What a probe answers: the HTTP status and the JSON body. */
export interface HealthAnswer {
  status: 200 | 503;
  body: { status: 'ok' | 'ready' | 'unavailable' };
}

/** The answer of each probe: `/healthz` at once, `/readyz` once the database answered (it never rejects). */
export interface HealthAnswers {
  '/healthz': () => HealthAnswer;
  '/readyz': () => Promise<HealthAnswer>;
}

const UP: HealthAnswer = { status: 200, body: { status: 'ok' } };
const READY: HealthAnswer = { status: 200, body: { status: 'ready' } };
const UNAVAILABLE: HealthAnswer = { status: 503, body: { status: 'unavailable' } };

/**
 * The probes' answers for a server on `database`.
 *
 * @param database - pinged by every `/readyz`; a failed ping answers 503 `{"status":"unavailable"}`.
 */
export function healthAnswers(database: Pick<Database, 'ping'>): HealthAnswers {
  return {
    '/healthz': () => UP,
    '/readyz': () =>
      database.ping().then(
        () => READY,
        () => UNAVAILABLE,
      ),
  };
}
