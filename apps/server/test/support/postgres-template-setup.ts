import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { seed } from '../../src/db/seed/seed';
import { databaseUrlFor, TEMPLATE_SCHEMA } from './postgres-location';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Migrated and seeded PostgreSQL databases every test app clones (test-app.ts). */
    postgresTemplates: { demo: string; bare: string; prefix: string };
  }
}

/**
 * Global setup of the server-postgres project: migrates and seeds two template databases once per
 * run (with and without the demo data). Each test app then gets `CREATE DATABASE … TEMPLATE`,
 * a file-level copy of about 0.1 s, instead of running every migration and the seed in a schema
 * of its own (1–2 s idle, far more on a loaded CI machine, hundreds of times per run).
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('the server-postgres project needs DATABASE_URL');
  // One prefix per run: the run's clones can be found (and dropped) by name.
  const prefix = `saral_test_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const templates = { demo: `${prefix}_tpl_demo`, bare: `${prefix}_tpl_bare`, prefix };
  for (const [name, demoData] of [
    [templates.demo, true],
    [templates.bare, false],
  ] as const) {
    await admin.query(`CREATE DATABASE "${name}"`);
    const db = await openPostgres({
      connectionString: databaseUrlFor(baseUrl, name),
      schema: TEMPLATE_SCHEMA,
      maxConnections: 2,
    });
    await migrate(db);
    await seed(db, { demoData });
    await db.close();
  }
  project.provide('postgresTemplates', templates);

  return async () => {
    const { rows } = await admin.query<{ name: string }>(
      `SELECT datname AS name FROM pg_database WHERE datname LIKE $1`,
      [`${prefix}%`],
    );
    for (const { name } of rows)
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  };
}
