import type {
  AuditActionValue,
  AuditEntry,
  AuditLogQuery,
} from '@saral/contract/api/operator-admin';
import type { Queryable } from '../../db/database';
import { failed } from '../../shared/app-error';

/** Who did it: an operator (id null for a failed sign-in with an unknown name) and from where. */
export type OperatorActor = { operatorId: number | null; username: string; ip: string | null };

export type AuditRecord = {
  actor: OperatorActor;
  action: AuditActionValue;
  at: Date;
  entityType?: string;
  entityId?: string | number;
  before?: unknown;
  after?: unknown;
};

/**
 * Appends one entry. Callers pass the transaction of the change itself, so the change and its
 * record commit (or roll back) together. The table refuses UPDATE, DELETE and TRUNCATE.
 */
export async function recordAudit(db: Queryable, entry: AuditRecord): Promise<void> {
  await db.query(
    `INSERT INTO operator_audit_log
       (at, operator_id, operator_username, ip, action, entity_type, entity_id, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb)`,
    [
      entry.at,
      entry.actor.operatorId,
      entry.actor.username.slice(0, 64),
      entry.actor.ip,
      entry.action,
      entry.entityType ?? null,
      entry.entityId === undefined ? null : String(entry.entityId),
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
    ],
  );
}

type AuditRow = {
  id: number;
  at: Date;
  operator_id: number | null;
  operator_username: string;
  ip: string | null;
  action: AuditActionValue;
  entity_type: string | null;
  entity_id: string | null;
  before: unknown;
  after: unknown;
};

const BAD_CURSOR = 'The cursor is not valid; start again without it';

/** The cursor names the last entry of a page: its time (ms) and id. */
function encodeCursor(row: AuditRow): string {
  return Buffer.from(`${new Date(row.at).getTime()}:${Number(row.id)}`).toString('base64url');
}

function decodeCursor(cursor: string): { at: Date; id: number } {
  const match = /^(\d{1,15}):(\d{1,18})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match?.[1] || !match[2]) throw failed(BAD_CURSOR);
  return { at: new Date(Number(match[1])), id: Number(match[2]) };
}

/** Newest first, keyset-paginated on (at, id) so pages stay stable while entries are added. */
export async function listAuditLog(
  db: Queryable,
  query: AuditLogQuery,
): Promise<{ items: AuditEntry[]; nextCursor: string | null }> {
  const where: string[] = [];
  const params: (string | number | Date)[] = [];
  const add = (sql: string, value: string | number | Date) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (query.operator) add('operator_username = ?', query.operator);
  if (query.action) add('action = ?', query.action);
  if (query.entityType) add('entity_type = ?', query.entityType);
  if (query.entityId) add('entity_id = ?', query.entityId);
  if (query.from) add('at >= ?', new Date(query.from));
  if (query.to) add('at < ?', new Date(query.to));
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    params.push(cursor.at, cursor.id);
    where.push(`(at, id) < ($${params.length - 1}, $${params.length})`);
  }
  params.push(query.limit + 1);
  const rows = await db.query<AuditRow>(
    `SELECT id, at, operator_id, operator_username, ip, action, entity_type, entity_id, before, after
     FROM operator_audit_log ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY at DESC, id DESC LIMIT $${params.length}`,
    params,
  );
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: page.map((row) => ({
      id: Number(row.id),
      at: new Date(row.at).toISOString(),
      operatorId: row.operator_id === null ? null : Number(row.operator_id),
      username: row.operator_username,
      ip: row.ip,
      action: row.action,
      entityType: row.entity_type,
      entityId: row.entity_id,
      before: row.before,
      after: row.after,
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}
