import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { PRODUCTION_ENV } from './support/production-env';
import { createTestApp, type TestApp } from './support/test-app';

/** The API documentation (/api1/docs) is a setting: on in development, off in production. */

/** Production without the timers, which would call the configured providers. */
const PRODUCTION_WITHOUT_JOBS = {
  ...PRODUCTION_ENV,
  PAYOUT_WORKER: 'off',
  REVIEW_SCHEDULER: 'off',
  OVERDUE_SCHEDULER: 'off',
};

describe('API_DOCS', () => {
  it('defaults to on outside production and off in production; either may be changed', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig(PRODUCTION_ENV).apiDocs).toBe(false);
    expect(loadConfig({ API_DOCS: 'off' }).apiDocs).toBe(false);
    expect(loadConfig({ ...PRODUCTION_ENV, API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });
});

describe.each([
  ['a production server', PRODUCTION_WITHOUT_JOBS, 404],
  ['a server with API_DOCS=off', { API_DOCS: 'off' }, 404],
  ['a development server', {}, 200],
])('%s', (_label, env, status) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env });
  });
  afterAll(async () => {
    await t.close();
  });

  it(`answers ${status} for the documentation page and its OpenAPI document`, async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api1/docs' });
    const document = await t.app.inject({ method: 'GET', url: '/api1/docs/json' });
    expect([page.statusCode === 302 ? 200 : page.statusCode, document.statusCode]).toEqual([
      status,
      status,
    ]);
  });
});
