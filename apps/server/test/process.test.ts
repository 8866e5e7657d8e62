import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './support/compiled-server';

const serverRoot = path.resolve(import.meta.dirname, '..');
const tsx = path.resolve(serverRoot, '../../node_modules/.bin/tsx');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saral-process-test-'));

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('starts on the embedded database, answers, and on SIGTERM finishes and exits 0', async () => {
    const port = await freePort();
    const child = spawn(tsx, ['src/main.ts'], {
      cwd: serverRoot,
      env: {
        ...process.env,
        DATABASE_URL: '',
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
      },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );

    let health: Response | null = null;
    for (let attempt = 0; attempt < 120 && !health; attempt += 1) {
      health = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null);
      if (!health) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(health?.status, output).toBe(200);
    expect(await health?.json()).toEqual({ status: 'ok', database: 'pglite' });
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('SIGTERM received');
  }, 60_000);

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
