import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Calls } from '@saral/contract/calls';
import { ErrorCode } from '@saral/contract/error-codes';
import { OrderState } from '@saral/contract/order-states';
import { AMOUNT_CHANGED, KFS_NOT_ACCEPTED } from '../src/domains/orders/get-money-service';
import { createTestApp, type TestApp } from './support/test-app';
import {
  call,
  newBorrower,
  pricedOrder,
  runPayouts,
  secondProcess,
  type Borrower,
} from './support/loan-journey';

/**
 * The Key Fact Statement's acceptance binds to the exact terms: a re-pricing (a lower amount at
 * Get Money) voids it, a statement read before a re-pricing cannot be accepted, and Get Money
 * pays out only what the accepted statement says, even when the acceptance and the re-pricing
 * race each other on two server processes.
 */

const TERMS_CHANGED =
  'The loan terms have changed: please read and accept the updated Key Fact Statement';
const DAY_SECONDS = 24 * 60 * 60;

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type Snapshot = { loanAmount: number; netDisbursedAmount: number; repaymentAmount: number };

async function orderRow(orderId: number) {
  const [row] = await t.db.query<{
    state: number;
    loan_amount_paise: number;
    received_paise: number;
    repayment_paise: number;
    kfs_accepted_at: Date | null;
    kfs_snapshot: Snapshot | null;
  }>(
    `SELECT state, loan_amount_paise, received_paise, repayment_paise, kfs_accepted_at,
       kfs_snapshot FROM orders WHERE id = $1`,
    [orderId],
  );
  if (!row) throw new Error('no order');
  return {
    ...row,
    state: Number(row.state),
    loan_amount_paise: Number(row.loan_amount_paise),
    received_paise: Number(row.received_paise),
    repayment_paise: Number(row.repayment_paise),
  };
}

async function payoutPaise(orderId: number): Promise<number | null> {
  const [row] = await t.db.query<{ amount_paise: number }>(
    'SELECT amount_paise FROM payouts WHERE order_id = $1',
    [orderId],
  );
  return row ? Number(row.amount_paise) : null;
}

const kfsOf = (app: TestApp['app'], who: Borrower, orderId: number) =>
  call(app, who.token, 'GET', `${Calls.kfs.path}?orderId=${orderId}`);
const accept = (app: TestApp['app'], who: Borrower, orderId: number, termsHash?: string) =>
  call(app, who.token, 'POST', Calls.acceptKfs.path, { orderId, termsHash });
const getMoney = (app: TestApp['app'], who: Borrower, orderId: number, amount?: number) =>
  call(app, who.token, 'POST', Calls.getMoney.path, { orderId, amount });

/**
 * What must hold whatever the interleaving: an acceptance describes the order's terms as they
 * are, and a payout is the amount received of the statement accepted.
 */
async function expectBoundToAcceptedTerms(orderId: number) {
  const row = await orderRow(orderId);
  if (row.kfs_accepted_at !== null) {
    expect(row.kfs_snapshot?.loanAmount, 'accepted amount').toBe(row.loan_amount_paise / 100);
    expect(row.kfs_snapshot?.netDisbursedAmount).toBe(row.received_paise / 100);
    expect(row.kfs_snapshot?.repaymentAmount).toBe(row.repayment_paise / 100);
  }
  const paid = await payoutPaise(orderId);
  if (paid !== null) {
    expect(row.kfs_accepted_at, 'paid out without an acceptance').not.toBeNull();
    expect(paid, 'payout = accepted amount received').toBe(
      (row.kfs_snapshot?.netDisbursedAmount ?? 0) * 100,
    );
  }
  return { row };
}

