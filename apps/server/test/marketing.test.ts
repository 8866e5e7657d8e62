import { afterEach, describe, expect, it } from 'vitest';
import { META_PIXEL_OFFICIAL_SCRIPT_URL } from '@saral/contract/api/marketing';
import { ConfigError } from '../src/config-values';
import { loadConfig } from '../src/config';
import { createSettingsRepository } from '../src/domains/content/settings-repository';
import { MARKETING_SETTING_KEY } from '../src/domains/marketing/marketing-settings';
import { createSecondProcess, createTestApp, type TestApp } from './support/test-app';

/**
 * Marketing settings: environment defaults, the operator override in app_settings, the public
 * config call, the development switch and the Content-Security-Policy that follows them.
 */

let t: TestApp;
let open: TestApp | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

async function app(env: Record<string, string> = {}) {
  t = await createTestApp({ env });
  open = t;
  return t;
}

const PIXEL_ID = '123456789012345';
const ADJUST_TOKEN = 'abc123def456';
const CONFIG_URL = '/api1/client/v1/marketing-config';

async function publicConfig() {
  const response = await t.app.inject({ method: 'GET', url: CONFIG_URL });
  expect(response.statusCode).toBe(200);
  return { body: response.json(), csp: cspOf(response.headers['content-security-policy']) };
}

