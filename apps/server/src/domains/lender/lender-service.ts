import type { LenderIdentity } from '@saral/contract/api/lender';
import type { Queryable } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { TtlCache } from '../../shared/ttl-cache';
import { createLenderRepository } from './lender-repository';

/**
 * The lender's identity for the public pages (About, privacy, terms, Account), kept for
 * CACHE_TTL_MS: they are read by anonymous visitors too. The Key Fact Statement reads the
 * repository directly, so a statement always names the lender of the moment.
 */
export function createLenderService(db: Queryable, clock: Clock, cacheTtlMs: number) {
  const repository = createLenderRepository(db);
  const cache = new TtlCache<'identity', LenderIdentity>(cacheTtlMs, 1, () =>
    clock.now().getTime(),
  );
  return {
    identity: (): Promise<LenderIdentity> => cache.getOrLoad('identity', () => repository.read()),
  };
}
export type LenderService = ReturnType<typeof createLenderService>;