describe('one statement, one set of terms', () => {
  it('a statement read before a lower amount cannot be accepted; the new one is, and is paid', async () => {
    const who = await newBorrower(t);
    const orderId = await pricedOrder(t, who, { rupees: 2_000 });
    const before = (await kfsOf(t.app, who, orderId)).body.data;
    expect(before).toMatchObject({
      loanAmount: 2_000,
      termsHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    expect((await getMoney(t.app, who, orderId, 1_000)).body.msg).toBe(AMOUNT_CHANGED);
    const stale = await accept(t.app, who, orderId, before.termsHash);
    expect(stale).toMatchObject({
      status: 409,
      body: { code: ErrorCode.failed, msg: TERMS_CHANGED },
    });
    expect((await orderRow(orderId)).kfs_accepted_at).toBeNull();

    const after = (await kfsOf(t.app, who, orderId)).body.data;
    expect(after).toMatchObject({ loanAmount: 1_000, acceptedAt: null });
    expect(after.termsHash).not.toBe(before.termsHash);
    expect((await accept(t.app, who, orderId, after.termsHash)).body.code).toBe(0);
    expect((await getMoney(t.app, who, orderId)).body.data).toEqual({
      orderState: OrderState.lending,
    });
    expect(await payoutPaise(orderId)).toBe(after.netDisbursedAmount * 100);
    await expectBoundToAcceptedTerms(orderId);
  });

  it('Get Money refuses an acceptance of other terms (as the race left it) and asks again', async () => {
    const who = await newBorrower(t);
    const orderId = await pricedOrder(t, who, { rupees: 2_000 });
    expect((await accept(t.app, who, orderId)).body.code).toBe(0);
    const accepted = await orderRow(orderId);
    expect(accepted.kfs_snapshot?.loanAmount).toBe(2_000);
    // The lower amount is priced, then the earlier request's acceptance of ₹2,000 lands.
    await getMoney(t.app, who, orderId, 1_000);
    await t.db.query('UPDATE orders SET kfs_accepted_at = $2, kfs_snapshot = $3 WHERE id = $1', [
      orderId,
      accepted.kfs_accepted_at,
      JSON.stringify(accepted.kfs_snapshot),
    ]);

    const refused = await getMoney(t.app, who, orderId);
    expect(refused).toMatchObject({
      status: 409,
      body: { code: ErrorCode.failed, msg: TERMS_CHANGED },
    });
    expect(await payoutPaise(orderId)).toBeNull();
    const row = await orderRow(orderId);
    expect(row).toMatchObject({
      state: OrderState.pass,
      loan_amount_paise: 100_000,
      kfs_accepted_at: null,
    });
    const detail = await call(
      t.app,
      who.token,
      'GET',
      `${Calls.orderDetail.path}?orderId=${orderId}`,
    );
    expect(detail.body.data).toMatchObject({ loanAmount: 1_000, kfsAcceptedAt: null });
    expect((await getMoney(t.app, who, orderId)).body.msg).toBe(KFS_NOT_ACCEPTED);
  });

  it('an acceptance is for the repayment date it showed: the next day asks again', async () => {
    const who = await newBorrower(t);
    const orderId = await pricedOrder(t, who);
    const today = (await kfsOf(t.app, who, orderId)).body.data;
    expect((await accept(t.app, who, orderId, today.termsHash)).body.code).toBe(0);
    t.clock.advanceSeconds(DAY_SECONDS);

    const tomorrow = (await kfsOf(t.app, who, orderId)).body.data;
    expect(tomorrow.acceptedAt).toBeNull();
    expect(tomorrow.repaymentDate > today.repaymentDate).toBe(true);
    expect((await accept(t.app, who, orderId, today.termsHash)).status).toBe(409);
    expect((await getMoney(t.app, who, orderId)).body.msg).toBe(TERMS_CHANGED);
    expect(await payoutPaise(orderId)).toBeNull();

    expect((await accept(t.app, who, orderId, tomorrow.termsHash)).body.code).toBe(0);
    expect((await getMoney(t.app, who, orderId)).body.data.orderState).toBe(OrderState.lending);
    await runPayouts(t);
    const row = await orderRow(orderId);
    expect(row.state).toBe(OrderState.loaned);
    const [dates] = await t.db.query<{ due_date: string }>(
      'SELECT due_date::text AS due_date FROM orders WHERE id = $1',
      [orderId],
    );
    expect(dates?.due_date).toBe(tomorrow.repaymentDate);
    // Once the money moved, the acceptance it moved on stands, whatever day it is read.
    t.clock.advanceSeconds(DAY_SECONDS);
    const detail = await call(
      t.app,
      who.token,
      'GET',
      `${Calls.orderDetail.path}?orderId=${orderId}`,
    );
    expect(detail.body.data.kfsAcceptedAt).toEqual(expect.any(String));
    expect((await kfsOf(t.app, who, orderId)).body.data.acceptedAt).toEqual(expect.any(String));
  });

  it('accepting the same terms twice keeps the first acceptance', async () => {
    const who = await newBorrower(t);
    const orderId = await pricedOrder(t, who);
    const statement = (await kfsOf(t.app, who, orderId)).body.data;
    const first = await accept(t.app, who, orderId, statement.termsHash);
    t.clock.advanceSeconds(60);
    const second = await accept(t.app, who, orderId, statement.termsHash);
    expect(second.body.data.acceptedAt).toBe(first.body.data.acceptedAt);
  });
});

describe('acceptance racing a lower amount on two processes', () => {
  it('never leaves an acceptance or a payout of terms the order does not have', async () => {
    const other = await secondProcess(t);
    const rounds = t.db.engine === 'postgres' ? 40 : 15;
    try {
      for (let round = 0; round < rounds; round += 1) {
        const who = await newBorrower(t, { onboarded: false });
        const orderId = await pricedOrder(t, who, { rupees: 2_000 });
        const read = (await kfsOf(t.app, who, orderId)).body.data;
        // Process A: the borrower accepts the ₹2,000 statement (every other round without its
        // termsHash, as a caller of the spec's {orderId} would); process B: ₹1,000 at Get Money.
        await Promise.all([
          accept(t.app, who, orderId, round % 2 === 0 ? read.termsHash : undefined),
          getMoney(other.app, who, orderId, 1_000),
        ]);
        const bound = await expectBoundToAcceptedTerms(orderId);
        expect(bound.row.loan_amount_paise).toBe(100_000);
        // Both processes then tap Get Money: money moves only on the accepted terms.
        await Promise.all([getMoney(t.app, who, orderId), getMoney(other.app, who, orderId)]);
        await expectBoundToAcceptedTerms(orderId);
      }
    } finally {
      await other.close();
    }
  });
});
