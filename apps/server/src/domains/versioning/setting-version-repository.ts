import type { ProductVersionStatus } from '@saral/contract/api/ops-products';
import type { Queryable, SqlParam } from '../../db/database';
import {
  normaliseVersionRow,
  type VersionDecision,
  type VersionRow,
  type VersionStore,
} from './versioned-changes';

export type SettingSubject = 'decision-rules' | 'credit-tiers';

const COLUMNS = `id, version, value, base_version, reason, status, proposed_by,
  proposed_by_username, proposed_at, decided_by, decided_by_username, decided_at, decision_reason`;

type Row = Omit<VersionRow<unknown>, 'value'> & { value: unknown };

/**
 * The versions of one subject in setting_versions. `lock` locks the subject's own row (or says
 * it is missing); `apply` writes an approved value where it is read; `parse` turns stored jsonb
 * into the value.
 */
export function settingVersionStore<V>(
  db: Queryable,
  key: { subject: SettingSubject; subjectId: number },
  hooks: {
    lock: () => Promise<boolean>;
    exists: () => Promise<boolean>;
    apply: (row: VersionRow<V>) => Promise<void>;
    parse: (stored: unknown) => V;
  },
): VersionStore<V> {
  const { subject, subjectId } = key;
  const normalise = (row: Row) => normaliseVersionRow(row, hooks.parse(row.value));
  const one = async (sql: string, params: readonly SqlParam[]) => {
    const rows = await db.query<Row>(sql, params);
    return rows[0] ? normalise(rows[0]) : null;
  };
  return {
    lockSubject: hooks.lock,
    subjectExists: hooks.exists,
    apply: hooks.apply,

    async list() {
      const rows = await db.query<Row>(
        `SELECT ${COLUMNS} FROM setting_versions WHERE subject = $1 AND subject_id = $2
         ORDER BY version DESC`,
        [subject, subjectId],
      );
      return rows.map(normalise);
    },

    find(version: number, lock: boolean) {
      return one(
        `SELECT ${COLUMNS} FROM setting_versions
         WHERE subject = $1 AND subject_id = $2 AND version = $3 ${lock ? 'FOR UPDATE' : ''}`,
        [subject, subjectId, version],
      );
    },

    withStatus(status: ProductVersionStatus) {
      return one(
        `SELECT ${COLUMNS} FROM setting_versions
         WHERE subject = $1 AND subject_id = $2 AND status = $3 ORDER BY version DESC LIMIT 1`,
        [subject, subjectId, status],
      );
    },

    /** Numbered after every earlier version (rejected ones keep their numbers). */
    async insertPending(proposal) {
      const row = await one(
        `INSERT INTO setting_versions (subject, subject_id, version, value, base_version, reason,
           status, proposed_by, proposed_by_username, proposed_at)
         SELECT $1, $2, COALESCE(max(version), 0) + 1, $3::jsonb, $4, $5, 'pending', $6, $7, $8
         FROM setting_versions WHERE subject = $1 AND subject_id = $2
         RETURNING ${COLUMNS}`,
        [
          subject,
          subjectId,
          JSON.stringify(proposal.value),
          proposal.baseVersion,
          proposal.reason,
          proposal.operatorId,
          proposal.username,
          proposal.at,
        ],
      );
      if (!row) throw new Error(`${subject} version not inserted`);
      return row;
    },

    async decide(id: number, decision: VersionDecision) {
      const row = await one(
        `UPDATE setting_versions SET status = $2, decided_by = $3, decided_by_username = $4,
           decision_reason = $5, decided_at = $6
         WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, decision.status, decision.operatorId, decision.username, decision.reason, decision.at],
      );
      if (!row) throw new Error(`setting version ${id} missing`);
      return row;
    },

    async supersede(id: number) {
      await db.query(
        "UPDATE setting_versions SET status = 'superseded' WHERE id = $1 AND status = 'approved'",
        [id],
      );
    },
  };
}

/** Version 1 of a subject that has none (seeding; operators' versions are never touched). */
export async function insertFirstSettingVersion(
  db: Queryable,
  key: { subject: SettingSubject; subjectId: number },
  value: unknown,
  at: Date,
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO setting_versions (subject, subject_id, version, value, base_version, reason,
       status, proposed_by_username, proposed_at, decided_by_username, decided_at)
     SELECT $1, $2, 1, $3::jsonb, NULL, 'The values in force when versions began', 'approved',
       'system', $4, 'system', $4
     WHERE NOT EXISTS (SELECT 1 FROM setting_versions WHERE subject = $1 AND subject_id = $2)
     RETURNING id`,
    [key.subject, key.subjectId, JSON.stringify(value), at],
  );
  return rows.length > 0;
}

/** The approved value of a subject, or null when it has no version yet. */
export async function approvedSettingValue(
  db: Queryable,
  key: { subject: SettingSubject; subjectId: number },
): Promise<{ value: unknown; version: number } | null> {
  const rows = await db.query<{ value: unknown; version: number }>(
    `SELECT value, version FROM setting_versions
     WHERE subject = $1 AND subject_id = $2 AND status = 'approved'`,
    [key.subject, key.subjectId],
  );
  const row = rows[0];
  return row ? { value: row.value, version: Number(row.version) } : null;
}
