import { ConfigError } from './config-values';
import { loadConfig, type AppConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';

/**
 * What every server process (API: main.ts, OCR worker: worker.ts) does first: read its settings
 * (a bad one ends the process with the reason), open the database and bring it up to date.
 */
export async function startProcess(): Promise<{ config: AppConfig; db: Database }> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    databaseSchema: config.databaseSchema,
    dataDir: config.dataDir,
  });
  await migrate(db);
  return { config, db };
}
