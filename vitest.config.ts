import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Server tests run on embedded PGlite always, and again on PostgreSQL when DATABASE_URL is set.
const onPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    // One pool for every project. Vitest's default (cores - 1) is a single worker on a 2-core CI
    // machine, leaving a core idle while server tests wait on PostgreSQL, child processes and
    // timers: one worker per core and one more keeps both busy.
    maxWorkers: os.availableParallelism() + 1,
    projects: [
      { test: { name: 'contract', include: ['packages/contract/test/**/*.test.ts'] } },
      {
        test: {
          name: 'server-pglite',
          include: ['apps/server/test/**/*.test.ts'],
          env: { TEST_DATABASE: 'pglite' },
          globalSetup: ['apps/server/test/support/pglite-template-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(onPostgres
        ? [
            {
              test: {
                name: 'server-postgres',
                include: ['apps/server/test/**/*.test.ts'],
                env: { TEST_DATABASE: 'postgres' },
                globalSetup: ['apps/server/test/support/postgres-template-setup.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          // build/: the Vite plugins' own logic (service worker precache list).
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          environment: 'happy-dom',
        },
      },
    ],
  },
});
