import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../src/db/migrate';
import { seed } from '../../src/db/seed/seed';
import { makePgliteTemplate } from './pglite-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a dump of a migrated PGlite seeded with the demo data (test-app.ts). */
    pgliteDemoTemplate: string;
  }
}

/**
 * Global setup of the server-pglite project: migrates and seeds one PGlite once per run and dumps
 * it to a temporary file, which every test file's apps load (instead of each test file migrating
 * and seeding a template of its own: ~3 s of CPU per file).
 */
export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'saral-pglite-template-'));
  const template = await makePgliteTemplate(async (db) => {
    await migrate(db);
    await seed(db, { demoData: true });
  });
  const file = path.join(dir, 'demo.tar');
  await fs.writeFile(file, template);
  project.provide('pgliteDemoTemplate', file);
  return () => fs.rm(dir, { recursive: true, force: true });
}
