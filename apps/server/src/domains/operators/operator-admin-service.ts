import type { OperatorRoleValue } from '@saral/contract/api/operator';
import {
  AuditAction,
  type AuditLogQuery,
  type OperatorDetailsBody,
  type OperatorSummary,
  type operatorSessionSchema,
} from '@saral/contract/api/operator-admin';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/database';
import { failed, notFound, staleEdit } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import { listAuditLog, recordAudit, type OperatorActor } from '../audit-log/audit-log';
import {
  createOperatorAdminRepository,
  type ManagedOperatorRow,
} from './operator-admin-repository';
import { hashPassword } from './operator-passwords';
import { createOperatorRepository } from './operator-repository';
import { clearTwoStep } from './two-step';

export const USERNAME_TAKEN = 'That username is taken';
export const NOT_YOURSELF = 'You cannot disable yourself or change your own role';
export const LAST_ADMIN = 'There must stay at least one active admin';
export const SESSION_NOT_FOUND = 'Session';

type OperatorSession = z.infer<typeof operatorSessionSchema>;

/** What the audit log keeps of an operator: never the password hash. */
const snapshot = (row: ManagedOperatorRow) => ({
  username: row.username,
  role: row.role,
  active: row.active,
});

export const OPERATOR_STALE_EDIT =
  'Someone changed this operator since you loaded the list. Reload and try again.';

function toSummary(row: ManagedOperatorRow): OperatorSummary {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    active: row.active,
    createdAt: new Date(row.created_at).toISOString(),
    lastSignInAt: row.last_sign_in_at ? new Date(row.last_sign_in_at).toISOString() : null,
    twoStepOn: row.two_step_on,
    activeSessions: row.active_sessions,
    displayName: row.display_name,
    phone: row.phone,
    agency: row.agency,
    revision: row.revision,
  };
}

/**
 * Operator management for admins. Each change, its audit entry and (for disabling, role changes
 * and password resets) the end of the operator's sessions commit in one transaction.
 */
