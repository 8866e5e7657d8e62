import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config-values';
import { DEV_NATIVE_LOGIN_SECRET, loadConfig } from '../src/config';
import { createTestApp, type TestApp } from './support/test-app';
import { HTTP_SMS_ENV, PRODUCTION_ENV, PRODUCTION_PEPPER } from './support/production-env';

function refusal(env: Record<string, string | undefined>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`expected loadConfig to refuse ${JSON.stringify(env)}`);
}

describe('loadConfig defaults', () => {
  const config = loadConfig({});

  it('listens on 127.0.0.1:3000 in development: dev routes and demo data stay on this machine', () => {
    expect(config.env).toBe('development');
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
  });

  it('uses embedded PGlite in <repo>/data when DATABASE_URL is unset', () => {
    expect(config.databaseUrl).toBeUndefined();
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.dataDir.endsWith(`${path.sep}data`)).toBe(true);
  });

  it('uses the sandbox SMS provider, a development pepper, and exposes the outbox', () => {
    expect(config.sms).toEqual({ provider: 'sandbox' });
    expect(config.secretPepper.length).toBeGreaterThan(0);
    expect(config.exposeSmsOutbox).toBe(true);
    expect(config.trustProxy).toBe(false);
    expect(config.otpIpHourlyLimit).toBe(1000);
    expect(config.otpIpMinuteLimit).toBe(100);
    expect(config.cacheTtlMs).toBe(5_000);
  });

  it('checks replies against their schemas outside production only, unless told otherwise', () => {
    expect(loadConfig({}).validateResponses).toBe(true);
    expect(loadConfig(PRODUCTION_ENV).validateResponses).toBe(false);
    expect(loadConfig({ RESPONSE_VALIDATION: 'off' }).validateResponses).toBe(false);
    expect(loadConfig({ ...PRODUCTION_ENV, RESPONSE_VALIDATION: 'on' }).validateResponses).toBe(
      true,
    );
  });

  it('sheds borrower calls beyond 256 at once by default; the limit is a positive whole number', () => {
    expect(config.apiConcurrencyLimit).toBe(256);
    expect(loadConfig({ API_CONCURRENCY_LIMIT: '200' }).apiConcurrencyLimit).toBe(200);
    expect(() => loadConfig({ API_CONCURRENCY_LIMIT: '0' })).toThrow(/API_CONCURRENCY_LIMIT/);
    expect(() => loadConfig({ API_CONCURRENCY_LIMIT: 'lots' })).toThrow(/API_CONCURRENCY_LIMIT/);
  });

  it('treats an empty variable as unset, so PORT= still means port 3000', () => {
    expect(loadConfig({ PORT: '', HOST: ' ' })).toMatchObject({ port: 3000, host: '127.0.0.1' });
  });

  it('does not read process.env when given an env object', () => {
    const previous = process.env.PORT;
    process.env.PORT = '4567';
    try {
      expect(loadConfig({}).port).toBe(3000);
    } finally {
      if (previous === undefined) delete process.env.PORT;
      else process.env.PORT = previous;
    }
  });

  it('takes the values it is given', () => {
    const custom = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://saral@db.internal:5432/saral',
      TRUST_PROXY: '10.0.0.0/8',
      WEB_DIST_DIR: '/srv/saral/web',
    });
    expect(custom).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://saral@db.internal:5432/saral',
      trustProxy: ['10.0.0.0/8'],
      webDistDir: path.resolve('/srv/saral/web'),
    });
  });
});

