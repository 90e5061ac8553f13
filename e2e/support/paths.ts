/** Locations shared by the suite and playwright.config.ts. */
import path from 'node:path';

/** The repository root. */
export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/**
 * The test server's port: 3100, or `E2E_PORT` so that two suites (two working copies, two people) can run side by
 * side on one machine.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);

/** The test server's data directory, relative to the root: `.tmp/e2e` (`.tmp/e2e-{port}` on another port). */
export const dataDirName = e2ePort === 3100 ? '.tmp/e2e' : `.tmp/e2e-${e2ePort}`;

/** The test server's data directory (see playwright.config.ts `webServer.env.DATA_DIR`). */
export const dataDir = path.join(repoRoot, dataDirName);

/** Where the test server writes one `.eml` file per outgoing email. */
export const outboxDir = path.join(dataDir, 'outbox');
