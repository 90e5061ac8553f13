import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const r = (p: string) => path.resolve(import.meta.dirname, p);

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
    include: ['src/**/*.test.ts', 'content/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Two real servers with PostgreSQL, Redis, S3 and SMTP: `npm run test:scale` (scripts/scale/vitest.config.ts).
    exclude: [...configDefaults.exclude, 'scripts/scale/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
