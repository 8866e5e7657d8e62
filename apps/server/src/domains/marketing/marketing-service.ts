import type { FastifyBaseLogger } from 'fastify';
import type { MarketingConfig } from '@saral/contract/api/marketing';
import type { Database } from '../../db/database';
import type { Clock } from '../../shared/clock';
import {
  effectiveMarketingSettings,
  marketingCspAdditions,
  publicMarketingConfig,
  readMarketingOverride,
  writeMarketingOverride,
  type CspAdditions,
  type MarketingSettings,
} from './marketing-settings';

type Snapshot = {
  settings: MarketingSettings;
  csp: CspAdditions;
  readAtMs: number;
};

/**
 * The effective marketing settings of this process, re-read from app_settings at most once per
 * cache period: an operator's change reaches every process (and its CSP) within that time; a
 * change made through this process applies at once.
 */
export function createMarketingService(deps: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  defaults: MarketingSettings;
  cacheTtlMs: number;
}) {
  const { db, clock, log, defaults, cacheTtlMs } = deps;
  // Until the first read (at start-up), the environment's settings apply.
  let snapshot: Snapshot = {
    settings: defaults,
    csp: marketingCspAdditions(defaults),
    readAtMs: Number.NEGATIVE_INFINITY,
  };
  let reading: Promise<Snapshot> | null = null;

  const isFresh = () => clock.now().getTime() - snapshot.readAtMs < cacheTtlMs;

  function refresh(): Promise<Snapshot> {
    reading ??= (async () => {
      try {
        const settings = effectiveMarketingSettings(defaults, await readMarketingOverride(db));
        const unchanged = JSON.stringify(settings) === JSON.stringify(snapshot.settings);
        snapshot = {
          settings,
          // The same object while nothing changed, so the CSP hook can reuse its header.
          csp: unchanged ? snapshot.csp : marketingCspAdditions(settings),
          readAtMs: clock.now().getTime(),
        };
        return snapshot;
      } catch (error) {
        // Back off: the last settings stay for a cache period, rather than every request of a
        // database outage starting another read (and logging another warning).
        snapshot = { ...snapshot, readAtMs: clock.now().getTime() };
        throw error;
      } finally {
        reading = null;
      }
    })();
    return reading;
  }

  async function current(): Promise<MarketingSettings> {
    if (isFresh()) return snapshot.settings;
    try {
      return (await refresh()).settings;
    } catch (error) {
      log.warn({ err: error }, 'could not re-read the marketing settings; the last ones apply');
      return snapshot.settings;
    }
  }

  return {
    current,
    /** At start-up: never keeps the server from starting; the environment's settings apply meanwhile. */
    async load(): Promise<void> {
      await refresh().catch((error: unknown) =>
        log.warn({ err: error }, 'could not read the marketing settings'),
      );
    },
    publicConfig: async (): Promise<MarketingConfig> => publicMarketingConfig(await current()),

    /**
     * For the CSP hook on every request: synchronous, the last known settings; a stale copy is
     * re-read in the background so no request waits for the database.
     */
    cspAdditions(): CspAdditions {
      if (!isFresh() && !reading) {
        refresh().catch((error: unknown) =>
          log.warn({ err: error }, 'could not re-read the marketing settings'),
        );
      }
      return snapshot.csp;
    },

    /** Development tools: replaces the operator override and applies it in this process now. */
    async replaceOverride(override: unknown): Promise<MarketingSettings> {
      await writeMarketingOverride(db, override);
      // A read that started before the write may return the old value: wait, then read again.
      await reading?.catch(() => undefined);
      return (await refresh()).settings;
    },
  };
}
export type MarketingService = ReturnType<typeof createMarketingService>;
