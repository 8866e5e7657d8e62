// The real server (TypeScript through tsx) in its own process, as in production, on a free
// 127.0.0.1 port with a temporary data folder. startBenchServer: against a PostgreSQL schema,
// schedulers off (the console's scale bench, its data generator, the load tests).
// startServerProcess is the common part (bench/web-bench-server.mjs builds on it too); apiJson
// is every bench's call helper.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

export function startBenchServer({ databaseUrl, schema, env = {} }) {
  return startServerProcess({
    label: 'bench-server',
    env: {
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      SMS_PROVIDER: 'sandbox',
      REVIEW_SCHEDULER: 'off',
      OVERDUE_SCHEDULER: 'off',
      PAYOUT_WORKER: 'off',
      ...env,
    },
  });
}

/**
 * Resolves once /healthz answers, with { baseUrl, port, dataDir, pid, stop }; stop() ends the
 * server (SIGKILL after 12 s) and removes its data folder. `env` adds to or replaces the
 * development defaults; a key set to undefined is removed.
 */
export async function startServerProcess({ label, env }) {
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `saral-${label}-`));
  const childEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    ...env,
  };
  for (const [key, value] of Object.entries(childEnv))
    if (value === undefined) delete childEnv[key];
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk) => (tail = (tail + chunk.toString()).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 12_000))) child.kill('SIGKILL');
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(
        `server exited (${child.exitCode ?? child.signalCode}) before /healthz: ${tail}`,
      );
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server not healthy after 180 s: ${tail}`);
    }
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return { baseUrl, port, dataDir, pid: child.pid, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Calls the API and unwraps its {code, msg, data} envelope; code 0 is success. */
export async function apiJson(
  url,
  { method = 'GET', body, headers = {}, timeoutMs = 15_000 } = {},
) {
  const response = await fetch(url, {
    method,
    headers: body ? { 'content-type': 'application/json', ...headers } : headers,
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const { pathname, search } = new URL(url);
  const text = await response.text();
  let envelope;
  try {
    envelope = JSON.parse(text);
  } catch {
    throw new Error(`${method} ${pathname}${search}: HTTP ${response.status}, not JSON`);
  }
  if (envelope.code !== 0) {
    throw new Error(
      `${method} ${pathname}${search}: HTTP ${response.status}, code ${envelope.code} ${envelope.msg}`,
    );
  }
  return envelope;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function waitForExit(child, timeoutMs) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(true);
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}
