import { loadConfig, type AppConfig } from '../src/config';
import { ConfigError } from '../src/config-values';
import { openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';

/**
 * Runs an administration script on the database the server is configured for (same environment
 * variables), migrated first, closed afterwards. `work` answers the exit code; an error's message
 * is printed (with the stack only for unexpected errors) and exits 1.
 */
export function runWithDatabase(
  work: (context: { config: AppConfig; db: Database }) => Promise<number>,
  expectedErrors: readonly (new (...args: never[]) => Error)[] = [],
): void {
  const run = async () => {
    const config = loadConfig();
    const db = await openDatabase({
      databaseUrl: config.databaseUrl,
      databaseSchema: config.databaseSchema,
      dataDir: config.dataDir,
    });
    try {
      await migrate(db);
      return await work({ config, db });
    } finally {
      await db.close();
    }
  };
  run().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      const expected = [ConfigError, ...expectedErrors].some((type) => error instanceof type);
      console.error(expected ? (error as Error).message : error);
      process.exitCode = 1;
    },
  );
}
