import type { BorrowerLanguage } from '@saral/contract/api/language';
import type { ContentKey } from '@saral/contract/api/ops-content';
import type { Queryable } from '../../db/database';

export type ContentVersionRow = {
  version: number;
  body: string;
  effective_from: Date;
  created_by: string;
  created_at: Date;
};

const COLUMNS = 'version, body, effective_from, created_by, created_at';
const HISTORY_LIMIT = 50;

const toRow = (row: ContentVersionRow): ContentVersionRow => ({
  ...row,
  version: Number(row.version),
  effective_from: new Date(row.effective_from),
  created_at: new Date(row.created_at),
});

export function createContentVersionsRepository(db: Queryable) {
  return {
    /**
     * The version of a language that took effect last by `now` (the latest date, then the
     * latest version).
     */
    async published(
      key: ContentKey,
      language: BorrowerLanguage,
      now: Date,
    ): Promise<ContentVersionRow | null> {
      const rows = await db.query<ContentVersionRow>(
        `SELECT ${COLUMNS} FROM content_versions
         WHERE key = $1 AND language = $2 AND effective_from <= $3
         ORDER BY effective_from DESC, version DESC LIMIT 1`,
        [key, language, now],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },

    /** A language's versions, newest first. */
    async history(key: ContentKey, language: BorrowerLanguage): Promise<ContentVersionRow[]> {
      const rows = await db.query<ContentVersionRow>(
        `SELECT ${COLUMNS} FROM content_versions WHERE key = $1 AND language = $2
         ORDER BY version DESC LIMIT $3`,
        [key, language, HISTORY_LIMIT],
      );
      return rows.map(toRow);
    },

    /**
     * Adds version expectedVersion + 1 of the language only while expectedVersion is still its
     * newest: null when someone else saved first (a concurrent insert of the same version waits,
     * then conflicts).
     */
    async insertNext(input: {
      key: ContentKey;
      language: BorrowerLanguage;
      expectedVersion: number;
      body: string;
      effectiveFrom: Date;
      createdBy: string;
      createdAt: Date;
    }): Promise<number | null> {
      const rows = await db.query<{ version: number }>(
        `INSERT INTO content_versions
           (key, version, body, effective_from, created_by, created_at, language)
         SELECT $1, $2::int + 1, $3, $4, $5, $6, $7
         WHERE (SELECT coalesce(max(version), 0) FROM content_versions
                WHERE key = $1 AND language = $7) = $2::int
         ON CONFLICT (key, language, version) DO NOTHING
         RETURNING version`,
        [
          input.key,
          input.expectedVersion,
          input.body,
          input.effectiveFrom,
          input.createdBy,
          input.createdAt,
          input.language,
        ],
      );
      return rows[0] ? Number(rows[0].version) : null;
    },
  };
}
