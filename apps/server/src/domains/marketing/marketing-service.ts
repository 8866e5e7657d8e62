import type { FastifyBaseLogger } from 'fastify';
import type { MarketingConfig, MarketingOverride } from '@saral/contract/api/marketing';
import { AuditAction } from '@saral/contract/api/operator-admin';
import type { MarketingSettingsView } from '@saral/contract/api/ops-content';
import type { Database } from '../../db/database';
import { staleEdit } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import { recordAudit, type OperatorActor } from '../audit-log/audit-log';
import { createSettingsRepository } from '../content/settings-repository';
import {
  effectiveMarketingSettings,
  MARKETING_SETTING_KEY,
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
export const MARKETING_STALE_EDIT =
  'Someone changed the marketing settings since you loaded them. Reload and make your change again.';

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

  /** A read that started before a write may return the old value: wait, then read again. */
  async function reread(): Promise<MarketingSettings> {
    await reading?.catch(() => undefined);
    return (await refresh()).settings;
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
      return reread();
    },

    /** The console: the stored override and what applies with it (read now, not cached). */
    async view(): Promise<MarketingSettingsView> {
      const override = await readMarketingOverride(db);
      const revision = await createSettingsRepository(db).revision(MARKETING_SETTING_KEY);
      return { override, effective: effectiveMarketingSettings(defaults, override), revision };
    },

    /**
     * An operator replaces the override: refused when it changed since the editor loaded
     * `expectedRevision`; saved with its audit entry, applied here at once.
     */
    async saveOverride(
      { override, expectedRevision }: { override: MarketingOverride; expectedRevision: number },
      actor: OperatorActor,
    ): Promise<MarketingSettingsView> {
      await db.transaction(async (tx) => {
        const revision = await createSettingsRepository(tx).revision(MARKETING_SETTING_KEY, true);
        if (revision !== expectedRevision) throw staleEdit(MARKETING_STALE_EDIT);
        const before = await readMarketingOverride(tx);
        await writeMarketingOverride(tx, override);
        await recordAudit(tx, {
          actor,
          action: AuditAction.marketingSettingsChange,
          at: clock.now(),
          entityType: 'setting',
          entityId: MARKETING_SETTING_KEY,
          before,
          after: await readMarketingOverride(tx),
        });
      });
      const settings = await reread();
      const revision = await createSettingsRepository(db).revision(MARKETING_SETTING_KEY);
      return { override: await readMarketingOverride(db), effective: settings, revision };
    },
  };
}
export type MarketingService = ReturnType<typeof createMarketingService>;
