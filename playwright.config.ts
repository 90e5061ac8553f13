/**
 * Browser tests (ARCHITECTURE.md "Operational contract"): Playwright driving a system Chromium against the real
 * server (compiled, started as `npm start` does), on port 3100 (or `E2E_PORT`) with a throw-away data directory
 * (`.tmp/e2e`, wiped on every start).
 *
 * Run `npm run build` first (the server serves `dist/web`), then `npx playwright test`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/chromium.mjs';
import { dataDirName, e2ePort } from './e2e/support/paths';

const root = import.meta.dirname;
const PORT = e2ePort;
const baseURL = `http://127.0.0.1:${PORT}`;

/** The throw-away data directory of the test server (database + outbox); e2e/support/outbox.ts reads it too. */
const DATA_DIR = dataDirName;

/**
 * The Chromium to drive (scripts/chromium.mjs: `CHROMIUM_PATH`, else Debian's `/usr/bin/chromium`, else Playwright's
 * own download). `npm test` installs or asks for one before it builds; run alone, this stops with the same line.
 */
function executableChromium(): string {
  const found = findChromium();
  if ('path' in found) return found.path;
  throw new Error(`${found.problem}\nRun \`node scripts/chromium.mjs\`: it installs one, or says how.`);
}

if (!fs.existsSync(path.join(root, 'dist/web/index.html'))) {
  throw new Error(
    'The web app is not built: dist/web/index.html is missing. Run `npm run build` before `npx playwright test` ' +
      '(`npm test` does both).',
  );
}

const executablePath = executableChromium();

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Room for a machine busy with other work (CI shares it): a journey runs 3x slower there than on a quiet one.
  // Waits end as soon as what they wait for is there, so a passing run takes no longer.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'America/New_York',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // Traces cost ~15% of the run time: recorded when a test is retried (CI), or on demand with --trace=on.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The compiled server, as `npm start` runs it (rebuilt first if the sources changed since the last build).
    command: `node -e "require('node:fs').rmSync('${DATA_DIR}', { recursive: true, force: true })" && node scripts/start.mjs`,
    cwd: root,
    url: `${baseURL}/readyz`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // Each test sends its own X-Forwarded-For (e2e/support/fixtures.ts), so per-IP rate limits count per test.
      TRUST_PROXY: '1',
      // The embedded database in DATA_DIR and limits counted in the process, as `npm start` runs, even when the
      // environment names a server for the database suites (CI runs them on PostgreSQL and Redis).
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  },
});
