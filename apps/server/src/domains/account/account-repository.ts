import type { BorrowerLanguage } from '@saral/contract/api/language';
import type { Queryable } from '../../db/database';

export type AccountUser = {
  id: number;
  phone: string;
  createdAt: Date;
  closedAt: Date | null;
  /** users.language: the language the borrower's SMS are written in. */
  language: BorrowerLanguage;
};

export type IdentityRow = {
  real_name: string | null;
  pan_no: string | null;
  aadhaar_last4: string | null;
  kyc_method: string | null;
  kyc_completed_at: Date | null;
  face_completed_at: Date | null;
};

/** The borrower's own rows (not orders: those are the orders module's) and deletion codes. */
export function createAccountRepository(db: Queryable) {
  return {
    async user(userId: number): Promise<AccountUser | null> {
      const [row] = await db.query<{
        id: number;
        phone: string;
        created_at: Date;
        closed_at: Date | null;
        language: string;
      }>('SELECT id, phone, created_at, closed_at, language FROM users WHERE id = $1', [userId]);
      if (!row) return null;
      return {
        id: Number(row.id),
        phone: row.phone,
        createdAt: new Date(row.created_at),
        closedAt: row.closed_at ? new Date(row.closed_at) : null,
        language: row.language === 'hi' ? 'hi' : 'en',
      };
    },

    /** Locks the borrower's row until the transaction ends. */
    async lockUser(userId: number): Promise<void> {
      await db.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    },

    async identity(userId: number): Promise<IdentityRow | null> {
      const [row] = await db.query<IdentityRow>(
        `SELECT real_name, pan_no, aadhaar_last4, kyc_method, kyc_completed_at, face_completed_at
         FROM user_identity WHERE user_id = $1`,
        [userId],
      );
      return row ?? null;
    },

    async forms(userId: number): Promise<{ form: string; answers: Record<string, unknown> }[]> {
      return db.query<{ form: string; answers: Record<string, unknown> }>(
        'SELECT form, answers FROM form_answers WHERE user_id = $1 ORDER BY form',
        [userId],
      );
    },

    async contacts(userId: number): Promise<{ name: string; mobile: string; relation: string }[]> {
      const [row] = await db.query<Record<string, string>>(
        `SELECT one_name, one_mobile, one_relation, two_name, two_mobile, two_relation,
           third_name, third_mobile, third_relation FROM user_contacts WHERE user_id = $1`,
        [userId],
      );
      if (!row) return [];
      return ['one', 'two', 'third'].map((n) => ({
        name: row[`${n}_name`] ?? '',
        mobile: row[`${n}_mobile`] ?? '',
        relation: row[`${n}_relation`] ?? '',
      }));
    },

    async bankAccounts(userId: number): Promise<{ ifsc: string; account_no: string }[]> {
      return db.query<{ ifsc: string; account_no: string }>(
        'SELECT ifsc, account_no FROM bank_cards WHERE user_id = $1 ORDER BY id DESC',
        [userId],
      );
    },

    async voidCodes(userId: number, at: Date): Promise<void> {
      await db.query(
        `UPDATE account_deletion_codes SET voided_at = $2
         WHERE user_id = $1 AND consumed_at IS NULL AND voided_at IS NULL`,
        [userId, at],
      );
    },

    async insertCode(userId: number, codeHash: string, at: Date, expiresAt: Date): Promise<void> {
      await db.query(
        `INSERT INTO account_deletion_codes (user_id, code_hash, created_at, expires_at)
         VALUES ($1, $2, $3, $4)`,
        [userId, codeHash, at, expiresAt],
      );
    },

    async countCodesSince(userId: number, since: Date): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM account_deletion_codes WHERE user_id = $1 AND created_at > $2',
        [userId, since],
      );
      return row?.count ?? 0;
    },

    async activeCode(
      userId: number,
      at: Date,
    ): Promise<{ id: number; codeHash: string; wrongTries: number } | null> {
      const [row] = await db.query<{ id: number; code_hash: string; wrong_tries: number }>(
        `SELECT id, code_hash, wrong_tries FROM account_deletion_codes
         WHERE user_id = $1 AND consumed_at IS NULL AND voided_at IS NULL AND expires_at > $2
         ORDER BY id DESC LIMIT 1`,
        [userId, at],
      );
      return row
        ? { id: Number(row.id), codeHash: row.code_hash, wrongTries: row.wrong_tries }
        : null;
    },

    async recordWrongTry(id: number, voidAt: Date | null): Promise<void> {
      await db.query(
        'UPDATE account_deletion_codes SET wrong_tries = wrong_tries + 1, voided_at = $2 WHERE id = $1',
        [id, voidAt],
      );
    },

    async consumeCode(id: number, at: Date): Promise<void> {
      await db.query('UPDATE account_deletion_codes SET consumed_at = $2 WHERE id = $1', [id, at]);
    },

    /**
     * Erases what no law asks the lender to keep, whatever the borrower's history: emergency
     * contacts (other people's numbers), device reports, the link of tracking events; stops
     * marketing. The phone leaves `users.phone`, so the
     * number can register again as a new account; it is kept in closed_phone only when loan
     * records are retained.
     */
    async eraseAlways(userId: number, at: Date, keepPhone: boolean): Promise<void> {
      await db.query('DELETE FROM user_contacts WHERE user_id = $1', [userId]);
      await db.query('DELETE FROM device_reports WHERE user_id = $1', [userId]);
      await db.query('UPDATE tracking_events SET user_id = NULL WHERE user_id = $1', [userId]);
      await db.query(
        `UPDATE users SET closed_at = $2, closed_phone = CASE WHEN $3 THEN phone END,
           phone = 'closed-' || id::text, marketing_opt_out = true
         WHERE id = $1`,
        [userId, at, keepPhone],
      );
    },

    /**
     * With no loan records to keep: the KYC (identity, card and selfie images), the forms and
     * the bank accounts go too. Answers the storage keys of the images to delete.
     */
    async eraseOnboarding(userId: number): Promise<string[]> {
      await db.query('DELETE FROM user_identity WHERE user_id = $1', [userId]);
      await db.query('DELETE FROM liveness_checks WHERE user_id = $1', [userId]);
      await db.query('DELETE FROM form_answers WHERE user_id = $1', [userId]);
      await db.query('DELETE FROM credit_limit_acceptances WHERE user_id = $1', [userId]);
      await db.query('DELETE FROM bank_cards WHERE user_id = $1', [userId]);
      const files = await db.query<{ storage_key: string }>(
        `DELETE FROM uploaded_files WHERE user_id = $1
           AND id NOT IN (SELECT previous_file_id FROM document_requests
                          WHERE previous_file_id IS NOT NULL)
         RETURNING storage_key`,
        [userId],
      );
      return files.map((file) => file.storage_key);
    },

    /**
     * With loan records kept: the KYC stays (encrypted) for the retention period, but the
     * Aadhaar look-up keys go, so the same person can complete KYC on a new account.
     */
    async unlinkAadhaar(userId: number): Promise<void> {
      await db.query(
        `UPDATE user_identity SET aadhaar_lookup = NULL, otp_aadhaar_lookup = NULL,
           verified_aadhaar_lookup = NULL WHERE user_id = $1`,
        [userId],
      );
    },

    /** The borrower's language; false when no open account has this id. */
    async setLanguage(userId: number, language: BorrowerLanguage): Promise<boolean> {
      const rows = await db.query(
        'UPDATE users SET language = $2 WHERE id = $1 AND closed_at IS NULL RETURNING id',
        [userId, language],
      );
      return rows.length > 0;
    },
  };
}
