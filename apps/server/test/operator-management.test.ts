import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, OperatorSummary } from '@saral/contract/api/operator-admin';
import {
  createOperatorAdminService,
  LAST_ADMIN,
  NOT_YOURSELF,
  OPERATOR_STALE_EDIT,
  USERNAME_TAKEN,
} from '../src/domains/operators/operator-admin-service';
import { ErrorCode } from '@saral/contract/error-codes';
import { opsCall, opsLogin } from './support/operator-client';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Operator management for admins (operators.manage): list, create, change role, disable and
 * enable, reset passwords, list and revoke sessions. Each action lands in the audit log.
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await opsLogin(t.app, 'admin.demo', 'saral-admin-demo');
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  opsCall(t.app, method, path, { token: admin, ...(payload ? { payload } : {}) });

async function operators(): Promise<OperatorSummary[]> {
  return (await call('GET', '/operators')).body.data as OperatorSummary[];
}
const idOf = async (username: string) => {
  const found = (await operators()).find((item) => item.username === username);
  if (!found) throw new Error(`no operator ${username}`);
  return found.id;
};
async function lastAudit(): Promise<AuditEntry | undefined> {
  const reply = await call('GET', '/audit-log?limit=1');
  return (reply.body.data as { items: AuditEntry[] }).items[0];
}

