import { openPglite, type Database } from '../../src/db/database';

/**
 * The tests' PGlite databases start from dumps (templates) instead of an initdb each, and start
 * lean. Measured on the 2-core CI machine, loading the demo template took 1.1–1.2 s a test app;
 * with the two changes below (and DumpCopy), about 0.35 s:
 * - a 16 MB buffer pool instead of PostgreSQL's 128 MB, which the engine zeroes at every start;
 * - no template0 and template1 in the dump: two thirds of the data files, which PGlite unpacks at
 *   every start and no test uses (a test database never creates another database).
 */
const TEST_SETTINGS = ['shared_buffers = 16MB'];

/**
 * A dump kept as bytes, which PGlite reads with `arrayBuffer()`: every start gets a copy of its
 * own (PGlite's files may keep the buffer it is given) at memory speed, where Node reads a plain
 * Blob as a stream, about 0.17 s for the 30 MB demo dump.
 */
class DumpCopy extends Blob {
  readonly #bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    super([]);
    this.#bytes = bytes;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes.slice().buffer);
  }
}

/** A PGlite in memory for one test, from `template` or (without) from an empty database. */
export async function openTestPglite(template?: Uint8Array) {
  return openPglite(undefined, {
    startFrom: new DumpCopy(template ?? (await emptyTemplate())),
    settings: TEST_SETTINGS,
  });
}

/** Builds a database with `fill` (migrations, seeds) in a fresh PGlite and dumps it. */
export async function makePgliteTemplate(
  fill: (db: Database) => Promise<void>,
): Promise<Uint8Array> {
  const db = await openPglite(undefined, { settings: TEST_SETTINGS });
  try {
    await fill(db);
    for (const name of ['template0', 'template1']) {
      await db.query(`UPDATE pg_database SET datistemplate = false WHERE datname = $1`, [name]);
      await db.query(`DROP DATABASE ${name}`);
    }
    await db.query('CHECKPOINT');
    return new Uint8Array(await (await db.dump()).arrayBuffer());
  } finally {
    await db.close();
  }
}

/** An initdb takes about 3 s: once per test worker, then every empty database loads its dump. */
let empty: Promise<Uint8Array> | undefined;
function emptyTemplate(): Promise<Uint8Array> {
  empty ??= makePgliteTemplate(async () => {});
  return empty;
}
