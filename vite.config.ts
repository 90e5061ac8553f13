import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const r = (p: string) => path.resolve(import.meta.dirname, p);

/** The test files that start the server, the start script or the CLI as child processes and wait on them. */
const PROCESS_TESTS = [
  'src/server/crash-recovery.test.ts',
  'src/server/main.test.ts',
  'src/server/http/early-answer.test.ts',
  'src/server/http/rate-limit.test.ts',
  'scripts/start.test.ts',
  'scripts/cli.test.ts',
  'scripts/chromium.test.ts',
];

export default defineConfig({
  root: r('src/web'),
  publicDir: r('src/web/public'),
  envDir: r('.'),
  envPrefix: ['VITE_', 'SITE_'],
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@server': r('src/server'),
      '@shared': r('src/shared'),
      '@web': r('src/web'),
      '@content': r('content'),
    },
  },
  build: {
    outDir: r('dist/web'),
    emptyOutDir: true,
    assetsInlineLimit: 0,
    manifest: true,
    // Preloads only for what the entry imports (the page's loader adds them with the entry): a page chunk's own
    // imports are fetched as soon as the chunk arrives, and adding a preload link for each of them, in the same
    // task as the page's hydration, costs the phone more time than it saves (issue "Platform" item 11).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      // The single-page app (index.html) and the public pages' islands (docs/decisions/0004), which the prerender
      // puts in their pages.
      input: { index: r('src/web/index.html'), islands: r('src/web/entry-islands.ts') },
      output: {
        // One chunk for every icon rather than one per icon: a page needs a dozen, each its own request, compile
        // and evaluation task (issue "Platform" item 11). React has its own, taken first, or the icon chunk would
        // take it along (a group takes the modules its modules import).
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 1 },
            { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
      '/readyz': 'http://localhost:3000',
    },
  },
  test: {
    root: r('.'),
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two groups, one after the other. Every file but the process tests, two at a time: each has its own database,
    // data folder and ports, and waits on the database as much as it computes. Then, one at a time and alone, the files
    // that start servers and commands as processes of their own and time them (a crash cut mid-upload, the start
    // script, the CLI): beside another file on two cores they miss their deadlines. (Vitest runs a one-worker project
    // of the default group order last, in a group of its own.)
    projects: [
      {
        extends: true,
        test: {
          name: 'processes',
          include: PROCESS_TESTS,
          maxWorkers: 1,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'suites',
          include: ['src/**/*.test.ts', 'content/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Two real servers with PostgreSQL, Redis, S3 and SMTP: `npm run test:scale` (scripts/scale/vitest.config.ts).
          exclude: [...configDefaults.exclude, 'scripts/scale/**', ...PROCESS_TESTS],
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
