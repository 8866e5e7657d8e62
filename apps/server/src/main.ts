import { buildApp } from './app';
import { startProcess } from './process-start';
import { seed } from './db/seed/seed';

/**
 * How long open requests get to finish after SIGTERM/SIGINT before the process exits anyway:
 * under the 10 s that supervisors (and `docker stop`) wait before they kill.
 */
const SHUTDOWN_GRACE_MS = 8_000;

/** Starts one stateless API process: config, database, migrations, seed, HTTP. */
async function main() {
  const { config, db } = await startProcess();
  await seed(db, { demoData: config.env !== 'production', pepper: config.secretPepper });

  const app = await buildApp({ config, db });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing open requests, then closing`);
    const forceExit = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    forceExit.unref();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Saral is serving on http://localhost:${config.port} (database: ${db.engine})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
