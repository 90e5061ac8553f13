/** Locations shared by the suite and playwright.config.ts. */
import path from 'node:path';

/** The repository root. */
export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** The test server's data directory (see playwright.config.ts `webServer.env.DATA_DIR`). */
export const dataDir = path.join(repoRoot, '.tmp', 'e2e');

/** Where the test server writes one `.eml` file per outgoing email. */
export const outboxDir = path.join(dataDir, 'outbox');
