import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Calls } from '@saral/contract/calls';
import { openDatabase } from '../src/db/database';
import { formatAadhaar } from './support/card-images';
import { borrowerJourney, JOURNEY_SERVER_ENV, type JourneyData } from './support/borrower-journey';
import { roundRobin, type RoundRobinClient } from './support/round-robin-client';
import {
  ensureProductionBuild,
  processDatabase,
  startCompiledServer,
  type RunningServer,
} from './support/compiled-server';

/**
 * A whole borrower journey on the compiled server (jobs on), then a restart on the same data
 * (a copy of PGlite's data folder, as a backup is taken, or the PostgreSQL schema). Its log has one JSON line per request, each
 * with its request id, and none of what the borrower typed or received; the restart keeps every
 * order, ledger entry and payout as it was, and the borrower's session and loans with them.
 */

type LogLine = { level: number; msg: string; requestId?: string; [key: string]: unknown };

let dataDir: string;
let restoredDir: string;
let database: Awaited<ReturnType<typeof processDatabase>>;
let server: RunningServer;
let client: RoundRobinClient;
let journey: JourneyData;
let lines: LogLine[];
let before: { data: TableRows; views: unknown[] };
let after: { data: TableRows; views: unknown[] };

/** What a restart must keep exactly (sessions are left out: using one touches it). */
const KEPT_TABLES = [
  'users',
  'orders',
  'order_transitions',
  'order_decisions',
  'ledger_entries',
  'payouts',
  'payment_links',
  'payment_events',
  'bank_cards',
  'user_identity',
  'uploaded_files',
];
type TableRows = Record<string, unknown[]>;

/** Every row of the kept tables, read straight from the data (the server stopped). */
async function readKeptTables(folder: string): Promise<TableRows> {
  const db = await openDatabase({
    databaseUrl: database.env.DATABASE_URL,
    databaseSchema: database.env.DATABASE_SCHEMA,
    dataDir: folder,
  });
  try {
    const rows: TableRows = {};
    for (const table of KEPT_TABLES) {
      rows[table] = await db.query(`SELECT * FROM ${table} ORDER BY 1`);
    }
    return rows;
  } finally {
    await db.close();
  }
}

/** The borrower's loans as the app shows them. */
async function borrowerViews(serverUrl: string) {
  const view = roundRobin([serverUrl]);
  const get = async (path: string) =>
    (await view.call('GET', `/api1${path}`, { token: journey.token })).body;
  return [
    await get(Calls.orderList.path),
    await get(`${Calls.orderDetail.path}?orderId=${journey.orderId}`),
  ];
}

beforeAll(async () => {
  await ensureProductionBuild();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saral-journey-'));
  restoredDir = `${dataDir}-restored`;
  database = await processDatabase();
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'info', ...database.env };
  server = await startCompiledServer({ ...env, ...JOURNEY_SERVER_ENV });
  client = roundRobin([server.url]);
  journey = await borrowerJourney(client);
  before = { views: await borrowerViews(server.url), data: {} };
  expect(await server.stop()).toBe(0);
  lines = server
    .log()
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LogLine);
  before.data = await readKeptTables(dataDir);

  // On PGlite, the backup of docs/backup-and-restore.md: the stopped server's folder, copied,
  // and the server started on the copy. Migrations and seed run again; the jobs stay off.
  if (!database.env.DATABASE_URL) fs.cpSync(dataDir, restoredDir, { recursive: true });
  const restoredEnv = { ...env, DATA_DIR: database.env.DATABASE_URL ? dataDir : restoredDir };
  const restarted = await startCompiledServer(restoredEnv);
  after = { views: await borrowerViews(restarted.url), data: {} };
  expect(await restarted.stop()).toBe(0);
  after.data = await readKeptTables(restoredEnv.DATA_DIR);
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(restoredDir, { recursive: true, force: true });
});

/** Fields the machine fills (a 4-digit code could appear there by chance). */
const MACHINE_FIELDS = new Set(['time', 'pid', 'hostname', 'durationMs', 'requestId']);

describe('the log of a borrower journey on the compiled server', () => {
  it('is JSON, one line per request with method, route, status, duration and request id', () => {
    const requestLines = lines.filter((line) => line.msg === 'request');
    for (const { requestId } of client.servedBy) {
      const mine = requestLines.filter((line) => line.requestId === requestId);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toEqual(
        expect.objectContaining({
          method: expect.stringMatching(/^(GET|POST|PUT)$/),
          route: expect.stringMatching(/^\//),
          status: expect.any(Number),
          durationMs: expect.any(Number),
        }),
      );
    }
    expect(client.servedBy.length).toBeGreaterThan(25);
    expect(lines.map((line) => line.msg)).not.toContain('incoming request');
  });

  it('holds no phone, code, token, name, email, address, date of birth, Aadhaar, PAN or account number', () => {
    const text = lines
      .map((line) =>
        JSON.stringify(
          Object.fromEntries(Object.entries(line).filter(([key]) => !MACHINE_FIELDS.has(key))),
        ),
      )
      .join('\n');
    const secrets = [
      journey.phone,
      journey.phone.slice(2),
      journey.token,
      journey.operatorToken,
      journey.name,
      journey.email,
      journey.address,
      journey.dateOfBirth,
      journey.aadhaar,
      formatAadhaar(journey.aadhaar),
      journey.pan,
      journey.accountNo,
      ...journey.contacts.flatMap((contact) => [contact.name, contact.mobile]),
    ];
    for (const secret of secrets) expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
    // The 4-digit login code, standing alone (the masked phone ends in 4 digits of its own).
    const masked = `${journey.phone.slice(0, 2)}XXXXXX${journey.phone.slice(-4)}`;
    expect(text.replaceAll(masked, '[masked]')).not.toMatch(
      new RegExp(`(?<!\\d)${journey.code}(?!\\d)`),
    );
  });

  it('ended with the loan settled, repaid with 3 days of overdue fee', () => {
    expect(journey.repaidRupees).toBeGreaterThan(5075);
  });
});

describe('the data after a restart of the compiled server (on PGlite: on a copy of the folder)', () => {
  it('holds every order, transition, ledger entry and payout exactly as before', () => {
    expect(before.data.orders?.length).toBeGreaterThan(1);
    expect(before.data.ledger_entries?.length).toBeGreaterThan(5);
    expect(after.data).toEqual(before.data);
  });

  it('keeps the borrower signed in, with the same loans', () => {
    expect(before.views.every((view) => (view as { code: number }).code === 0)).toBe(true);
    expect(after.views).toEqual(before.views);
  });
});
