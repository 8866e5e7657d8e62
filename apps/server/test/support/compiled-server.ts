import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  isBuildFresh,
  repoRoot,
  SERVER_BUILD_OUTPUT,
  SERVER_SOURCES,
  WEB_BUILD_OUTPUT,
  WEB_SOURCES,
} from '../../../../scripts/build-freshness.mjs';

/**
 * The production build in tests: `npm run build` output reused while it is newer than its
 * sources (rebuilt otherwise, under a lock so parallel test files never read a half-written
 * build), and `node apps/server/dist/main.js` started on a free port as production runs it.
 */

export { repoRoot };
export const compiledMain = path.join(repoRoot, SERVER_BUILD_OUTPUT);

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: repoRoot, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
}

/** One lock per checkout, shared by the test workers of one run. */
const lockDir = path.join(
  os.tmpdir(),
  `saral-build-${createHash('sha256').update(repoRoot).digest('hex').slice(0, 12)}.lock`,
);
const STALE_LOCK_MS = 180_000;

async function withBuildLock(work: () => void): Promise<void> {
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      break;
    } catch {
      const age = Date.now() - (fs.statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if (age > STALE_LOCK_MS) fs.rmSync(lockDir, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    work();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}

/** Makes sure the web app and the compiled server are built from the current sources. */
export async function ensureProductionBuild(): Promise<void> {
  const webFresh = () => isBuildFresh(WEB_BUILD_OUTPUT, WEB_SOURCES);
  const serverFresh = () => isBuildFresh(SERVER_BUILD_OUTPUT, SERVER_SOURCES);
  if (webFresh() && serverFresh()) return;
  await withBuildLock(() => {
    if (!webFresh()) run('npm', ['run', 'build', '-w', 'apps/web']);
    if (!serverFresh()) run('node', ['scripts/build-server.mjs']);
  });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type RunningServer = {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote so far (its JSON log lines and any errors). */
  output(): string;
  /** Its standard output alone: the log. */
  log(): string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
};

/**
 * Starts `node apps/server/dist/main.js` on 127.0.0.1 and a free port with `env` added to a
 * clean development-mode environment; resolves once /healthz answers 200.
 */
export async function startCompiledServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', compiledMain], {
    // Anywhere but the repository: the build must not depend on the working directory.
    cwd: os.tmpdir(),
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
      PORT: String(port),
    },
  });
  let output = '';
  let log = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
    log += String(chunk);
  });
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let running = true;
  void exited.then(() => (running = false));

  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    const health = await fetch(`${url}/healthz`).catch(() => null);
    if (health?.status === 200) break;
    if (!running || attempt >= 240) {
      child.kill('SIGKILL');
      throw new Error(`the compiled server did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    child,
    output: () => output,
    log: () => log,
    async stop() {
      if (running) child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * Where server processes of a test keep their data: a fresh PostgreSQL schema of their own in
 * the server-postgres project, else nothing (each process then uses PGlite in its DATA_DIR).
 */
export async function processDatabase(): Promise<{
  env: Record<string, string>;
  drop(): Promise<void>;
}> {
  const connectionString = process.env.DATABASE_URL;
  if (process.env.TEST_DATABASE !== 'postgres' || !connectionString) {
    return { env: {}, drop: async () => undefined };
  }
  const schema = `test_proc_${randomBytes(6).toString('hex')}`;
  return {
    env: { DATABASE_URL: connectionString, DATABASE_SCHEMA: schema },
    async drop() {
      const client = new pg.Client({ connectionString });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}
