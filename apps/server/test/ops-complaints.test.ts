import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComplaintDetail, ComplaintListItem } from '@saral/contract/api/ops-complaints';
import { opsCall, opsLogin } from './support/operator-client';
import { createTestApp, type TestApp } from './support/test-app';
import { createOnboardedBorrower, createOrder } from './support/test-data';

/** Borrowers' complaints in the operator API: recording, the 30-day clock, statuses, masking. */

let t: TestApp;
const tokens: Record<string, string> = {};
const DAY_S = 24 * 60 * 60;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['admin', 'support', 'viewer', 'collections'] as const) {
    tokens[role] = await opsLogin(t.app, `${role}.demo`, `saral-${role}-demo`);
  }
});
afterAll(async () => {
  await t.close();
});

let phones = 0;
/** A borrower with a loan; `local` is the 10-digit phone an operator types. */
async function borrowerWithLoan() {
  phones += 1;
  const local = `70124${String(phones).padStart(5, '0')}`;
  const borrower = await createOnboardedBorrower(t.db, { phone: `91${local}` });
  const order = await createOrder(t.db, {
    userId: borrower.userId,
    bankCardId: borrower.cardId,
    at: t.clock.now(),
  });
  return { ...borrower, ...order, local };
}

const call = (method: 'GET' | 'POST', url: string, role: string, payload?: object) =>
  opsCall(t.app, method, url, { token: tokens[role], payload });

const body = (extra: object) => ({
  category: 'recovery_conduct',
  channel: 'phone',
  description: 'Agent called at 22:00 and was rude to my mother',
  ...extra,
});

async function create(extra: object, role = 'support'): Promise<ComplaintDetail> {
  const reply = await call('POST', '/complaints', role, body(extra));
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as ComplaintDetail;
}

async function move(id: number, payload: object, role = 'admin') {
  return call('POST', `/complaints/${id}/status`, role, payload);
}

async function listed(query: string, role = 'admin'): Promise<ComplaintListItem[]> {
  const items: ComplaintListItem[] = [];
  let cursor: string | null = null;
  do {
    const suffix: string = cursor ? `&cursor=${cursor}` : '';
    const reply = await call('GET', `/complaints?limit=2&${query}${suffix}`, role);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const data = reply.body.data as { items: ComplaintListItem[]; nextCursor: string | null };
    items.push(...data.items);
    cursor = data.nextCursor;
  } while (cursor);
  return items;
}

async function countRows(table: string): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return Number(row?.n);
}

async function auditOf(id: number) {
  const reply = await call('GET', `/audit-log?entityType=complaint&entityId=${id}`, 'admin');
  expect(reply.status).toBe(200);
  return (reply.body.data as { items: { action: string; username: string; after: unknown }[] })
    .items;
}

describe('POST /ops/v1/complaints', () => {
  it('records a complaint by the registered phone, with 30 days left and its history', async () => {
    const loan = await borrowerWithLoan();
    const made = await create({ phone: loan.local });
    expect(made).toMatchObject({
      borrower: { userId: loan.userId, phone: expect.stringContaining('•') },
      orderId: null,
      orderNo: null,
      status: 'open',
      receivedAt: t.clock.now().toISOString(),
      // Received 21 Nov (India): the last day is 21 Dec, overdue from 22 Dec 00:00 IST.
      dueDate: '2026-12-21',
      dueAt: '2026-12-21T18:30:00.000Z',
      daysLeft: 30,
      overdue: false,
      assignedTo: null,
      createdBy: 'support.demo',
      resolution: null,
    });
    expect(made.history).toEqual([
      expect.objectContaining({ kind: 'created', operator: 'support.demo' }),
    ]);
    const audit = await auditOf(made.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'complaint.create',
        username: 'support.demo',
        after: expect.objectContaining({ userId: loan.userId, category: 'recovery_conduct' }),
      }),
    ]);
  });

  it('records a complaint by order: the order’s borrower is the complainant', async () => {
    const loan = await borrowerWithLoan();
    const made = await create({ orderId: loan.orderId, channel: 'email' }, 'admin');
    expect(made).toMatchObject({
      borrower: { userId: loan.userId, phone: loan.local },
      orderId: loan.orderId,
      orderNo: loan.orderNo,
      channel: 'email',
    });
    const other = await borrowerWithLoan();
    const mismatch = await call(
      'POST',
      '/complaints',
      'admin',
      body({ orderId: loan.orderId, phone: other.local }),
    );
    expect(mismatch.status).toBe(400);
  });

  it('answers 404 for an unknown phone or order, and writes nothing', async () => {
    const before = [await countRows('complaints'), await countRows('complaint_events')];
    const phone = await call('POST', '/complaints', 'support', body({ phone: '6000000001' }));
    expect(phone.status).toBe(404);
    expect(phone.body).toMatchObject({ msg: 'No borrower with this phone' });
    const order = await call('POST', '/complaints', 'support', body({ orderId: 987654321 }));
    expect(order.status).toBe(404);
    expect([await countRows('complaints'), await countRows('complaint_events')]).toEqual(before);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const loan = await borrowerWithLoan();
    const before = [await countRows('complaints'), await countRows('operator_audit_log')];
    const future = new Date(t.clock.now().getTime() + 60_000).toISOString();
    for (const bad of [
      { description: 'too short' },
      { description: 'x'.repeat(2001) },
      { description: 'Agent rang at night \u0007 and shouted' },
      { receivedAt: future },
      { receivedAt: 'yesterday' },
      { category: 'rudeness' },
      { channel: 'fax' },
      { phone: '12345' },
    ]) {
      const reply = await call(
        'POST',
        '/complaints',
        'support',
        body({ phone: loan.local, ...bad }),
      );
      expect(reply.status, JSON.stringify(bad)).toBe(400);
      expect(reply.body.code).toBe(-1);
    }
    const neither = await call('POST', '/complaints', 'support', body({}));
    expect(neither.status).toBe(400);
    expect([await countRows('complaints'), await countRows('operator_audit_log')]).toEqual(before);
  });

  it('lets only admin and support record complaints', async () => {
    const loan = await borrowerWithLoan();
    for (const role of ['viewer', 'collections']) {
      const reply = await call('POST', '/complaints', role, body({ phone: loan.local }));
      expect(reply.status, role).toBe(403);
    }
  });
});

