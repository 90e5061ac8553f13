import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
