import { openPostgres, type Database } from '../../src/db/database';

/**
 * Another connection pool on the same PostgreSQL database and schema, as a second server process
 * has. PGlite is one connection in one process: there the "second process" shares it.
 */
export async function openSecondPool(
  db: Database,
  maxConnections = 4,
): Promise<{ db: Database; close: () => Promise<void> }> {
  if (db.engine !== 'postgres') return { db, close: async () => undefined };
  const [row] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const other = await openPostgres({
    connectionString: process.env.DATABASE_URL ?? '',
    schema: row?.schema,
    maxConnections,
  });
  return { db: other, close: () => other.close() };
}
