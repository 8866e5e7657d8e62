import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/**
 * One small interface over the two PostgreSQL engines we run on: PGlite (embedded, the default)
 * and a real PostgreSQL server (DATABASE_URL). Repositories write plain parameterised SQL.
 */
export type SqlParam = string | number | boolean | null | Date | Buffer | readonly unknown[];

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction; it is rolled back if `work` throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  readonly engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// int8 and numeric come back as strings from pg; our amounts fit in a JS number (paise < 2^53).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/**
 * PGlite in `dataDir`, or in memory without one. `startFrom` is another PGlite's `dump()` to
 * start from, which is much faster than creating a database afresh; `settings` are
 * postgresql.conf lines for this start (the tests' small buffer pool).
 */
export async function openPglite(
  dataDir: string | undefined,
  { startFrom, settings }: { startFrom?: Blob; settings?: string[] } = {},
): Promise<Database & { dump(): Promise<Blob> }> {
  if (dataDir) await fs.mkdir(dataDir, { recursive: true });
  // pg_trgm: the loan search's name index (migration 0044); PGlite loads only the extensions named.
  const options = {
    extensions: { pg_trgm },
    ...(startFrom ? { loadDataDir: startFrom } : {}),
    ...(settings ? { postgresqlconf: settings } : {}),
  };
  const db = dataDir ? new PGlite(path.join(dataDir, 'pglite'), options) : new PGlite(options);
  await db.waitReady;
  const parseRow = <Row>(rows: unknown[]): Row[] => rows.map((row) => normaliseRow(row) as Row);
  return {
    engine: 'pglite',
    async query(sql, params = []) {
      const result = await db.query(sql, params as unknown[]);
      return parseRow(result.rows);
    },
    async transaction(work) {
      return db.transaction(async (tx) =>
        work({
          async query(sql, params = []) {
            const result = await tx.query(sql, params as unknown[]);
            return parseRow(result.rows);
          },
        }),
      );
    },
    async close() {
      await db.close();
    },
    async dump() {
      return db.dumpDataDir('none');
    },
  };
}

/** PGlite returns int8 as bigint; make both engines hand back the same JS types. */
function normaliseRow(row: unknown): unknown {
  if (row === null || typeof row !== 'object') return row;
  const record = row as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const value = record[key];
    if (typeof value === 'bigint') record[key] = Number(value);
  }
  return record;
}

export type PostgresOptions = {
  connectionString: string;
  schema?: string;
  maxConnections?: number;
};

export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    // A separate schema lets parallel test files share one database without seeing each other.
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle connection the server ends (a restart, a failover, an administrator) is an 'error'
  // event on the pool; unhandled it would end the process. The pool drops that connection and
  // the next query opens a new one, so there is nothing else to do here.
  pool.on('error', () => undefined);
  if (options.schema) {
    const client = await pool.connect();
    try {
      await client.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
    } finally {
      client.release();
    }
  }
  return {
    engine: 'postgres',
    async query(sql, params = []) {
      const result = await pool.query(sql, params as unknown[]);
      return result.rows;
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await work({
          async query(sql, params = []) {
            const result = await client.query(sql, params as unknown[]);
            return result.rows;
          },
        });
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

export async function openDatabase(options: {
  databaseUrl: string | undefined;
  databaseSchema?: string | undefined;
  dataDir: string | undefined;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres({ connectionString: options.databaseUrl, schema: options.databaseSchema })
    : openPglite(options.dataDir);
}
