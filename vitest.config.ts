import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// Server tests run on embedded PGlite always, and again on PostgreSQL when DATABASE_URL is set.
const onPostgres = Boolean(process.env.DATABASE_URL);

/** Server test files that replace a module (vi.mock): they need a module registry of their own. */
const MOCKING_FILES = ['apps/server/test/payments.test.ts'];

/**
 * A database's server tests. Most files share their worker's modules (isolate: false): each file
 * evaluating the whole server afresh cost about 2 s of CPU a file, a third of the suite's time.
 * The few files that mock a module run isolated, in `server-<database>-mocking`.
 */
function serverProjects(database: 'pglite' | 'postgres', globalSetup: string) {
  const shared = {
    env: { TEST_DATABASE: database },
    globalSetup: [globalSetup],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  };
  return [
    {
      test: {
        ...shared,
        name: `server-${database}`,
        include: ['apps/server/test/**/*.test.ts'],
        exclude: [...configDefaults.exclude, ...MOCKING_FILES],
        isolate: false,
      },
    },
    { test: { ...shared, name: `server-${database}-mocking`, include: MOCKING_FILES } },
  ];
}

export default defineConfig({
  test: {
    // One pool for every project. Vitest's default (cores - 1) is a single worker on a 2-core CI
    // machine, leaving a core idle while server tests wait on PostgreSQL, child processes and
    // timers: one worker per core and one more keeps both busy.
    maxWorkers: os.availableParallelism() + 1,
    projects: [
      { test: { name: 'contract', include: ['packages/contract/test/**/*.test.ts'] } },
      ...serverProjects('pglite', 'apps/server/test/support/pglite-template-setup.ts'),
      ...(onPostgres
        ? serverProjects('postgres', 'apps/server/test/support/postgres-template-setup.ts')
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
