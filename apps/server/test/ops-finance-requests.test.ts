import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderState } from '@saral/contract/order-states';
import { outstanding, trialBalance } from '../src/domains/ledger/ledger';
import { moneyOfOrderId } from '../src/domains/orders/order-money';
import { opsCall, opsLogin } from './support/operator-client';
import { chargeOverdueFee, createBorrower, createOrder, storedOrder } from './support/test-data';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Maker-checker in the operator API: manual repayments (bank transfers) and overdue-fee waivers
 * are asked by one finance operator and posted only when a different one approves.
 */

let t: TestApp;
let maker: string;
let checker: string;
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  maker = await opsLogin(t.app, 'finance.demo', 'saral-finance-demo');
  checker = await opsLogin(t.app, 'admin.demo', 'saral-admin-demo');
  viewer = await opsLogin(t.app, 'viewer.demo', 'saral-viewer-demo');
});
afterAll(async () => {
  await t.close();
});

let references = 0;
const nextReference = () => `UTR${Date.now()}${(references += 1)}`;

async function owedLoan(state: number = OrderState.loaned) {
  const { userId } = await createBorrower(t.db);
  const { orderId } = await createOrder(t.db, { userId, state, amountRupees: 3_000 });
  return { orderId, owedPaise: await outstanding(t.db, orderId) };
}

async function paymentPostings(orderId: number): Promise<number> {
  const rows = await t.db.query<{ n: number }>(
    `SELECT count(DISTINCT posting_id)::int AS n FROM ledger_entries
     WHERE order_id = $1 AND kind IN ('payment', 'overdue_fee_waiver')`,
    [orderId],
  );
  return Number(rows[0]?.n);
}

async function askRepayment(body: object) {
  return opsCall(t.app, 'POST', '/finance/manual-repayments', { token: maker, payload: body });
}

