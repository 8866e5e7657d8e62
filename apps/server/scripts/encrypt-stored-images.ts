/**
 * Encrypts the card and face images stored in plain before images were encrypted at rest:
 *
 *   npx tsx apps/server/scripts/encrypt-stored-images.ts
 *
 * Uses the server's configuration (DATABASE_URL, DATA_DIR, FILE_STORAGE, AADHAAR_ENCRYPTION_KEY).
 * The server reads plain and encrypted files alike, so it may keep running on PostgreSQL; with
 * the embedded PGlite database, stop it first (one process at a time may open its data folder).
 * An interrupted run leaves every file readable; run it again to finish.
 */
import { createUploadService } from '../src/domains/identity/upload-service';
import { createCipherFromConfig, createFileStorageFromConfig } from '../src/providers';
import { runWithDatabase } from './with-database';

runWithDatabase(async ({ config, db }) => {
  const uploads = createUploadService(
    db,
    createFileStorageFromConfig(config),
    createCipherFromConfig(config),
  );
  const { encrypted, missing } = await uploads.encryptPlainFiles();
  console.log(`Encrypted ${encrypted} stored images; ${missing} recorded files were missing.`);
  return 0;
});