describe('the 30-day clock', () => {
  it('lists a complaint received 31 days ago as overdue, one of today with 30 days left', async () => {
    const loan = await borrowerWithLoan();
    const old = await create({
      phone: loan.local,
      receivedAt: new Date(t.clock.now().getTime() - 31 * DAY_S * 1000).toISOString(),
    });
    const lastDay = await create({
      phone: loan.local,
      receivedAt: new Date(t.clock.now().getTime() - 30 * DAY_S * 1000).toISOString(),
    });
    const today = await create({ phone: loan.local });
    expect(old).toMatchObject({ daysLeft: -1, overdue: true });
    expect(lastDay).toMatchObject({ daysLeft: 0, overdue: false });
    expect(today).toMatchObject({ daysLeft: 30, overdue: false });

    const overdue = await listed('overdue=true');
    expect(overdue.map((item) => item.id)).toContain(old.id);
    expect(overdue.map((item) => item.id)).not.toContain(lastDay.id);
    expect(overdue.map((item) => item.id)).not.toContain(today.id);
    expect(overdue.every((item) => item.overdue)).toBe(true);

    const all = await listed('status=open');
    const dues = all.map((item) => item.dueAt);
    expect(dues).toEqual([...dues].sort());
    expect(all.findIndex((item) => item.id === old.id)).toBeLessThan(
      all.findIndex((item) => item.id === today.id),
    );

    // A resolved complaint is not overdue, however old.
    await move(old.id, { status: 'in_progress', expectedStatus: 'open' });
    await move(old.id, {
      status: 'resolved',
      expectedStatus: 'in_progress',
      resolution: 'Agent retrained; apology call made to the borrower',
    });
    expect((await listed('overdue=true')).map((item) => item.id)).not.toContain(old.id);
  });

  it('counts calendar days in India, not 24-hour spans', async () => {
    const loan = await borrowerWithLoan();
    // 20 Nov 23:59 in India (18:29 UTC) is a day before 21 Nov 00:01 there.
    const lateEvening = await create({ phone: loan.local, receivedAt: '2026-11-20T18:29:00Z' });
    const justAfter = await create({ phone: loan.local, receivedAt: '2026-11-20T18:31:00Z' });
    expect(lateEvening).toMatchObject({ dueDate: '2026-12-20', daysLeft: 29 });
    expect(justAfter).toMatchObject({ dueDate: '2026-12-21', daysLeft: 30 });
  });
});

