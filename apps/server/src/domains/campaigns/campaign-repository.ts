import type { CampaignUpsert } from '@saral/contract/api/campaign';
import type { Queryable } from '../../db/database';

export type CampaignRow = {
  code: string;
  ios_only: boolean;
  ios_h5_url: string | null;
  active: boolean;
  updated_by: string | null;
  created_at: Date;
  updated_at: Date;
};

const COLUMNS = 'code, ios_only, ios_h5_url, active, updated_by, created_at, updated_at';

export function createCampaignRepository(db: Queryable) {
  return {
    async find(code: string): Promise<CampaignRow | null> {
      const rows = await db.query<CampaignRow>(`SELECT ${COLUMNS} FROM campaigns WHERE code = $1`, [
        code,
      ]);
      return rows[0] ?? null;
    },

    async list(): Promise<CampaignRow[]> {
      return db.query<CampaignRow>(`SELECT ${COLUMNS} FROM campaigns ORDER BY code`);
    },

    /** Creates the campaign or replaces its settings; created_at stays from the first insert. */
    async upsert(
      code: string,
      change: CampaignUpsert,
      by: string | null,
      at: Date,
    ): Promise<CampaignRow> {
      const rows = await db.query<CampaignRow>(
        `INSERT INTO campaigns (code, ios_only, ios_h5_url, active, updated_by, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6)
         ON CONFLICT (code) DO UPDATE SET ios_only = EXCLUDED.ios_only,
           ios_h5_url = EXCLUDED.ios_h5_url, active = EXCLUDED.active,
           updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at
         RETURNING ${COLUMNS}`,
        [code, change.iosOnly, change.iosH5Url, change.active, by, at],
      );
      const row = rows[0];
      if (!row) throw new Error(`campaign ${code} was not saved`);
      return row;
    },

    /** Seeds: adds the campaign unless one with this code exists (operators' edits stay). */
    async insertIfMissing(code: string, campaign: CampaignUpsert): Promise<void> {
      await db.query(
        `INSERT INTO campaigns (code, ios_only, ios_h5_url, active) VALUES ($1, $2, $3, $4)
         ON CONFLICT (code) DO NOTHING`,
        [code, campaign.iosOnly, campaign.iosH5Url, campaign.active],
      );
    },
  };
}
