import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAadhaar } from './support/card-images';
import {
  borrowerJourney,
  JOURNEY_SERVER_ENV,
  roundRobin,
  type JourneyData,
  type RoundRobinClient,
} from './support/borrower-journey';
import {
  ensureProductionBuild,
  processDatabase,
  startCompiledServer,
  type RunningServer,
} from './support/compiled-server';

/**
 * The production log of a whole borrower journey (compiled server, jobs on): one JSON line per
 * request, each with its request id, and none of what the borrower typed or received in it.
 */

type LogLine = { level: number; msg: string; requestId?: string; [key: string]: unknown };

let dataDir: string;
let database: Awaited<ReturnType<typeof processDatabase>>;
let server: RunningServer;
let client: RoundRobinClient;
let journey: JourneyData;
let lines: LogLine[];

beforeAll(async () => {
  await ensureProductionBuild();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saral-journey-logs-'));
  database = await processDatabase();
  server = await startCompiledServer({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    ...JOURNEY_SERVER_ENV,
    ...database.env,
  });
  client = roundRobin([server.url]);
  journey = await borrowerJourney(client);
  expect(await server.stop()).toBe(0);
  lines = server
    .log()
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LogLine);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
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
