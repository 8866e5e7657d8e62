import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Calls } from '@saral/contract/calls';
import { OrderState } from '@saral/contract/order-states';
import { openPostgres, type Database } from '../src/db/database';
import { outstanding, trialBalance } from '../src/domains/ledger/ledger';
import {
  borrowerJourney,
  JOURNEY_SERVER_ENV,
  randomPhone,
  signIn,
  type JourneyData,
} from './support/borrower-journey';
import { poll, roundRobin, type RoundRobinClient } from './support/round-robin-client';
import {
  ensureProductionBuild,
  processDatabase,
  startCompiledServer,
  type RunningServer,
} from './support/compiled-server';

/**
 * Two compiled server processes on one PostgreSQL schema, as behind a load balancer: a whole
 * borrower journey alternates between them call by call, and sessions, login-code limits, the
 * review / payout / overdue jobs (running in both) and the caches behave as with one process.
 */

const onPostgres = process.env.TEST_DATABASE === 'postgres' && Boolean(process.env.DATABASE_URL);
const CACHE_TTL_MS = 1_500;
const IP_HOURLY_LIMIT = 12;

let dataDir: string;
let database: Awaited<ReturnType<typeof processDatabase>>;
let db: Database;
let servers: RunningServer[] = [];
let client: RoundRobinClient;
let journey: JourneyData;

const sendCodeTo = (phone: string) =>
  client.call('GET', `/api1${Calls.sendCode.path}?phone=${phone}`);
const homeOn = (server: RunningServer, token: string) =>
  fetch(`${server.url}/api1${Calls.homeIndex.path}`, { headers: { token } }).then(
    (reply) => reply.json() as Promise<{ code: number; data: { homeProductVos: any[] } }>, // eslint-disable-line @typescript-eslint/no-explicit-any
  );

// Shown in the test list where it does not run, so a skipped run says why.
const skipReason = onPostgres
  ? ''
  : ' (skipped: needs PostgreSQL — runs in the server-postgres project when DATABASE_URL is set)';

