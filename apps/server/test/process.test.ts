import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './support/compiled-server';

const serverRoot = path.resolve(import.meta.dirname, '..');
const tsx = path.resolve(serverRoot, '../../node_modules/.bin/tsx');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saral-process-test-'));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The /healthz answer once the server answers, or null after `withinMs`. A first start on a
 * fresh embedded database runs every migration and the demo seed: on a loaded 2-core CI
 * machine that has taken over 30 s, so the wait is generous and the tests' limits above it.
 */
async function waitForHealth(port: number, withinMs = 120_000): Promise<Response | null> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const health = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null);
    if (health) return health;
    await sleep(250);
  }
  return null;
}

/** What a test server gets: the embedded database in `directory`, on 127.0.0.1:`port`. */
function serverEnv(port: number, directory: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: '',
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: directory,
    LOG_LEVEL: 'info',
  };
}

/** Everything a child writes to stdout and stderr, as it arrives. */
function outputOf(child: ChildProcess): () => string {
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  return () => output;
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// These start their own server on the embedded database whatever the project: run them once
// (in the PGlite project), not again beside the PostgreSQL suite.
const onceOnly = process.env.TEST_DATABASE === 'postgres';

describe.skipIf(onceOnly)('the server process', () => {
  it('starts on the embedded database, answers, and on SIGTERM finishes and exits 0', async () => {
    const port = await freePort();
    // The production start: one node process with tsx's loader.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: serverEnv(port, dataDir),
    });
    const output = outputOf(child);
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );

    const health = await waitForHealth(port);
    expect(health?.status, output()).toBe(200);
    expect(await health?.json()).toEqual({ status: 'ok', database: 'pglite' });
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output()).toContain('SIGTERM received');
  }, 180_000);

  it('refuses to start in production without secrets, saying which', async () => {
    const child = spawn(tsx, ['src/main.ts'], {
      cwd: serverRoot,
      env: { ...process.env, NODE_ENV: 'production', SECRET_PEPPER: '', DATA_DIR: dataDir },
    });
    let output = '';
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('SECRET_PEPPER');
  }, 30_000);
});

/** Live processes (zombies left out) by parent, read from /proc (Linux). */
function processTree(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended while we looked
    }
    // "pid (command) state ppid …": the command may hold spaces and parentheses.
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (state === 'Z') continue;
    const siblings = children.get(Number(ppid)) ?? [];
    siblings.push(Number(entry));
    children.set(Number(ppid), siblings);
  }
  return children;
}

function descendantsOf(pid: number): number[] {
  const tree = processTree();
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const child of tree.get(parent) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

const isAlive = (pid: number) => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
};

describe.skipIf(onceOnly)('npm start', () => {
  const startDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saral-start-test-'));
  let started: ReturnType<typeof spawn> | null = null;
  afterAll(() => {
    // A failed run must not leave servers behind: end the group the test started.
    if (started?.pid) {
      try {
        process.kill(-started.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    fs.rmSync(startDataDir, { recursive: true, force: true });
  });

  it.skipIf(process.platform !== 'linux')(
    'stops the script and the server within 10 s of a SIGTERM to npm alone',
    async () => {
      const port = await freePort();
      // Its own process group, like a service manager's child: the signal goes to npm only.
      // --no-build: the server answers /healthz without a web build, so no slow Vite build here.
      started = spawn('npm', ['start', '--', '--no-build'], {
        cwd: path.resolve(serverRoot, '../..'),
        detached: true,
        env: serverEnv(port, startDataDir),
      });
      const output = outputOf(started);
      const npmPid = started.pid ?? 0;

      const health = await waitForHealth(port);
      expect(health?.status, output()).toBe(200);
      // npm, its shell, the start script, the server (and the server's helpers).
      const processes = [npmPid, ...descendantsOf(npmPid)];
      expect(processes.length, output()).toBeGreaterThanOrEqual(4);

      process.kill(npmPid, 'SIGTERM');
      const deadline = Date.now() + 10_000;
      let alive = processes;
      let answering = true;
      while (Date.now() < deadline) {
        alive = processes.filter(isAlive);
        answering = await fetch(`http://127.0.0.1:${port}/healthz`, {
          signal: AbortSignal.timeout(1_000),
        }).then(
          () => true,
          () => false,
        );
        if (alive.length === 0 && !answering) break;
        await sleep(200);
      }
      expect(answering, 'the port still answers').toBe(false);
      expect(alive, output()).toEqual([]);
      expect(output()).toContain('SIGTERM received');
    },
    180_000,
  );
});