/** The policy as directive → sources. */
function cspOf(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

const putSettings = (payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/dev/marketing-settings', payload: payload as object });

describe('the public marketing config', () => {
  it('is off by default: null ids, no session needed, and a CSP of our own origin only', async () => {
    await app();
    const { body, csp } = await publicConfig();
    expect(body).toEqual({
      code: 0,
      msg: 'success',
      data: {
        metaPixelId: null,
        pixelScriptUrl: null,
        adjustAppToken: null,
        adjustEnvironment: 'production',
      },
    });
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('serves the ids from the environment and allows exactly their origins', async () => {
    await app({
      META_PIXEL_ID: PIXEL_ID,
      ADJUST_APP_TOKEN: ADJUST_TOKEN,
      ADJUST_ENVIRONMENT: 'sandbox',
    });
    const { body, csp } = await publicConfig();
    expect(body.data).toEqual({
      metaPixelId: PIXEL_ID,
      pixelScriptUrl: META_PIXEL_OFFICIAL_SCRIPT_URL,
      adjustAppToken: ADJUST_TOKEN,
      adjustEnvironment: 'sandbox',
    });
    expect(csp['script-src']).toEqual(["'self'", 'https://connect.facebook.net']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://www.facebook.com']);
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://connect.facebook.net',
      'https://www.facebook.com',
      'https://app.adjust.com',
      'https://gdpr.adjust.com',
      'https://app.adjust.world',
      'https://gdpr.adjust.world',
    ]);
    // Nothing else loosens: no inline scripts, no other directive gains an origin.
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toBeUndefined();
  });

  it('allows only Adjust when only its token is set, and the pixel script origin an operator chose', async () => {
    await app({ ADJUST_APP_TOKEN: ADJUST_TOKEN });
    let { body, csp } = await publicConfig();
    expect(body.data).toMatchObject({ metaPixelId: null, pixelScriptUrl: null });
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toContain('https://app.adjust.com');
    expect(csp['connect-src']).not.toContain('https://www.facebook.com');

    expect(
      (
        await putSettings({
          metaPixelId: PIXEL_ID,
          pixelScriptUrl: 'https://pixel.saral.example/fbevents.js',
        })
      ).json().code,
    ).toBe(0);
    ({ body, csp } = await publicConfig());
    expect(body.data.pixelScriptUrl).toBe('https://pixel.saral.example/fbevents.js');
    expect(csp['script-src']).toEqual(["'self'", 'https://pixel.saral.example']);
  });
});

describe('the development switch', () => {
  it('turns the services on and off at once, the CSP following', async () => {
    await app();
    const on = await putSettings({ metaPixelId: PIXEL_ID, adjustAppToken: ADJUST_TOKEN });
    expect(on.json()).toMatchObject({
      code: 0,
      data: { metaPixelId: PIXEL_ID, adjustAppToken: ADJUST_TOKEN },
    });
    let { body, csp } = await publicConfig();
    expect(body.data).toMatchObject({ metaPixelId: PIXEL_ID, adjustAppToken: ADJUST_TOKEN });
    expect(csp['script-src']).toContain('https://connect.facebook.net');

    // A page served now carries the new policy too (the app shell is not built in tests: 404).
    const page = await t.app.inject({ method: 'GET', url: '/login' });
    expect(cspOf(page.headers['content-security-policy'])['connect-src']).toContain(
      'https://app.adjust.com',
    );

    expect((await putSettings({})).json().code).toBe(0);
    ({ body, csp } = await publicConfig());
    expect(body.data).toMatchObject({ metaPixelId: null, adjustAppToken: null });
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
  });

  it('switches off an id the environment configured when the override sets it to null', async () => {
    await app({ META_PIXEL_ID: PIXEL_ID, ADJUST_APP_TOKEN: ADJUST_TOKEN });
    await putSettings({ metaPixelId: null });
    const { body, csp } = await publicConfig();
    expect(body.data).toMatchObject({
      metaPixelId: null,
      pixelScriptUrl: null,
      adjustAppToken: ADJUST_TOKEN,
    });
    expect(csp['script-src']).toEqual(["'self'"]);
  });

  it('refuses bad values with a message naming the field, keeping the old settings', async () => {
    await app();
    await putSettings({ metaPixelId: PIXEL_ID });
    for (const [payload, field] of [
      [{ metaPixelId: 'abc' }, 'metaPixelId'],
      [{ adjustAppToken: 'no spaces!' }, 'adjustAppToken'],
      [{ pixelScriptUrl: 'http://connect.facebook.net/fbevents.js' }, 'pixelScriptUrl'],
      [{ pixelScriptUrl: 'not an address' }, 'pixelScriptUrl'],
      [{ adjustEnvironment: 'staging' }, 'adjustEnvironment'],
    ] as const) {
      const response = await putSettings(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: -1, msg: expect.stringContaining(field) });
    }
    const unknown = await putSettings({ pixelId: PIXEL_ID });
    expect(unknown.json().code).toBe(-1);
    expect((await publicConfig()).body.data.metaPixelId).toBe(PIXEL_ID);
  });

  it('is not served when development tools are off (production)', async () => {
    await app();
    const production = await createSecondProcess(t, { exposeDevTools: false });
    try {
      const response = await production.inject({
        method: 'PUT',
        url: '/dev/marketing-settings',
        payload: { metaPixelId: PIXEL_ID },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('an operator change in app_settings', () => {
  it('reaches a running process after the cache period, its CSP included', async () => {
    await app();
    await createSettingsRepository(t.db).set(MARKETING_SETTING_KEY, { metaPixelId: PIXEL_ID });
    // Within the cache period the process still answers what it read.
    expect((await publicConfig()).body.data.metaPixelId).toBeNull();

    t.clock.advanceSeconds(t.config.cacheTtlMs / 1000 + 1);
    const { body } = await publicConfig();
    expect(body.data.metaPixelId).toBe(PIXEL_ID);
    const { csp } = await publicConfig();
    expect(csp['script-src']).toContain('https://connect.facebook.net');
  });

  it('ignores a stored override that does not validate instead of half applying it', async () => {
    await app({ ADJUST_APP_TOKEN: ADJUST_TOKEN });
    await createSettingsRepository(t.db).set(MARKETING_SETTING_KEY, {
      metaPixelId: 'not digits',
      adjustAppToken: null,
    });
    t.clock.advanceSeconds(t.config.cacheTtlMs / 1000 + 1);
    expect((await publicConfig()).body.data).toMatchObject({
      metaPixelId: null,
      adjustAppToken: ADJUST_TOKEN,
    });
  });
});

describe('configuration', () => {
  it('defaults to the official pixel script and the production Adjust environment', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).marketing).toEqual({
      metaPixelId: null,
      pixelScriptUrl: META_PIXEL_OFFICIAL_SCRIPT_URL,
      adjustAppToken: null,
      adjustEnvironment: 'production',
    });
  });

  it('refuses malformed ids and a script address that is not https', () => {
    for (const [name, value] of [
      ['META_PIXEL_ID', '12ab34'],
      ['ADJUST_APP_TOKEN', 'token with spaces'],
      ['META_PIXEL_SCRIPT_URL', 'http://connect.facebook.net/en_US/fbevents.js'],
      ['ADJUST_ENVIRONMENT', 'staging'],
    ]) {
      expect(() => loadConfig({ NODE_ENV: 'test', [name as string]: value as string })).toThrow(
        ConfigError,
      );
      expect(() => loadConfig({ NODE_ENV: 'test', [name as string]: value as string })).toThrow(
        name as string,
      );
    }
  });
});