describe('loadConfig refuses unsafe or broken settings', () => {
  it('accepts a complete production configuration without the outbox', () => {
    const config = loadConfig(PRODUCTION_ENV);
    expect(config.env).toBe('production');
    // Behind a load balancer or in a container: every interface unless HOST says otherwise.
    expect(config.host).toBe('0.0.0.0');
    expect(config.secretPepper).toBe(PRODUCTION_PEPPER);
    expect(config.sms).toEqual({
      provider: 'http',
      url: HTTP_SMS_ENV.SMS_HTTP_URL,
      apiKey: HTTP_SMS_ENV.SMS_HTTP_API_KEY,
      senderId: 'SARALN',
      templateId: HTTP_SMS_ENV.SMS_DLT_TEMPLATE_ID,
      hindiTemplateId: HTTP_SMS_ENV.SMS_DLT_TEMPLATE_ID_HI,
    });
    expect(config.exposeSmsOutbox).toBe(false);
    expect(config.notifications.dltTemplateIds.hi.loan_approved).toBe('1107161234567820000');
  });

  it('production needs the DLT ids of the Hindi texts too, naming the missing ones', () => {
    expect(refusal({ ...PRODUCTION_ENV, SMS_DLT_TEMPLATE_ID_HI: undefined }).message).toContain(
      'SMS_DLT_TEMPLATE_ID_HI',
    );
    const withoutOne = PRODUCTION_ENV.SMS_DLT_TEMPLATE_IDS_HI.split(',')
      .filter((pair) => !pair.startsWith('loan_overdue='))
      .join(',');
    expect(refusal({ ...PRODUCTION_ENV, SMS_DLT_TEMPLATE_IDS_HI: withoutOne }).message).toBe(
      'SMS_DLT_TEMPLATE_IDS_HI must name every template in production; missing: loan_overdue',
    );
    expect(
      refusal({ ...PRODUCTION_ENV, SMS_DLT_TEMPLATE_IDS_HI: 'loan_approved=12' }).message,
    ).toContain('SMS_DLT_TEMPLATE_IDS_HI: "loan_approved=12" is not <template>=<digits>');
    // Outside production a missing Hindi login template sends codes in English.
    expect(loadConfig({ ...HTTP_SMS_ENV, SMS_DLT_TEMPLATE_ID_HI: undefined }).sms).toMatchObject({
      hindiTemplateId: null,
    });
  });

  it('production without SECRET_PEPPER refuses, naming it', () => {
    expect(refusal({ ...PRODUCTION_ENV, SECRET_PEPPER: undefined }).message).toContain(
      'SECRET_PEPPER',
    );
  });

  it('a SECRET_PEPPER shorter than 32 characters refuses, naming it', () => {
    expect(refusal({ ...PRODUCTION_ENV, SECRET_PEPPER: 'short' }).message).toContain(
      'SECRET_PEPPER',
    );
  });

  it('production with the sandbox SMS provider refuses', () => {
    const message = refusal({ NODE_ENV: 'production', SECRET_PEPPER: PRODUCTION_PEPPER }).message;
    expect(message).toMatch(/SMS_PROVIDER/);
    expect(message).toMatch(/sandbox/);
    expect(
      refusal({ NODE_ENV: 'production', SECRET_PEPPER: PRODUCTION_PEPPER, SMS_PROVIDER: 'sandbox' })
        .message,
    ).toMatch(/SMS_PROVIDER/);
  });

  it('production without the Aadhaar key, or with the KYC sandboxes, refuses', () => {
    expect(refusal({ ...PRODUCTION_ENV, AADHAAR_ENCRYPTION_KEY: undefined }).message).toContain(
      'AADHAAR_ENCRYPTION_KEY',
    );
    expect(refusal({ ...PRODUCTION_ENV, AADHAAR_OTP_PROVIDER: 'sandbox' }).message).toMatch(
      /sandbox/,
    );
    expect(refusal({ ...PRODUCTION_ENV, LIVENESS_PROVIDER: 'sandbox' }).message).toMatch(/sandbox/);
    expect(refusal({ AADHAAR_ENCRYPTION_KEY: 'c2hvcnQ=' }).message).toContain('32 bytes');
  });

  it('production refuses the payment and payout sandboxes and needs its public address', () => {
    expect(refusal({ ...PRODUCTION_ENV, PAYMENT_PROVIDER: 'sandbox' }).message).toMatch(/sandbox/);
    expect(refusal({ ...PRODUCTION_ENV, PAYOUT_PROVIDER: 'sandbox' }).message).toMatch(/sandbox/);
    expect(refusal({ ...PRODUCTION_ENV, PUBLIC_BASE_URL: undefined }).message).toContain(
      'PUBLIC_BASE_URL',
    );
    expect(refusal({ PAYOUT_PROVIDER: 'http' }).message).toContain('PAYOUT_HTTP_URL');
    expect(refusal({ PAYMENT_PROVIDER: 'http' }).message).toContain('PAYMENT_HTTP_URL');
  });

  it('the job runner polls every 500 ms, four jobs at once; out-of-range settings refuse', () => {
    expect(loadConfig({}).jobs).toEqual({ pollIntervalMs: 500, concurrency: 4 });
    expect(
      loadConfig({ JOB_POLL_INTERVAL_MS: '250', JOB_CONCURRENCY: '8', PAYOUT_WORKER: 'off' }),
    ).toMatchObject({
      jobs: { pollIntervalMs: 250, concurrency: 8 },
      payouts: { workerEnabled: false, workerIntervalMs: 1_000 },
    });
    expect(refusal({ JOB_POLL_INTERVAL_MS: '10' }).message).toContain('JOB_POLL_INTERVAL_MS');
    expect(refusal({ JOB_CONCURRENCY: '0' }).message).toContain('JOB_CONCURRENCY');
  });

  it('a sent payout is checked every 3 s unless told otherwise; the sweep keeps up with it', () => {
    expect(loadConfig({}).payouts).toMatchObject({
      checkIntervalMs: 3_000,
      workerIntervalMs: 1_000,
    });
    expect(loadConfig({ PAYOUT_CHECK_INTERVAL_MS: '300' }).payouts).toMatchObject({
      checkIntervalMs: 300,
      workerIntervalMs: 300,
    });
    expect(refusal({ PAYOUT_CHECK_INTERVAL_MS: '50' }).message).toContain(
      'PAYOUT_CHECK_INTERVAL_MS',
    );
  });

  it('an OCR worker reads one card per core at once unless told otherwise', () => {
    expect(loadConfig({}).cardReading.workerConcurrency).toBe(
      Math.min(16, os.availableParallelism()),
    );
    expect(loadConfig({ OCR_WORKER_CONCURRENCY: '3' }).cardReading.workerConcurrency).toBe(3);
    expect(refusal({ OCR_WORKER_CONCURRENCY: '0' }).message).toContain('OCR_WORKER_CONCURRENCY');
  });

  it('an HTTP KYC provider needs its URL and key; S3 storage needs its bucket settings', () => {
    expect(refusal({ OCR_PROVIDER: 'http' }).message).toContain('OCR_HTTP_URL');
    expect(
      refusal({ LIVENESS_PROVIDER: 'http', LIVENESS_HTTP_URL: 'https://k.example.in' }).message,
    ).toContain('LIVENESS_API_KEY');
    expect(refusal({ FILE_STORAGE: 's3' }).message).toContain('S3_ENDPOINT');
    expect(loadConfig({}).fileStorage).toMatchObject({ kind: 'local' });
  });

  it.each(['SMS_HTTP_URL', 'SMS_HTTP_API_KEY', 'SMS_DLT_TEMPLATE_ID'])(
    'SMS_PROVIDER=http without %s refuses, naming it',
    (missing) => {
      const env: Record<string, string | undefined> = { ...HTTP_SMS_ENV, [missing]: undefined };
      expect(refusal(env).message).toContain(missing);
      expect(
        refusal({ ...env, NODE_ENV: 'production', SECRET_PEPPER: PRODUCTION_PEPPER }).message,
      ).toContain(missing);
    },
  );

  it.each(['abc', '70000', '-1', '80.5', '3000abc'])('PORT=%s refuses, naming PORT', (port) => {
    expect(refusal({ PORT: port }).message).toContain('PORT');
  });

  it.each([
    ['NODE_ENV', 'staging'],
    ['SMS_PROVIDER', 'twilio'],
    ['LOG_LEVEL', 'verbose'],
    ['DATABASE_URL', 'not a url'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', 'true'],
    ['OTP_IP_HOURLY_LIMIT', '0'],
    ['OTP_IP_HOURLY_LIMIT', 'lots'],
    ['OTP_IP_MINUTE_LIMIT', '0'],
    ['CACHE_TTL_MS', '60001'],
    ['CACHE_TTL_MS', '-1'],
  ])('%s=%s refuses, naming it', (key, value) => {
    expect(refusal({ [key]: value }).message).toContain(key);
  });
});

describe('production refuses development and weak secrets', () => {
  const SECRETS = ['SECRET_PEPPER', 'NATIVE_LOGIN_SECRET'] as const;
  /** Values anyone can read: the development defaults and the README's worked example. */
  const PUBLISHED = [
    'dev-only-pepper-not-for-production',
    DEV_NATIVE_LOGIN_SECRET,
    'test-secret-0123456789abcdef01234567',
  ];

  it.each(SECRETS.flatMap((name) => PUBLISHED.map((value) => [name, value] as const)))(
    '%s set to the published value %s refuses, naming it',
    (name, value) => {
      const message = refusal({ ...PRODUCTION_ENV, [name]: value }).message;
      expect(message).toContain(name);
      expect(message).toMatch(/development|published/);
    },
  );

  it.each(SECRETS)('%s shorter than 32 bytes refuses; 32 random bytes are accepted', (name) => {
    expect(
      refusal({ ...PRODUCTION_ENV, [name]: 'Kq7#vT2mX9pL4wZ8Kq7#vT2mX9pL4wZ' }).message,
    ).toContain(name);
    expect(() =>
      loadConfig({ ...PRODUCTION_ENV, [name]: 'Kq7#vT2mX9pL4wZ8Rb3$nH6jC1fY5dS0' }),
    ).not.toThrow();
  });

  it.each([...SECRETS, 'AADHAAR_ENCRYPTION_KEY'] as const)(
    '%s made of a repeated placeholder refuses',
    (name) => {
      const value =
        name === 'AADHAAR_ENCRYPTION_KEY'
          ? Buffer.alloc(32, 7).toString('base64')
          : 'changeme'.repeat(4);
      expect(refusal({ ...PRODUCTION_ENV, [name]: value }).message).toContain(name);
    },
  );

  it('development keeps working with the defaults', () => {
    expect(loadConfig({}).nativeLoginSecret).toBe(DEV_NATIVE_LOGIN_SECRET);
    expect(() => loadConfig({ SECRET_PEPPER: 'dev-only-pepper-not-for-production' })).not.toThrow();
  });
});

describe('the development SMS outbox', () => {
  it.each([
    [{ NODE_ENV: 'development' }, true],
    [{ NODE_ENV: 'test' }, true],
    [{ NODE_ENV: 'development', ...HTTP_SMS_ENV }, false],
    [{ NODE_ENV: 'test', ...HTTP_SMS_ENV }, false],
    [PRODUCTION_ENV, false],
  ])('exposeSmsOutbox for %j is %s', (env, exposed) => {
    expect(loadConfig(env).exposeSmsOutbox).toBe(exposed);
  });
});

describe('settings reach the running app', () => {
  let sandboxApp: TestApp;
  let httpApp: TestApp;
  beforeAll(async () => {
    [sandboxApp, httpApp] = await Promise.all([
      createTestApp({ env: { OTP_IP_HOURLY_LIMIT: '2' } }),
      // The URL points at a closed port: nothing is sent in these tests.
      createTestApp({ env: { ...HTTP_SMS_ENV, SMS_HTTP_URL: 'http://127.0.0.1:9/send' } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([sandboxApp.close(), httpApp.close()]);
  });

  const outbox = (t: TestApp) =>
    t.app.inject({ method: 'GET', url: '/dev/sms-outbox?phone=919866600001' });

  it('the dev SMS outbox is served with the sandbox provider', async () => {
    const response = await outbox(sandboxApp);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 0, data: [] });
  });

  it('the dev SMS outbox is 404 with SMS_PROVIDER=http', async () => {
    const response = await outbox(httpApp);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: -5 });
  });

  it('OTP_IP_HOURLY_LIMIT bounds the code sends from one IP', async () => {
    const send = (phone: string) =>
      sandboxApp.app.inject({
        method: 'GET',
        url: `/api1/sms/v1/sendCode?phone=${phone}`,
        remoteAddress: '10.0.8.1',
      });
    expect((await send('919866600011')).json().code).toBe(0);
    expect((await send('919866600012')).json().code).toBe(0);
    const third = await send('919866600013');
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe(-2);
  });
});
