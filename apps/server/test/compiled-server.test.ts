import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ensureProductionBuild,
  processDatabase,
  repoRoot,
  startCompiledServer,
  type RunningServer,
} from './support/compiled-server';

/**
 * The production artefact: `npm run build` output run with plain node from another working
 * directory. It must find its migrations, the bundled contract, its npm dependencies (native and
 * WebAssembly ones included) and the built web app on its own.
 */

const PHONE = '919812300777';
const OPERATOR = { username: 'compiled-check', password: 'compiled-check-password-2026' };

let dataDir: string;
let database: Awaited<ReturnType<typeof processDatabase>>;
let server: RunningServer;
let operatorScript: { status: number | null; stdout: string; stderr: string };

beforeAll(async () => {
  await ensureProductionBuild();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saral-compiled-'));
  database = await processDatabase();
  const env = { DATA_DIR: dataDir, ...database.env };

  // The compiled operator script, on the data the server then opens.
  const passwordFile = path.join(dataDir, 'password.txt');
  fs.writeFileSync(passwordFile, `${OPERATOR.password}\n`);
  operatorScript = spawnSync(
    process.execPath,
    [
      path.join(repoRoot, 'apps/server/dist/create-operator.js'),
      OPERATOR.username,
      'viewer',
      '--password-file',
      passwordFile,
    ],
    {
      cwd: os.tmpdir(),
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
    },
  );

  server = await startCompiledServer(env);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the compiled server (node apps/server/dist/main.js)', () => {
  it('answers /healthz with its database', async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(await health.json()).toEqual({
      status: 'ok',
      database: database.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('serves the built web app and its hashed assets', async () => {
    const page = await fetch(`${server.url}/orders`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<div id="root">');
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${server.url}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
  });

  it('signs a borrower in with a sandbox login code', async () => {
    const sent = await fetch(`${server.url}/api1/sms/v1/sendCode?phone=${PHONE}`);
    expect(((await sent.json()) as { code: number }).code).toBe(0);
    const outbox = await fetch(`${server.url}/dev/sms-outbox?phone=${PHONE}`);
    const code = ((await outbox.json()) as { data: { body: string }[] }).data[0]?.body.match(
      /\b(\d{4})\b/,
    )?.[1];
    expect(code).toMatch(/^\d{4}$/);
    const login = await fetch(`${server.url}/api1/user/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: PHONE, code }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const home = await fetch(`${server.url}/api1/home/v1/index`, { headers: { token } });
    const body = (await home.json()) as { code: number; data: { homeProductVos: unknown[] } };
    expect(body.code).toBe(0);
    expect(body.data.homeProductVos.length).toBeGreaterThan(0);
  });

  it('its operator script created an operator who can sign in', async () => {
    expect(operatorScript.stderr).toBe('');
    expect(operatorScript.stdout).toContain(`Operator ${OPERATOR.username} created`);
    expect(operatorScript.status).toBe(0);
    const login = await fetch(`${server.url}/ops/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(OPERATOR),
    });
    expect(((await login.json()) as { code: number }).code).toBe(0);
  });

  it('finishes and exits 0 on SIGTERM', async () => {
    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain('SIGTERM received');
  });
});
