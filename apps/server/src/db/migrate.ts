import fs from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
/** Any fixed number: serialises migrations when several server processes start at once. */
const MIGRATION_LOCK_KEY = 727_2501;

/**
 * Applies the versioned SQL files in db/migrations in name order, each once, each in its own
 * transaction. Safe to run from several processes at once (advisory lock on PostgreSQL).
 */
export async function migrate(db: Database): Promise<string[]> {
  const files = (await fs.readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const applied = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map(
        (row) => row.version,
      ),
    );
    const newlyApplied: string[] = [];
    for (const file of files) {
      if (applied.has(file)) continue;
      const sql = await fs.readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
      newlyApplied.push(file);
    }
    return newlyApplied;
  });
}

/**
 * Splits a migration file on semicolons at line ends, except inside dollar-quoted bodies
 * ($$ … $$: functions, DO blocks), whose statements end the same way.
 */
function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let quoted = false;
  for (const line of sql.split('\n')) {
    if (!quoted && /^\s*--/.test(line)) continue;
    current.push(line);
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) quoted = !quoted;
    if (!quoted && /;\s*$/.test(line)) {
      statements.push(current.join('\n').replace(/;\s*$/, ''));
      current = [];
    }
  }
  statements.push(current.join('\n'));
  return statements
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}
