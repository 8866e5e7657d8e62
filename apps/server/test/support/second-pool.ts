import { openPostgres, type Database } from '../../src/db/database';
import { postgresLocation } from './postgres-location';

/**
 * Another connection pool on the same PostgreSQL database and schema, as a second server process
 * has. PGlite is one connection in one process: there the "second process" shares it.
 */
export async function openSecondPool(
  db: Database,
  maxConnections = 4,
): Promise<{ db: Database; close: () => Promise<void> }> {
  if (db.engine !== 'postgres') return { db, close: async () => undefined };
  const other = await openPostgres({ ...(await postgresLocation(db)), maxConnections });
  return { db: other, close: () => other.close() };
}
