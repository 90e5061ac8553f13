/**
 * Bench case of the learner's pages (issue "One course" item 8): the real server as a child process (the compiled
 * server, production mode, embedded database in a temporary folder, request log on), the demo artist signed in,
 * loaded by autocannon at `CONNECTIONS` (server-process.ts) connections: per round `/healthz`, then the signed-in floor (the bare
 * session check every signed-in request makes, `GET /api/auth/session`), then the members dashboard's one request
 * (`GET /api/program/dashboard`), then a module page's one request (`GET /api/learning/modules/{module 1}`).
 * Prints per round requests/s, p50 and p99 in ms of each, the server's CPU time per request in µs (user plus
 * system; it does not depend on what else the machine runs), and its ratio of requests/s to `/healthz` and to the
 * signed-in floor in the same round; then the median ratios over the rounds with their spread. The figures are
 * printed, never asserted.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BROWSER_ACCEPT_ENCODING, roundsBesideHealthz, type RoundRow } from './rounds';
import { stopServer, type BenchServer } from './server-process';
import { startSignedInServer } from './signed-in';

/** What {@link benchCoursePages} prints. */
export interface CoursePagesResult {
  rows: RoundRow[];
  lines: string[];
}

/**
 * Runs the case and returns what to print.
 *
 * @throws when the server does not start, sign-in fails, or any request of a run fails.
 */
export async function benchCoursePages(): Promise<CoursePagesResult> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-course-'));
  let server: BenchServer | undefined;
  try {
    const started = await startSignedInServer(dataDir, 'artist');
    server = started.server;
    const { base } = started;
    const signedIn = { cookie: started.cookie };
    // What a browser sends with every request: its session cookie and the encodings it reads. The dashboard and the
    // module answer are over 1 KB, so they go compressed (from the copies kept with each learner's page).
    const fromBrowser = { ...signedIn, 'accept-encoding': BROWSER_ACCEPT_ENCODING };
    // The first visit enrols the artist; the module page is module 1's, opened once as a learner would.
    const dashboard = await fetch(`${base}/api/program/dashboard`, { headers: signedIn });
    if (dashboard.status !== 200) throw new Error(`dashboard answered ${dashboard.status}`);
    const { course } = (await dashboard.json()) as { course: { modules: { id: string }[] } };
    const moduleId = course.modules[0]!.id;
    const opened = await fetch(`${base}/api/learning/modules/${moduleId}/progress`, {
      method: 'POST',
      headers: { ...signedIn, 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ step: 'opened' }),
    });
    if (opened.status !== 200) throw new Error(`opening module 1 answered ${opened.status}`);

    const floorRoute = 'GET /api/auth/session (signed-in floor)';
    const routes = [
      { route: floorRoute, url: `${base}/api/auth/session` },
      { route: 'GET /api/program/dashboard', url: `${base}/api/program/dashboard` },
      { route: 'GET /api/learning/modules/{id}', url: `${base}/api/learning/modules/${moduleId}` },
    ];
    return await roundsBesideHealthz({
      base,
      pid: server.child.pid!,
      routes: routes.map((route) => (route.route === floorRoute ? route : { ...route, target: 0.33 })),
      headers: fromBrowser,
      floor: { route: floorRoute, name: 'signed-in floor' },
      p99TargetMs: 100,
      title: 'learner pages (the demo artist signed in, embedded database)',
    });
  } finally {
    if (server) await stopServer(server.child);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchCoursePages();
  console.table(result.rows);
  for (const line of result.lines) console.log(line);
}
