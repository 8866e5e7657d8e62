import type { Database } from '../../src/db/database';

/** The schema inside each cloned test database (postgres-template-setup.ts). */
export const TEMPLATE_SCHEMA = 'saral';

/** The server's DATABASE_URL pointed at another database on the same PostgreSQL. */
export function databaseUrlFor(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Where a test's PostgreSQL pool points (its database and schema), for a second pool or a child
 * process that must see the same data: a test app's database is a clone of its own, not the
 * database DATABASE_URL names.
 */
export async function postgresLocation(
  db: Database,
): Promise<{ connectionString: string; schema: string }> {
  const [row] = await db.query<{ database: string; schema: string }>(
    'SELECT current_database() AS database, current_schema() AS schema',
  );
  if (!row) throw new Error('no current database');
  return {
    connectionString: databaseUrlFor(process.env.DATABASE_URL ?? '', row.database),
    schema: row.schema,
  };
}
