import fs from 'node:fs/promises';
import path from 'node:path';
import { IfscImportError } from '../src/domains/bank/ifsc-columns';
import {
  emptyCounts,
  importIfscFile,
  type IfscImportCounts,
} from '../src/domains/bank/ifsc-import';
import type { Database } from '../src/db/database';
import { runWithDatabase } from './with-database';

/**
 * Imports the RBI's IFSC list into the IFSC finder's directory, on the database the server
 * is configured for (same environment variables).
 *
 *   npx tsx apps/server/scripts/import-ifsc.ts <file.csv|file.xlsx> [more files…]
 */

function summary(counts: IfscImportCounts): string {
  return (
    `read ${counts.read}, imported ${counts.imported}, updated ${counts.updated}, ` +
    `unchanged ${counts.unchanged}, skipped ${counts.skipped} ` +
    `(invalid code ${counts.skippedInvalidCode}, incomplete ${counts.skippedIncomplete}, ` +
    `duplicate ${counts.skippedDuplicate})`
  );
}

async function importFiles(db: Database, files: string[]): Promise<number> {
  if (files.length === 0) {
    console.error('Usage: npx tsx apps/server/scripts/import-ifsc.ts <file.csv|file.xlsx> [...]');
    return 2;
  }
  const total = emptyCounts();
  // One set across files: a code listed in two files (NEFT and RTGS lists) is imported once.
  const seen = new Set<string>();
  for (const file of files) {
    const started = Date.now();
    const before = { ...total };
    await importIfscFile(db, path.basename(file), await fs.readFile(file), {
      counts: total,
      seen,
    });
    const own = Object.fromEntries(
      Object.entries(total).map(([key, value]) => [
        key,
        value - before[key as keyof typeof before],
      ]),
    ) as IfscImportCounts;
    console.log(`${file}: ${summary(own)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  if (files.length > 1) console.log(`Total: ${summary(total)}`);
  return 0;
}

runWithDatabase(({ db }) => importFiles(db, process.argv.slice(2)), [IfscImportError]);
