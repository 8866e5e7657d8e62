import type { BorrowerLanguage } from '@saral/contract/api/language';
import type { Queryable } from '../../db/database';

export function createUserRepository(db: Queryable) {
  return {
    /** Finds the user by phone or creates one; `created` tells which. */
    async findOrCreateByPhone(phone: string): Promise<{ id: number; created: boolean }> {
      const inserted = await db.query<{ id: number }>(
        `INSERT INTO users (phone, last_login_at) VALUES ($1, now())
         ON CONFLICT (phone) DO NOTHING RETURNING id`,
        [phone],
      );
      if (inserted[0]) return { id: inserted[0].id, created: true };
      const existing = await db.query<{ id: number }>(
        'UPDATE users SET last_login_at = now() WHERE phone = $1 RETURNING id',
        [phone],
      );
      if (!existing[0]) throw new Error('user vanished between insert and update');
      return { id: existing[0].id, created: false };
    },

    /**
     * Locks the borrower's row until the transaction ends: decisions over all of a borrower's
     * orders (one active loan at a time) are taken one after the other.
     */
    async lock(id: number): Promise<boolean> {
      const rows = await db.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [id]);
      return rows.length > 0;
    },

    /** Whether the borrower stopped offers (marketing messages); null for no such user. */
    async offersStopped(id: number): Promise<boolean | null> {
      const rows = await db.query<{ marketing_opt_out: boolean }>(
        'SELECT marketing_opt_out FROM users WHERE id = $1',
        [id],
      );
      return rows[0] ? rows[0].marketing_opt_out : null;
    },

    /** Stops or starts offers; false when there is no such user. */
    async setOffersStopped(id: number, stopped: boolean): Promise<boolean> {
      const rows = await db.query(
        'UPDATE users SET marketing_opt_out = $2 WHERE id = $1 RETURNING id',
        [id, stopped],
      );
      return rows.length > 0;
    },

    /** The language of the borrower with this phone; null for a number not registered. */
    async languageOfPhone(phone: string): Promise<BorrowerLanguage | null> {
      const rows = await db.query<{ language: BorrowerLanguage }>(
        'SELECT language FROM users WHERE phone = $1',
        [phone],
      );
      return rows[0]?.language ?? null;
    },

    async findById(id: number): Promise<{ id: number; phone: string } | null> {
      const rows = await db.query<{ id: number; phone: string }>(
        'SELECT id, phone FROM users WHERE id = $1',
        [id],
      );
      return rows[0] ?? null;
    },
  };
}
