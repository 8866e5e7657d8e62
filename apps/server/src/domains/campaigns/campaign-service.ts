import type {
  Campaign,
  CampaignUpsert,
  IosApplySetting,
  PublicCampaign,
} from '@saral/contract/api/campaign';
import { AuditAction } from '@saral/contract/api/operator-admin';
import type { Database } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { TtlCache } from '../../shared/ttl-cache';
import { recordAudit, type OperatorActor } from '../audit-log/audit-log';
import { createCampaignRepository, type CampaignRow } from './campaign-repository';
import { readIosApplySetting, saveIosApplySetting } from './ios-apply-setting';

/** Distinct codes kept in the cache; unknown codes are cached too, so the bound matters. */
const MAX_CACHED_CODES = 10_000;

export function createCampaignService(deps: { db: Database; clock: Clock; cacheTtlMs: number }) {
  const campaigns = createCampaignRepository(deps.db);
  // Every landing with a campaign asks once: keep answers for a few seconds (see CACHE_TTL_MS).
  const cache = new TtlCache<string, CampaignRow | null>(deps.cacheTtlMs, MAX_CACHED_CODES, () =>
    deps.clock.now().getTime(),
  );
  // Home asks on every visit: the same few seconds.
  const iosApplyCache = new TtlCache<'setting', IosApplySetting>(deps.cacheTtlMs, 1, () =>
    deps.clock.now().getTime(),
  );

  return {
    /** What the web app needs; an unknown or inactive code restricts nobody. */
    async publicCampaign(code: string): Promise<PublicCampaign> {
      const row = await cache.getOrLoad(code, () => campaigns.find(code));
      if (!row?.active) return { code, iosOnly: false, iosH5Url: null };
      return { code, iosOnly: row.ios_only, iosH5Url: row.ios_h5_url };
    },

    /** Where Apply sends iOS visitors without a campaign of their own (Home carries it). */
    iosApply(): Promise<IosApplySetting> {
      return iosApplyCache.getOrLoad('setting', () => readIosApplySetting(deps.db));
    },

    async setIosApply(setting: IosApplySetting, actor: OperatorActor): Promise<IosApplySetting> {
      const saved = await saveIosApplySetting(deps.db, deps.clock, setting, actor);
      iosApplyCache.delete('setting');
      return saved;
    },

    async list(): Promise<Campaign[]> {
      return (await campaigns.list()).map(toCampaign);
    },

    /** Saves the campaign and its audit entry together. */
    async upsert(code: string, change: CampaignUpsert, actor: OperatorActor): Promise<Campaign> {
      const row = await deps.db.transaction(async (tx) => {
        const inTx = createCampaignRepository(tx);
        const before = await inTx.find(code);
        const at = deps.clock.now();
        const saved = await inTx.upsert(code, change, actor.username, at);
        await recordAudit(tx, {
          actor,
          action: before ? AuditAction.campaignChange : AuditAction.campaignCreate,
          at,
          entityType: 'campaign',
          entityId: code,
          ...(before ? { before: auditView(before) } : {}),
          after: auditView(saved),
        });
        return saved;
      });
      cache.delete(code);
      return toCampaign(row);
    },
  };
}
export type CampaignService = ReturnType<typeof createCampaignService>;

function toCampaign(row: CampaignRow): Campaign {
  return {
    code: row.code,
    iosOnly: row.ios_only,
    iosH5Url: row.ios_h5_url,
    active: row.active,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    updatedBy: row.updated_by,
  };
}

const auditView = (row: CampaignRow) => ({
  iosOnly: row.ios_only,
  iosH5Url: row.ios_h5_url,
  active: row.active,
});
