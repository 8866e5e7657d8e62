import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { createMarketingService } from '../src/domains/marketing/marketing-service';
import type { MarketingSettings } from '../src/domains/marketing/marketing-settings';
import { createTestClock } from './support/test-app';

const CACHE_TTL_MS = 60_000;
const defaults: MarketingSettings = {
  metaPixelId: null,
  pixelScriptUrl: 'https://connect.facebook.net/en_US/fbevents.js',
  adjustAppToken: null,
  adjustEnvironment: 'production',
};

/** A database whose app_settings read answers `stored`, or fails while `down` is set. */
function fakeDatabase() {
  const state = { down: false, reads: 0, stored: null as unknown };
  const db = {
    engine: 'pglite',
    async query<Row>() {
      state.reads += 1;
      if (state.down) throw new Error('connection refused');
      return (state.stored === null ? [] : [{ value: state.stored }]) as Row[];
    },
    transaction: () => Promise.reject(new Error('not used')),
    close: async () => undefined,
  } as unknown as Database;
  return { db, state };
}

function setup() {
  const { db, state } = fakeDatabase();
  const clock = createTestClock();
  const warnings: string[] = [];
  const log = { warn: (_details: unknown, message: string) => warnings.push(message) };
  const service = createMarketingService({
    db,
    clock,
    log: log as unknown as FastifyBaseLogger,
    defaults,
    cacheTtlMs: CACHE_TTL_MS,
  });
  return { service, state, clock, warnings };
}

describe('the marketing settings during a database outage', () => {
  it('keeps the last settings and tries again only once per cache period', async () => {
    const { service, state, clock, warnings } = setup();
    state.stored = { metaPixelId: '123456789012345' };
    await service.load();
    expect((await service.current()).metaPixelId).toBe('123456789012345');
    const cspBefore = service.cspAdditions();
    expect(state.reads).toBe(1);

    state.down = true;
    clock.advanceSeconds(CACHE_TTL_MS / 1000 + 1);
    // The first request after the cache period tries, fails, and still gets the last settings.
    expect((await service.current()).metaPixelId).toBe('123456789012345');
    expect(state.reads).toBe(2);
    expect(warnings).toHaveLength(1);

    // Every further request of the outage is answered from the snapshot, without a query.
    for (let request = 0; request < 20; request += 1) {
      expect((await service.current()).metaPixelId).toBe('123456789012345');
      expect(service.cspAdditions()).toBe(cspBefore);
    }
    expect((await service.publicConfig()).metaPixelId).toBe('123456789012345');
    expect(state.reads).toBe(2);
    expect(warnings).toHaveLength(1);

    // A cache period later it tries again; once the database is back, a change arrives.
    state.down = false;
    state.stored = { metaPixelId: '999999999999999' };
    clock.advanceSeconds(CACHE_TTL_MS / 1000 + 1);
    expect((await service.current()).metaPixelId).toBe('999999999999999');
    expect(state.reads).toBe(3);
  });

  it('backs off from the background re-read of the CSP hook as well', async () => {
    const { service, state, clock, warnings } = setup();
    await service.load();
    state.down = true;
    clock.advanceSeconds(CACHE_TTL_MS / 1000 + 1);
    service.cspAdditions();
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (let request = 0; request < 10; request += 1) service.cspAdditions();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(state.reads).toBe(2);
    expect(warnings).toHaveLength(1);
  });

  it('waits a cache period after a failed read at start-up, the environment applying', async () => {
    const { service, state, clock, warnings } = setup();
    state.down = true;
    await service.load();
    expect(await service.current()).toEqual(defaults);
    expect(state.reads).toBe(1);
    expect(warnings).toHaveLength(1);
    state.down = false;
    clock.advanceSeconds(CACHE_TTL_MS / 1000 + 1);
    await service.current();
    expect(state.reads).toBe(2);
  });
});
