/**
 * The scale suite's own Vitest configuration (`npm run test:scale`; issue 21 item 3): its tests start real server
 * processes, a database, an S3 server and an SMTP server, so `npm run test:unit` leaves them out (vite.config.ts)
 * and they run here, one file after another.
 */
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import app from '../../vite.config';

const r = (p: string) => path.resolve(import.meta.dirname, '../..', p);

export default defineConfig({
  // The app's path aliases.
  resolve: { alias: app.resolve?.alias },
  test: {
    root: r('.'),
    include: ['scripts/scale/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 240_000,
  },
});
