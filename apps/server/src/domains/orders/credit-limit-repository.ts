import type { Queryable } from '../../db/database';

/** SQL of the borrowers' acceptances of higher credit tiers (credit_limit_acceptances). */
export function createCreditLimitRepository(db: Queryable) {
  return {
    /** The highest tier the borrower accepted; 0 when they never accepted one. */
    async highestAcceptedTier(userId: number): Promise<number> {
      const [row] = await db.query<{ tier: number | null }>(
        'SELECT max(tier) AS tier FROM credit_limit_acceptances WHERE user_id = $1',
        [userId],
      );
      return Number(row?.tier ?? 0);
    },

    /** When the borrower accepted `tier`, or null when they did not. */
    async acceptedAt(userId: number, tier: number): Promise<Date | null> {
      const [row] = await db.query<{ accepted_at: Date }>(
        'SELECT accepted_at FROM credit_limit_acceptances WHERE user_id = $1 AND tier = $2',
        [userId, tier],
      );
      return row ? new Date(row.accepted_at) : null;
    },

    /** Records the acceptance once; a repeat, even a simultaneous one, changes nothing. */
    async accept(userId: number, tier: number, maxPaise: number, at: Date): Promise<void> {
      await db.query(
        `INSERT INTO credit_limit_acceptances (user_id, tier, max_paise, accepted_at)
         VALUES ($1, $2, $3, $4) ON CONFLICT (user_id, tier) DO NOTHING`,
        [userId, tier, maxPaise, at],
      );
    },
  };
}