export function createOperatorAdminService({ db, clock }: { db: Database; clock: Clock }) {
  /** Locks the admins, then the operator; refuses what would leave no active admin. */
  async function change(
    operatorId: number,
    actor: OperatorActor,
    work: (tx: Queryable, row: ManagedOperatorRow, activeAdmins: number[]) => Promise<void>,
  ): Promise<OperatorSummary> {
    return db.transaction(async (tx) => {
      const operators = createOperatorAdminRepository(tx);
      const activeAdmins = await operators.lockActiveAdmins();
      const row = await operators.lock(operatorId, clock.now());
      if (!row) throw notFound('Operator');
      await work(tx, row, activeAdmins);
      const after = await operators.lock(operatorId, clock.now());
      if (!after) throw notFound('Operator');
      return toSummary(after);
    });
  }

  const isLastActiveAdmin = (row: ManagedOperatorRow, activeAdmins: number[]) =>
    row.role === 'admin' && row.active && activeAdmins.length <= 1;

  return {
    /** The audit log, newest first (audit.read). */
    auditLog: (query: AuditLogQuery) => listAuditLog(db, query),

    async list(): Promise<OperatorSummary[]> {
      return (await createOperatorAdminRepository(db).list(clock.now())).map(toSummary);
    },

    async create(
      input: { username: string; password: string; role: OperatorRoleValue },
      actor: OperatorActor,
    ): Promise<OperatorSummary> {
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const id = await createOperatorRepository(tx).insert({
          username: input.username,
          passwordHash,
          role: input.role,
        });
        if (id === null) throw failed(USERNAME_TAKEN, 409);
        const row = await createOperatorAdminRepository(tx).lock(id, clock.now());
        if (!row) throw notFound('Operator');
        await recordAudit(tx, {
          actor,
          action: AuditAction.operatorCreate,
          at: clock.now(),
          entityType: 'operator',
          entityId: id,
          after: snapshot(row),
        });
        return toSummary(row);
      });
    },

    /** `expectedRevision`: the operator's revision the editor loaded; another one is stale. */
    changeRole(
      operatorId: number,
      change_: { role: OperatorRoleValue; expectedRevision: number },
      actor: OperatorActor,
    ) {
      const { role } = change_;
      return change(operatorId, actor, async (tx, row, activeAdmins) => {
        if (row.id === actor.operatorId) throw failed(NOT_YOURSELF, 409);
        if (row.revision !== change_.expectedRevision) throw staleEdit(OPERATOR_STALE_EDIT);
        if (role === row.role) return;
        if (role !== 'admin' && isLastActiveAdmin(row, activeAdmins)) throw failed(LAST_ADMIN, 409);
        // Sessions stay: every request reads the role afresh, so the change applies at once.
        await createOperatorAdminRepository(tx).setRole(row.id, role);
        await recordAudit(tx, {
          actor,
          action: AuditAction.operatorRoleChange,
          at: clock.now(),
          entityType: 'operator',
          entityId: row.id,
          before: snapshot(row),
          after: { ...snapshot(row), role },
        });
      });
    },

    setActive(operatorId: number, active: boolean, actor: OperatorActor) {
      return change(operatorId, actor, async (tx, row, activeAdmins) => {
        if (!active && row.id === actor.operatorId) throw failed(NOT_YOURSELF, 409);
        if (row.active === active) return;
        if (!active && isLastActiveAdmin(row, activeAdmins)) throw failed(LAST_ADMIN, 409);
        const operators = createOperatorAdminRepository(tx);
        await operators.setActive(row.id, active);
        const ended = active ? 0 : await operators.deleteSessionsOf(row.id, clock.now());
        await recordAudit(tx, {
          actor,
          action: active ? AuditAction.operatorEnable : AuditAction.operatorDisable,
          at: clock.now(),
          entityType: 'operator',
          entityId: row.id,
          before: snapshot(row),
          after: { ...snapshot(row), active, ...(active ? {} : { sessionsEnded: ended }) },
        });
      });
    },

    /** The name, phone and agency the borrower is sent when a loan is assigned to the operator. */
    setDetails(operatorId: number, details: OperatorDetailsBody, actor: OperatorActor) {
      return change(operatorId, actor, async (tx, row) => {
        const before = { displayName: row.display_name, phone: row.phone, agency: row.agency };
        if (JSON.stringify(before) === JSON.stringify(details)) return;
        await createOperatorAdminRepository(tx).setDetails(row.id, details);
        await recordAudit(tx, {
          actor,
          action: AuditAction.operatorDetailsChange,
          at: clock.now(),
          entityType: 'operator',
          entityId: row.id,
          before,
          after: details,
        });
      });
    },

    async resetPassword(operatorId: number, password: string, actor: OperatorActor) {
      const passwordHash = await hashPassword(password);
      return change(operatorId, actor, async (tx, row) => {
        const operators = createOperatorAdminRepository(tx);
        await operators.setPasswordHash(row.id, passwordHash);
        const ended = await operators.deleteSessionsOf(row.id, clock.now());
        await recordAudit(tx, {
          actor,
          action: AuditAction.operatorPasswordReset,
          at: clock.now(),
          entityType: 'operator',
          entityId: row.id,
          after: { passwordChanged: true, sessionsEnded: ended },
        });
      });
    },

    async resetTwoStep(operatorId: number, actor: OperatorActor) {
      return change(operatorId, actor, async (tx, row) => {
        await clearTwoStep(tx, row.id);
        const ended = await createOperatorAdminRepository(tx).deleteSessionsOf(row.id, clock.now());
        await recordAudit(tx, {
          actor,
          action: AuditAction.twoStepReset,
          at: clock.now(),
          entityType: 'operator',
          entityId: row.id,
          before: { twoStep: row.two_step_on ? 'on' : 'off' },
          after: { twoStep: 'off', sessionsEnded: ended },
        });
      });
    },

    async sessions(currentSessionId: number): Promise<OperatorSession[]> {
      const rows = await createOperatorAdminRepository(db).liveSessions(clock.now());
      return rows.map((row) => ({
        id: row.id,
        operatorId: row.operator_id,
        username: row.username,
        role: row.role,
        ip: row.ip,
        createdAt: new Date(row.created_at).toISOString(),
        expiresAt: new Date(row.expires_at).toISOString(),
        current: row.id === currentSessionId,
      }));
    },

    async revokeSession(sessionId: number, actor: OperatorActor): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await createOperatorAdminRepository(tx).deleteSession(sessionId);
        if (!row) throw notFound(SESSION_NOT_FOUND);
        await recordAudit(tx, {
          actor,
          action: AuditAction.sessionRevoke,
          at: clock.now(),
          entityType: 'operator-session',
          entityId: row.id,
          before: { operatorId: row.operator_id, username: row.username, ip: row.ip },
        });
      });
    },
  };
}
export type OperatorAdminService = ReturnType<typeof createOperatorAdminService>;