describe('POST /ops/v1/complaints/:id/status and /assign', () => {
  it('moves open → in progress → resolved with a resolution, and records each move', async () => {
    const loan = await borrowerWithLoan();
    const made = await create({ orderId: loan.orderId });
    const resolveEarly = await move(made.id, {
      status: 'resolved',
      expectedStatus: 'open',
      resolution: 'Refunded the duplicate fee to the account',
    });
    expect(resolveEarly.status).toBe(409);
    const started = await move(made.id, {
      status: 'in_progress',
      expectedStatus: 'open',
      note: 'Asked collections for the call log',
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const noResolution = await move(made.id, { status: 'resolved', expectedStatus: 'in_progress' });
    expect(noResolution.status).toBe(400);
    const shortResolution = await move(made.id, {
      status: 'resolved',
      expectedStatus: 'in_progress',
      resolution: 'done',
    });
    expect(shortResolution.status).toBe(400);
    const resolved = await move(made.id, {
      status: 'resolved',
      expectedStatus: 'in_progress',
      resolution: 'Refunded the duplicate fee to the account',
    });
    expect(resolved.status).toBe(200);
    const detail = resolved.body.data as ComplaintDetail;
    expect(detail).toMatchObject({
      status: 'resolved',
      resolution: 'Refunded the duplicate fee to the account',
      resolvedAt: t.clock.now().toISOString(),
    });
    expect(detail.history.map((event) => [event.kind, event.detail])).toEqual([
      ['created', expect.any(String)],
      ['status', 'open → in_progress'],
      ['note', 'Asked collections for the call log'],
      ['status', 'in_progress → resolved: Refunded the duplicate fee to the account'],
    ]);
    // Resolved is final.
    for (const status of ['open', 'in_progress', 'escalated']) {
      const reply = await move(made.id, { status, expectedStatus: 'resolved' });
      expect(reply.status, status).toBe(409);
    }
    const audit = await auditOf(made.id);
    expect(audit.map((entry) => entry.action)).toEqual([
      'complaint.status',
      'complaint.status',
      'complaint.create',
    ]);
  });

  it('escalates an open complaint; an escalated one moves no further', async () => {
    const loan = await borrowerWithLoan();
    const made = await create({ phone: loan.local });
    expect((await move(made.id, { status: 'escalated', expectedStatus: 'open' })).status).toBe(200);
    const reopen = await move(made.id, { status: 'in_progress', expectedStatus: 'escalated' });
    expect(reopen.status).toBe(409);
  });

  it('refuses a stale change (409) and changes nothing', async () => {
    const loan = await borrowerWithLoan();
    const made = await create({ phone: loan.local });
    await move(made.id, { status: 'in_progress', expectedStatus: 'open' });
    const stale = await move(made.id, { status: 'escalated', expectedStatus: 'open' }, 'support');
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toMatch(/changed since you read it/);
    const staleAssign = await call('POST', `/complaints/${made.id}/assign`, 'admin', {
      operatorId: 1,
      expectedStatus: 'open',
    });
    expect(staleAssign.status).toBe(409);
    const seen = (await call('GET', `/complaints/${made.id}`, 'admin')).body
      .data as ComplaintDetail;
    expect(seen.status).toBe('in_progress');
    expect(seen.assignedTo).toBeNull();
    expect(seen.history).toHaveLength(2);
  });

  it('assigns to an operator, with history and audit; refuses unknown operators', async () => {
    const loan = await borrowerWithLoan();
    const made = await create({ phone: loan.local });
    const [support] = await t.db.query<{ id: number }>(
      "SELECT id FROM operators WHERE username = 'support.demo'",
    );
    const assigned = await call('POST', `/complaints/${made.id}/assign`, 'admin', {
      operatorId: Number(support?.id),
      expectedStatus: 'open',
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    const detail = assigned.body.data as ComplaintDetail;
    expect(detail.assignedTo).toEqual({ id: Number(support?.id), username: 'support.demo' });
    expect(detail.history.at(-1)).toMatchObject({
      kind: 'assigned',
      operator: 'admin.demo',
      detail: 'Assigned to support.demo',
    });
    expect((await auditOf(made.id)).map((entry) => entry.action)).toContain('complaint.assign');
    const listedItem = (await listed('status=open')).find((item) => item.id === made.id);
    expect(listedItem?.assignedTo?.username).toBe('support.demo');

    const unknown = await call('POST', `/complaints/${made.id}/assign`, 'admin', {
      operatorId: 987654,
      expectedStatus: 'open',
    });
    expect(unknown.status).toBe(400);
  });
});

describe('masking and reading', () => {
  it('shows support and viewer a masked phone, admin and collections the whole number', async () => {
    const loan = await borrowerWithLoan();
    const made = await create({ phone: loan.local });
    const phoneFor = async (role: string) =>
      ((await call('GET', `/complaints/${made.id}`, role)).body.data as ComplaintDetail).borrower
        .phone;
    expect(await phoneFor('support')).toBe(`${loan.local.slice(0, 2)}•••••${loan.local.slice(-3)}`);
    expect(await phoneFor('viewer')).toBe(`${loan.local.slice(0, 2)}•••••${loan.local.slice(-3)}`);
    expect(await phoneFor('admin')).toBe(loan.local);
    expect(await phoneFor('collections')).toBe(loan.local);
    const items = await listed('status=open', 'viewer');
    expect(items.find((item) => item.id === made.id)?.borrower.phone).toContain('•');
  });

  it('answers 404 for an unknown complaint and 400 for a bad cursor', async () => {
    expect((await call('GET', '/complaints/987654', 'admin')).status).toBe(404);
    expect((await call('GET', '/complaints?cursor=nonsense', 'admin')).status).toBe(400);
  });
});