describe('manual repayments', () => {
  it('a request posts nothing; a second operator’s approval settles a loan paid in full', async () => {
    const { orderId, owedPaise } = await owedLoan();
    const bankReference = nextReference();
    const asked = await askRepayment({
      orderId,
      amount: owedPaise / 100,
      bankReference,
      receivedOn: '2026-11-20',
    });
    expect(asked.body).toMatchObject({
      code: 0,
      data: { status: 'pending', maker: 'finance.demo', amount: owedPaise / 100, bankReference },
    });
    const id = (asked.body.data as { id: number }).id;
    expect(await paymentPostings(orderId)).toBe(0);

    const pending = await opsCall(t.app, 'GET', '/finance/requests?status=pending', {
      token: viewer,
    });
    expect((pending.body.data as { items: { id: number }[] }).items.map((r) => r.id)).toContain(id);

    const self = await opsCall(t.app, 'POST', `/finance/requests/${id}/approve`, { token: maker });
    expect(self.status).toBe(403);
    expect(self.body.msg).toBe('A second operator must approve');
    expect(await paymentPostings(orderId)).toBe(0);

    const approved = await opsCall(t.app, 'POST', `/finance/requests/${id}/approve`, {
      token: checker,
    });
    expect(approved.body).toMatchObject({
      code: 0,
      data: { status: 'approved', checker: 'admin.demo' },
    });
    expect(await outstanding(t.db, orderId)).toBe(0);
    expect((await storedOrder(t.db, orderId)).state).toBe(OrderState.settled);
    const again = await opsCall(t.app, 'POST', `/finance/requests/${id}/approve`, {
      token: checker,
    });
    expect(again.status).toBe(409);
    expect(await paymentPostings(orderId)).toBe(1);
    expect((await trialBalance(t.db)).balanced).toBe(true);
  });

  it('two approvals at once post once; debits equal credits after', async () => {
    const { orderId, owedPaise } = await owedLoan();
    const asked = await askRepayment({
      orderId,
      amount: 1_000,
      bankReference: nextReference(),
      receivedOn: '2026-11-20',
    });
    const id = (asked.body.data as { id: number }).id;
    const replies = await Promise.all([
      opsCall(t.app, 'POST', `/finance/requests/${id}/approve`, { token: checker }),
      opsCall(t.app, 'POST', `/finance/requests/${id}/approve`, { token: checker }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(await paymentPostings(orderId)).toBe(1);
    expect(await outstanding(t.db, orderId)).toBe(owedPaise - 100_000);
    expect((await storedOrder(t.db, orderId)).state).toBe(OrderState.loaned);
    expect((await trialBalance(t.db)).balanced).toBe(true);
  });

  it('an amount above what is owed at approval time is refused with 409; nothing posted', async () => {
    const { orderId, owedPaise } = await owedLoan();
    const first = await askRepayment({
      orderId,
      amount: owedPaise / 100,
      bankReference: nextReference(),
      receivedOn: '2026-11-20',
    });
    const second = await askRepayment({
      orderId,
      amount: 500,
      bankReference: nextReference(),
      receivedOn: '2026-11-20',
    });
    const [idA, idB] = [first, second].map((reply) => (reply.body.data as { id: number }).id);
    await opsCall(t.app, 'POST', `/finance/requests/${idB}/approve`, { token: checker });
    const late = await opsCall(t.app, 'POST', `/finance/requests/${idA}/approve`, {
      token: checker,
    });
    expect(late.status).toBe(409);
    expect(late.body.msg).toMatch(/is more than the ₹[\d,.]+ owed now; nothing was posted/);
    expect(await paymentPostings(orderId)).toBe(1);
    const list = await opsCall(t.app, 'GET', '/finance/requests?status=pending', { token: maker });
    expect((list.body.data as { items: { id: number }[] }).items.map((r) => r.id)).toContain(idA);
  });

  it('refuses bad input and writes nothing: zero, too much, no reference, a reused one', async () => {
    const { orderId, owedPaise } = await owedLoan();
    const base = { orderId, amount: 100, bankReference: nextReference(), receivedOn: '2026-11-20' };
    const count = async () =>
      Number(
        (
          await t.db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM finance_requests WHERE order_id = $1',
            [orderId],
          )
        )[0]?.n,
      );
    for (const body of [
      { ...base, amount: 0 },
      { ...base, amount: -5 },
      { ...base, amount: 10.001 },
      { ...base, bankReference: undefined },
      { ...base, bankReference: '' },
      { ...base, receivedOn: '20-11-2026' },
      { ...base, receivedOn: '2099-01-01' },
      { ...base, orderId: 'x' },
    ]) {
      const reply = await askRepayment(body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
    }
    const tooMuch = await askRepayment({ ...base, amount: owedPaise / 100 + 1 });
    expect(tooMuch.status).toBe(409);
    expect(await count()).toBe(0);
    expect((await askRepayment(base)).status).toBe(200);
    const reused = await askRepayment({ ...base, bankReference: base.bankReference.toLowerCase() });
    expect(reused.status).toBe(409);
    expect(reused.body.msg).toMatch(/already recorded/);
    expect(await count()).toBe(1);
  });

  it('a rejection needs a reason, posts nothing and frees the bank reference', async () => {
    const { orderId } = await owedLoan();
    const bankReference = nextReference();
    const body = { orderId, amount: 200, bankReference, receivedOn: '2026-11-20' };
    const id = ((await askRepayment(body)).body.data as { id: number }).id;
    const noReason = await opsCall(t.app, 'POST', `/finance/requests/${id}/reject`, {
      token: checker,
      payload: {},
    });
    expect(noReason.status).toBe(400);
    const rejected = await opsCall(t.app, 'POST', `/finance/requests/${id}/reject`, {
      token: checker,
      payload: { reason: 'Amount does not match the statement' },
    });
    expect(rejected.body.data).toMatchObject({ status: 'rejected' });
    expect(await paymentPostings(orderId)).toBe(0);
    const approve = await opsCall(t.app, 'POST', `/finance/requests/${id}/approve`, {
      token: checker,
    });
    expect(approve.status).toBe(409);
    expect((await askRepayment(body)).status).toBe(200);
  });

  it('records each step in the audit log', async () => {
    const { orderId } = await owedLoan();
    const id = (
      (
        await askRepayment({
          orderId,
          amount: 100,
          bankReference: nextReference(),
          receivedOn: '2026-11-20',
        })
      ).body.data as { id: number }
    ).id;
    await opsCall(t.app, 'POST', `/finance/requests/${id}/approve`, { token: checker });
    const rows = await t.db.query<{ action: string; operator_username: string }>(
      `SELECT action, operator_username FROM operator_audit_log
       WHERE entity_type = 'finance-request' AND entity_id = $1 ORDER BY id`,
      [String(id)],
    );
    expect(rows.map((row) => `${row.action} ${row.operator_username}`)).toEqual([
      'finance-request.create finance.demo',
      'finance-request.approve admin.demo',
    ]);
  });
});

describe('overdue-fee waivers', () => {
  async function askWaiver(body: object) {
    return opsCall(t.app, 'POST', '/finance/fee-waivers', { token: maker, payload: body });
  }

  it('waives up to the overdue fees owed (Dr fee income, Cr receivable) after approval', async () => {
    const { orderId, owedPaise } = await owedLoan(OrderState.overdued);
    await chargeOverdueFee(t.db, orderId, 9_000);
    const tooMuch = await askWaiver({ orderId, amount: 90.01, reason: 'Hospital stay' });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.msg).toMatch(/overdue fees owed/);
    expect((await askWaiver({ orderId, amount: 10 })).status).toBe(400);

    const asked = await askWaiver({ orderId, amount: 60, reason: 'Hospital stay' });
    const id = (asked.body.data as { id: number }).id;
    expect(await outstanding(t.db, orderId)).toBe(owedPaise + 9_000);
    const self = await opsCall(t.app, 'POST', `/finance/requests/${id}/approve`, { token: maker });
    expect(self.status).toBe(403);
    const approved = await opsCall(t.app, 'POST', `/finance/requests/${id}/approve`, {
      token: checker,
    });
    expect(approved.body).toMatchObject({ code: 0, data: { status: 'approved' } });
    expect(await outstanding(t.db, orderId)).toBe(owedPaise + 3_000);
    expect((await moneyOfOrderId(t.db, orderId))?.overdueFeePaise).toBe(3_000);
    const [income] = await t.db.query<{ debit: number }>(
      `SELECT COALESCE(sum(amount_paise), 0)::int AS debit FROM ledger_entries
       WHERE order_id = $1 AND account = 'overdue_fee_income' AND side = 'debit'
         AND kind = 'overdue_fee_waiver'`,
      [orderId],
    );
    expect(Number(income?.debit)).toBe(6_000);
    expect((await trialBalance(t.db)).balanced).toBe(true);
  });

  it('settles the loan when the waiver leaves nothing owed', async () => {
    const { orderId, owedPaise } = await owedLoan(OrderState.overdued);
    await chargeOverdueFee(t.db, orderId, 5_000);
    const pay = await askRepayment({
      orderId,
      amount: owedPaise / 100,
      bankReference: nextReference(),
      receivedOn: '2026-11-20',
    });
    await opsCall(
      t.app,
      'POST',
      `/finance/requests/${(pay.body.data as { id: number }).id}/approve`,
      {
        token: checker,
      },
    );
    expect(await outstanding(t.db, orderId)).toBe(5_000);
    const waiver = await askWaiver({ orderId, amount: 50, reason: 'Goodwill' });
    const replies = await Promise.all([
      opsCall(
        t.app,
        'POST',
        `/finance/requests/${(waiver.body.data as { id: number }).id}/approve`,
        {
          token: checker,
        },
      ),
      opsCall(
        t.app,
        'POST',
        `/finance/requests/${(waiver.body.data as { id: number }).id}/approve`,
        {
          token: checker,
        },
      ),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(await outstanding(t.db, orderId)).toBe(0);
    expect((await storedOrder(t.db, orderId)).state).toBe(OrderState.settled);
    expect((await trialBalance(t.db)).balanced).toBe(true);
  });
});