describe('operators', () => {
  it('lists every operator with role, active and last sign-in (never a password hash)', async () => {
    const list = await operators();
    const self = list.find((item) => item.username === 'admin.demo');
    expect(self).toMatchObject({ role: 'admin', active: true, activeSessions: 1 });
    expect(self?.lastSignInAt).toBe(t.clock.now().toISOString());
    expect(list.find((item) => item.username === 'viewer.demo')?.lastSignInAt).toBeNull();
    expect(JSON.stringify(list)).not.toMatch(/scrypt/);
  });

  it('creates an operator who can sign in; refuses a taken name and a short password', async () => {
    const created = await call('POST', '/operators', {
      username: 'Asha.Collections',
      password: 'asha-password-12',
      role: 'collections',
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ username: 'asha.collections', role: 'collections' });
    await opsLogin(t.app, 'asha.collections', 'asha-password-12');
    expect(await lastAudit()).toMatchObject({
      action: 'operator.sign-in',
      username: 'asha.collections',
    });
    const taken = await call('POST', '/operators', {
      username: 'asha.collections',
      password: 'another-password',
      role: 'viewer',
    });
    expect(taken.body).toEqual({ code: -1, msg: USERNAME_TAKEN, data: null });
    const short = await call('POST', '/operators', {
      username: 'short.one',
      password: 'too-short',
      role: 'viewer',
    });
    expect(short.status).toBe(400);
    const audit = await call('GET', '/audit-log?action=operator.create');
    expect((audit.body.data as { items: AuditEntry[] }).items).toEqual([
      expect.objectContaining({
        username: 'admin.demo',
        after: { username: 'asha.collections', role: 'collections', active: true },
      }),
    ]);
  });

  it('a role change applies at once to the open session, and is audited', async () => {
    const token = await opsLogin(t.app, 'viewer.demo', 'saral-viewer-demo');
    const id = await idOf('viewer.demo');
    const loaded = (await operators()).find((item) => item.id === id);
    if (!loaded) throw new Error('viewer.demo not listed');
    const changed = await call('PUT', `/operators/${id}/role`, {
      role: 'finance',
      expectedRevision: loaded.revision,
    });
    expect(changed.body.data).toMatchObject({ role: 'finance', revision: loaded.revision + 1 });
    // Another admin's edit from the list loaded before this change is refused.
    const stale = await call('PUT', `/operators/${id}/role`, {
      role: 'support',
      expectedRevision: loaded.revision,
    });
    expect(stale).toMatchObject({
      status: 409,
      body: { code: ErrorCode.staleEdit, msg: OPERATOR_STALE_EDIT },
    });
    const me = await opsCall(t.app, 'GET', '/me', { token });
    expect(me.body.data).toMatchObject({ role: 'finance' });
    expect(await lastAudit()).toMatchObject({
      action: 'operator.role-change',
      entityId: String(id),
      before: { role: 'viewer' },
      after: { role: 'finance' },
    });
  });

  it('disabling ends the operator’s sessions and sign-in; enabling lets them back in', async () => {
    const token = await opsLogin(t.app, 'support.demo', 'saral-support-demo');
    const id = await idOf('support.demo');
    const disabled = await call('POST', `/operators/${id}/disable`);
    expect(disabled.body.data).toMatchObject({ active: false, activeSessions: 0 });
    expect((await opsCall(t.app, 'GET', '/me', { token })).status).toBe(401);
    const refused = await opsCall(t.app, 'POST', '/login', {
      payload: { username: 'support.demo', password: 'saral-support-demo' },
    });
    expect(refused.body.code).toBe(-1);
    expect(await lastAudit()).toMatchObject({ action: 'operator.sign-in-failed' });
    await call('POST', `/operators/${id}/enable`);
    await opsLogin(t.app, 'support.demo', 'saral-support-demo');
    const actions = (await call('GET', `/audit-log?entityType=operator&entityId=${id}`)).body
      .data as { items: AuditEntry[] };
    expect(actions.items.map((item) => item.action).slice(0, 4)).toEqual([
      'operator.sign-in',
      'operator.enable',
      'operator.sign-in-failed',
      'operator.disable',
    ]);
  });

  it('a password reset ends the sessions; only the new password signs in', async () => {
    const token = await opsLogin(t.app, 'finance.demo', 'saral-finance-demo');
    const id = await idOf('finance.demo');
    const reset = await call('PUT', `/operators/${id}/password`, {
      password: 'brand-new-password',
    });
    expect(reset.status).toBe(200);
    expect((await opsCall(t.app, 'GET', '/me', { token })).status).toBe(401);
    await expect(opsLogin(t.app, 'finance.demo', 'saral-finance-demo')).rejects.toThrow();
    await opsLogin(t.app, 'finance.demo', 'brand-new-password');
    const audit = await call('GET', '/audit-log?action=operator.password-reset');
    const entry = (audit.body.data as { items: AuditEntry[] }).items[0];
    expect(entry?.after).toEqual({ passwordChanged: true, sessionsEnded: 1 });
    expect(JSON.stringify(entry)).not.toMatch(/brand-new-password/);
  });

  it('refuses disabling yourself, changing your own role and removing the last admin', async () => {
    const self = await idOf('admin.demo');
    expect((await call('POST', `/operators/${self}/disable`)).body).toEqual({
      code: -1,
      msg: NOT_YOURSELF,
      data: null,
    });
    const role = { role: 'viewer', expectedRevision: 1 };
    expect((await call('PUT', `/operators/${self}/role`, role)).body.msg).toBe(NOT_YOURSELF);
  });

  it('two admins disabling each other at once: one wins, one active admin always stays', async () => {
    const other = await idOf('admin'); // the older demo admin
    const self = await idOf('admin.demo');
    const otherToken = await opsLogin(t.app, 'admin', 'saral-admin-dev');
    const replies = await Promise.all([
      call('POST', `/operators/${other}/disable`),
      opsCall(t.app, 'POST', `/operators/${self}/disable`, { token: otherToken }),
    ]);
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    // Either may win (on PostgreSQL the two really race): the loser's session has ended, so
    // what follows goes on with the winner's.
    const otherWon = replies[1]?.status === 200;
    if (otherWon) admin = otherToken;
    const admins = (await operators()).filter((item) => item.role === 'admin' && item.active);
    expect(admins.map((item) => item.username)).toEqual([otherWon ? 'admin' : 'admin.demo']);
  });

  it('the last active admin is neither disabled nor demoted, even by a stale session', async () => {
    const admins = (await operators()).filter((item) => item.role === 'admin');
    const last = admins.find((item) => item.active);
    const stale = admins.find((item) => !item.active);
    if (!last || !stale) throw new Error('expected one active and one disabled admin');
    // As when the other admin's request passed its guard just before being disabled.
    const service = createOperatorAdminService({ db: t.db, clock: t.clock });
    const actor = { operatorId: stale.id, username: stale.username, ip: null };
    await expect(service.setActive(last.id, false, actor)).rejects.toThrow(LAST_ADMIN);
    await expect(
      service.changeRole(last.id, { role: 'viewer', expectedRevision: last.revision }, actor),
    ).rejects.toThrow(LAST_ADMIN);
    expect((await operators()).find((item) => item.id === last.id)).toMatchObject({
      role: 'admin',
      active: true,
    });
    // Back to two admins for what follows.
    await call('POST', `/operators/${stale.id}/enable`);
  });

  it('answers 404 for an operator that does not exist', async () => {
    expect((await call('POST', '/operators/987654/disable')).status).toBe(404);
  });
});

describe('sessions', () => {
  it('lists live sessions (yours marked) and revokes one, audited', async () => {
    const token = await opsLogin(t.app, 'reviewer.demo', 'saral-reviewer-demo', '10.40.0.7');
    const sessions = (await call('GET', '/operator-sessions')).body.data as {
      id: number;
      username: string;
      ip: string | null;
      current: boolean;
    }[];
    const me = (await call('GET', '/me')).body.data as { username: string };
    const own = sessions.filter((item) => item.current);
    expect(own.map((item) => item.username)).toEqual([me.username]);
    const target = sessions.find((item) => item.username === 'reviewer.demo');
    expect(target?.ip).toBe('10.40.0.7');
    expect(JSON.stringify(sessions)).not.toContain(token);
    const revoked = await call('DELETE', `/operator-sessions/${target?.id}`);
    expect(revoked.status).toBe(200);
    expect((await opsCall(t.app, 'GET', '/me', { token })).status).toBe(401);
    expect(await lastAudit()).toMatchObject({
      action: 'operator-session.revoke',
      before: { username: 'reviewer.demo', ip: '10.40.0.7' },
    });
    expect((await call('DELETE', `/operator-sessions/${target?.id}`)).status).toBe(404);
  });
});
