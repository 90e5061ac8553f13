/**
 * Knip (`npm run lint`): unused files, exports and dependencies fail the lint. Its plugins read the entry points of
 * package.json's scripts (the server's src/server/main.ts, scripts/*.ts and scripts/bench/*.ts), vite.config.ts
 * (the single-page app's index.html, the islands' entry and Vitest's test files), scripts/scale/vitest.config.ts,
 * drizzle.config.ts and eslint.config.js; the entries below are the ones no configuration names.
 */
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // The server-side rendering bundle: `vite build --ssr entry-server.tsx` in scripts/build.mjs.
    'src/web/entry-server.tsx',
    // Steps 3 and 4 of scripts/build.mjs, run with tsx's loader.
    'scripts/prerender.ts',
    'scripts/build-server.ts',
    // The floor server scripts/bench/hot-path.ts runs with `node`.
    'scripts/bench/floor-server.mjs',
  ],
  // playwright.config.ts stops when the web app is not built, so Knip cannot load it: its test files (testDir
  // `e2e`, testMatch `**/*.spec.ts`) are named here instead.
  playwright: {
    config: [],
    entry: ['playwright.config.ts', 'e2e/**/*.spec.ts'],
  },
  // scripts/chromium.mjs installs Chromium with the system's apt-get, not a package of ours.
  ignoreBinaries: ['apt-get'],
  // The API reference's browser build, served as a file (features/api-docs/routes.ts resolves its path): no import.
  ignoreDependencies: ['@scalar/api-reference'],
};

export default config;