describe.skipIf(!onPostgres)(`two server processes on one PostgreSQL${skipReason}`, () => {
  beforeAll(async () => {
    await ensureProductionBuild();
    // Shared by both: uploads on a shared volume, and the same secrets, as in production.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saral-multi-'));
    database = await processDatabase();
    const env = {
      ...JOURNEY_SERVER_ENV,
      ...database.env,
      DATA_DIR: dataDir,
      AADHAAR_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      PAYMENT_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
      CACHE_TTL_MS: String(CACHE_TTL_MS),
      OTP_IP_HOURLY_LIMIT: String(IP_HOURLY_LIMIT),
    };
    // Started together: migrations and seed must cope with a second process doing the same.
    servers = await Promise.all([startCompiledServer(env), startCompiledServer(env)]);
    db = await openPostgres({
      connectionString: database.env.DATABASE_URL as string,
      schema: database.env.DATABASE_SCHEMA,
      maxConnections: 2,
    });
    client = roundRobin(servers.map((server) => server.url));
    journey = await borrowerJourney(client);
  }, 240_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await db?.close();
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('served the journey alternately, each call logged by the process that served it', async () => {
    const [first, second] = servers as [RunningServer, RunningServer];
    expect(client.servedBy.length).toBeGreaterThan(25);
    const unlogged = () =>
      client.servedBy.filter(({ baseUrl, requestId }, index) => {
        const server = index % 2 === 0 ? first : second;
        expect(baseUrl).toBe(server.url);
        return !server.log().includes(`"requestId":"${requestId}"`);
      });
    // A line is written just after its reply has gone out.
    expect(
      await poll(
        async () => unlogged(),
        (calls) => calls.length === 0,
        'log lines',
        5_000,
      ),
    ).toEqual([]);
  });

  it('settled the loan: the payout ran once and the books balance', async () => {
    const orderId = journey.orderId;
    const [order] = await db.query<{ state: number }>('SELECT state FROM orders WHERE id = $1', [
      orderId,
    ]);
    expect(order?.state).toBe(OrderState.settled);
    const payouts = await db.query<{ status: string; attempts: number }>(
      'SELECT status, attempts FROM payouts WHERE order_id = $1',
      [orderId],
    );
    expect(payouts).toEqual([{ status: 'paid', attempts: 1 }]);
    const decisions = await db.query('SELECT 1 FROM order_decisions WHERE order_id = $1', [
      orderId,
    ]);
    expect(decisions).toHaveLength(1);
    // Every move happened once: Auditing → Pass → Lending → Loaned → Overdued → Settled.
    const moves = await db.query<{ from_state: number; to_state: number }>(
      'SELECT from_state, to_state FROM order_transitions WHERE order_id = $1 ORDER BY id',
      [orderId],
    );
    expect(moves.map((move) => [move.from_state, move.to_state])).toEqual([
      [OrderState.auditing, OrderState.pass],
      [OrderState.pass, OrderState.lending],
      [OrderState.lending, OrderState.loaned],
      [OrderState.loaned, OrderState.overdued],
      [OrderState.overdued, OrderState.settled],
    ]);
    const overdueFees = await db.query<{ total: number }>(
      `SELECT COALESCE(sum(amount_paise), 0)::int AS total FROM ledger_entries
        WHERE order_id = $1 AND kind = 'overdue_fee' AND side = 'debit'`,
      [orderId],
    );
    expect(overdueFees[0]?.total).toBe(7_500);
    expect(await outstanding(db, orderId)).toBe(0);
    expect((await trialBalance(db)).balanced).toBe(true);
  });

  it('each job logged its work on this order in one process only', () => {
    const logs = servers.map((server) => server.log());
    const mentions = (message: string) =>
      logs.flatMap((log) =>
        log
          .split('\n')
          .filter((line) => line.includes(`"msg":"${message}"`))
          .filter((line) => new RegExp(`\\[(\\d+,)*${journey.orderId}(,\\d+)*\\]`).test(line)),
      );
    expect(mentions('automatic review decided applications')).toHaveLength(1);
    expect(mentions('payouts settled')).toHaveLength(1);
  });

  it('a session opened on one process works on the other, and a logout ends it on both', async () => {
    const [first, second] = servers as [RunningServer, RunningServer];
    const { token } = await signIn(client, randomPhone());
    expect((await homeOn(first, token)).code).toBe(0);
    expect((await homeOn(second, token)).code).toBe(0);
    const logout = await fetch(`${first.url}/api1${Calls.logout.path}`, {
      method: 'POST',
      headers: { token },
    });
    expect(((await logout.json()) as { code: number }).code).toBe(0);
    expect((await homeOn(first, token)).code).not.toBe(0);
    // The other process may reuse what it read for up to CACHE_TTL_MS (2 s allowed for the calls).
    const loggedOutAt = Date.now();
    await poll(
      () => homeOn(second, token),
      (reply) => reply.code !== 0,
      'the logout on the other process',
    );
    expect(Date.now() - loggedOutAt).toBeLessThanOrEqual(CACHE_TTL_MS + 2_000);
  });

  it('the one-code-a-minute limit of a phone counts sends on both processes', async () => {
    const phone = randomPhone();
    const first = await sendCodeTo(phone);
    expect(first.body.code).toBe(0);
    const second = await sendCodeTo(phone);
    expect(second.body.code).not.toBe(0);
    expect(second.body.msg).toMatch(/Please wait \d+ seconds/);
    expect(client.servedBy.at(-1)?.baseUrl).not.toBe(client.servedBy.at(-2)?.baseUrl);
  });

  it('the hourly limit of a network counts sends on both processes', async () => {
    const [row] = await db.query<{ sent: number }>('SELECT count(*)::int AS sent FROM otp_sends');
    const left = IP_HOURLY_LIMIT - (row?.sent ?? 0);
    expect(left).toBeGreaterThan(2);
    for (let index = 0; index < left; index += 1) {
      expect((await sendCodeTo(randomPhone())).body.code).toBe(0);
    }
    for (let index = 0; index < 2; index += 1) {
      const refused = await sendCodeTo(randomPhone());
      expect(refused.body.msg).toMatch(/Too many code requests from your network/);
    }
  });

  it('a product change is seen by both processes within the cache time', async () => {
    const { token } = journey;
    // Both processes have the products in their cache when the change is made.
    for (const server of servers) expect((await homeOn(server, token)).code).toBe(0);
    const name = `Saral Quick ${randomBytes(3).toString('hex')}`;
    await db.query(
      `UPDATE products SET name = $1 WHERE code = (SELECT code FROM products WHERE name = 'Saral Quick')`,
      [name],
    );
    const changedAt = Date.now();
    for (const server of servers) {
      await poll(
        () => homeOn(server, token),
        (reply) => reply.data.homeProductVos.some((product) => product.name === name),
        'the renamed product',
      );
    }
    expect(Date.now() - changedAt).toBeLessThanOrEqual(CACHE_TTL_MS + 2_000);
  });
});
