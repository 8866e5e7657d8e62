import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { openPostgres, type Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { seed } from '../../src/db/seed/seed';
import type { SmsProvider } from '../../src/domains/sms/sms-provider';
import type { Providers } from '../../src/providers';
import type { Clock } from '../../src/shared/clock';
import { makePgliteTemplate, openTestPglite } from './pglite-templates';
import { databaseUrlFor, TEMPLATE_SCHEMA } from './postgres-location';
import { loadTestConfig } from './test-config';

/** A clock the test moves by hand. */
export function createTestClock(start = new Date('2026-11-21T06:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advanceSeconds(seconds: number) {
      now += seconds * 1000;
    },
  } satisfies Clock & { advanceSeconds(seconds: number): void };
}

/** A fresh, migrated and seeded database: PGlite in memory, or its own schema on PostgreSQL. */
export async function createTestDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  if (process.env.TEST_DATABASE === 'postgres') {
    const connectionString = process.env.DATABASE_URL;
    if (!connectionString) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const db = await openPostgres({ connectionString, schema, maxConnections: 4 });
    return {
      db,
      drop: async () => {
        await db.query(`DROP SCHEMA "${schema}" CASCADE`);
        await db.close();
      },
    };
  }
  const db = await openTestPglite();
  return { db, drop: () => db.close() };
}

/**
 * One migrated and seeded PGlite, dumped once and loaded by every test app: with the demo data,
 * made once per run by the project's global setup (pglite-template-setup.ts); without, once per
 * test worker (per file for the isolated files that mock a module).
 */
const pgliteTemplates = new Map<boolean, Promise<Uint8Array>>();

function pgliteTemplate(demoData: boolean): Promise<Uint8Array> {
  let template = pgliteTemplates.get(demoData);
  if (!template) {
    template = (async () => {
      if (demoData) return fs.readFile(inject('pgliteDemoTemplate'));
      return makePgliteTemplate(async (db) => {
        await migrate(db);
        await seed(db, { demoData });
      });
    })();
    pgliteTemplates.set(demoData, template);
  }
  return template;
}

/** Runs one statement on the PostgreSQL server outside any test database (create, drop). */
async function onPostgresServer(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Makes a clone of the demo or the bare template database and returns its name. */
async function createClone(demoData: boolean): Promise<string> {
  const templates = inject('postgresTemplates');
  const name = `${templates.prefix}_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(
    `CREATE DATABASE "${name}" TEMPLATE "${demoData ? templates.demo : templates.bare}"`,
  );
  return name;
}

/**
 * The next clone of each template, made while the current test runs: a clone takes about 0.3 s of
 * the server's time, which a test app would otherwise wait for. A spare left at the end of the run
 * goes with the rest of the run's databases (postgres-template-setup.ts).
 */
const spareClones = new Map<boolean, Promise<string>>();

function takeClone(demoData: boolean): Promise<string> {
  const clone = spareClones.get(demoData) ?? createClone(demoData);
  const next = createClone(demoData);
  // A spare that failed fails the test that takes it; until then it is not an unhandled error.
  next.catch(() => {});
  spareClones.set(demoData, next);
  return clone;
}

/**
 * A clone of the run's migrated and seeded template database (postgres-template-setup.ts): a
 * database of its own, with the data in schema TEMPLATE_SCHEMA, dropped when the app closes.
 */
async function cloneTemplateDatabase(demoData: boolean) {
  const name = await takeClone(demoData);
  const db = await openPostgres({
    connectionString: databaseUrlFor(process.env.DATABASE_URL ?? '', name),
    schema: TEMPLATE_SCHEMA,
    maxConnections: 4,
  });
  return {
    db,
    drop: async () => {
      await db.close();
      await onPostgresServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** A migrated and seeded database of its own for one test app. */
async function createSeededTestDatabase(demoData: boolean) {
  if (process.env.TEST_DATABASE === 'postgres') return cloneTemplateDatabase(demoData);
  const db = await openTestPglite(await pgliteTemplate(demoData));
  return { db, drop: () => db.close() };
}

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  clock: ReturnType<typeof createTestClock>;
  config: AppConfig;
  logLines: string[];
  close(): Promise<void>;
};

export type TestAppOptions = {
  env?: Record<string, string>;
  sms?: SmsProvider;
  /** Replaces onboarding providers (OCR, liveness, Aadhaar OTP, storage). */
  providers?: Partial<Providers>;
  seedDemo?: boolean;
  /** Runs after the app is built and before it is ready, e.g. to add a test-only route. */
  configure?: (app: FastifyInstance) => void | Promise<void>;
};

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { db, drop } = await createSeededTestDatabase(options.seedDemo ?? true);
  // Uploads and keys of each test app live in a temporary folder of its own.
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'saral-test-'));
  const config = loadTestConfig(dataDir, options.env);
  const clock = createTestClock();
  const logLines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      logLines.push(String(chunk));
      callback();
    },
  });
  const app = await buildApp({
    config,
    db,
    clock,
    sms: options.sms,
    providers: options.providers,
    logStream: stream,
  });
  await options.configure?.(app);
  await app.ready();
  return {
    app,
    db,
    clock,
    config,
    logLines,
    async close() {
      await app.close();
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Reads the newest login code the sandbox sent to a phone, through the dev outbox route. */
export async function latestCode(app: FastifyInstance, phone: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/dev/sms-outbox?phone=${phone}` });
  const body = response.json() as { data: { body: string }[] };
  const match = body.data[0]?.body.match(/\b(\d{4})\b/);
  if (!match?.[1]) throw new Error(`no code in the outbox for ${phone}`);
  return match[1];
}

/** Sends a code and signs in; returns the session token. */
export async function signIn(
  app: FastifyInstance,
  phone: string,
  ip = '10.0.0.1',
): Promise<string> {
  const sent = await app.inject({
    method: 'GET',
    url: `/api1/sms/v1/sendCode?phone=${phone}`,
    remoteAddress: ip,
  });
  if (sent.json().code !== 0) throw new Error(`send failed: ${sent.body}`);
  const code = await latestCode(app, phone);
  const login = await app.inject({
    method: 'POST',
    url: '/api1/user/v1/login',
    payload: { phone, code },
  });
  const body = login.json() as { code: number; data: { token: string } };
  if (body.code !== 0) throw new Error(`login failed: ${login.body}`);
  return body.data.token;
}

/**
 * Another server process on the same database and clock, as behind a load balancer; `config`
 * changes its settings (e.g. development tools off, as in production).
 */
export async function createSecondProcess(
  t: TestApp,
  config: Partial<AppConfig> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: { ...t.config, ...config },
    db: t.db,
    clock: t.clock,
    logger: false,
  });
  await app.ready();
  return app;
}
