import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Calls } from '@saral/contract/calls';
import { ErrorCode } from '@saral/contract/error-codes';
import { OrderState } from '@saral/contract/order-states';
import { createSettingsRepository } from '../src/domains/content/settings-repository';
import { createTestApp, type TestApp } from './support/test-app';
import {
  call,
  newBorrower,
  pricedOrder,
  productIdOf,
  secondProcess,
  type Borrower,
} from './support/loan-journey';

/**
 * One loan at a time: an active loan (Auditing, Pass, Lending, Loaned, Overdued or Extension) on
 * any product stops a new application, the precheck says which loan is in the way, and two
 * applies at once on two products (two processes) make one order. Operators may allow more per
 * credit tier, never two on one product.
 */

let t: TestApp;
let quick: number;
let flex: number;
beforeEach(async () => {
  t = await createTestApp();
  quick = await productIdOf(t.db, 'saral-quick');
  flex = await productIdOf(t.db, 'saral-flex');
});
afterEach(async () => {
  await t.close();
});

const applyBody = (who: Borrower, productId: number, amount = 2_000) => ({
  cardId: who.cardId,
  borrowAmount: amount,
  periods: 7,
  productId,
  checkEmail: 0,
  autoGetMoney: 1,
  autoMoney: 1,
});

let keys = 0;
const apply = (app: TestApp['app'], who: Borrower, productId: number) =>
  call(app, who.token, 'POST', Calls.apply.path, applyBody(who, productId), {
    'idempotency-key': `one-loan-${++keys}`,
  });
const precheck = (who: Borrower, productId: number) =>
  call(t.app, who.token, 'GET', `${Calls.precheck.path}?productId=${productId}`);

async function ordersOf(who: Borrower) {
  const rows = await t.db.query<{ id: number; product_id: number; state: number }>(
    'SELECT id, product_id, state FROM orders WHERE user_id = $1 ORDER BY id',
    [who.userId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    productId: Number(row.product_id),
    state: Number(row.state),
  }));
}

async function orderNo(orderId: number): Promise<string> {
  const [row] = await t.db.query<{ order_no: string }>(
    'SELECT order_no FROM orders WHERE id = $1',
    [orderId],
  );
  return row?.order_no ?? '';
}

describe('an active loan blocks a new application on every product', () => {
  it('an extension waiting for its fee (11) blocks the same product and another one', async () => {
    const who = await newBorrower(t);
    const loanId = await pricedOrder(t, who, { state: OrderState.extension });
    const message = `You already have an active loan: Saral Quick, order ${await orderNo(loanId)}. You can apply for another loan once it is closed.`;
    for (const productId of [quick, flex]) {
      expect((await precheck(who, productId)).body.data).toEqual({
        orderStatus: 2,
        rejectStatusVO: null,
        activeLoan: {
          orderId: loanId,
          orderNo: await orderNo(loanId),
          productName: 'Saral Quick',
          message,
        },
      });
      const refused = await apply(t.app, who, productId);
      expect(refused).toMatchObject({
        status: 409,
        body: { code: ErrorCode.failed, msg: message, data: null },
      });
      // The contact step's check says it too, before the borrower fills in their contacts.
      const canApply = await call(
        t.app,
        who.token,
        'GET',
        `${Calls.canApply.path}?productId=${productId}`,
      );
      expect(canApply.body.data).toEqual({ canApply: 0, continueInApp: 0, reason: message });
    }
    expect(await ordersOf(who)).toEqual([
      { id: loanId, productId: quick, state: OrderState.extension },
    ]);
  });

  it('counts Auditing, Pass, Lending, Loaned, Overdued and Extension; not Denied, Failed or Settled', async () => {
    const active = [1, 2, 4, 6, 8, 11];
    for (const state of [...active, OrderState.denied, OrderState.failed, OrderState.settled]) {
      const who = await newBorrower(t);
      await pricedOrder(t, who, { state, productCode: 'saral-flex' });
      const status = (await precheck(who, quick)).body.data.orderStatus;
      if (state === OrderState.denied) {
        expect(status, 'a denial: the re-apply wait, not an active loan').toBe(0);
        continue;
      }
      const expected = active.includes(state) ? 2 : 1;
      expect(status, `state ${state}`).toBe(expected);
      const applied = await apply(t.app, who, quick);
      expect(applied.body.code, `state ${state}: ${applied.body.msg}`).toBe(
        expected === 1 ? 0 : ErrorCode.failed,
      );
    }
  });

  it('a borrower without a loan may apply; the new application then blocks the next', async () => {
    const who = await newBorrower(t);
    expect((await precheck(who, flex)).body.data).toEqual({
      orderStatus: 1,
      rejectStatusVO: null,
      activeLoan: null,
    });
    const first = await apply(t.app, who, quick);
    expect(first.body.code).toBe(0);
    const second = await apply(t.app, who, flex);
    expect(second.body.msg).toContain(
      `Saral Quick, order ${await orderNo(first.body.data.orderId)}`,
    );
  });
});

describe('the operator’s limit per credit tier', () => {
  it('allows a second loan from the tier set, never two on one product', async () => {
    await createSettingsRepository(t.db).set('active_loan_limit', {
      default: 1,
      byTier: { '3': 2 },
    });
    const regular = await newBorrower(t);
    await pricedOrder(t, regular, { state: OrderState.loaned });
    expect((await apply(t.app, regular, flex)).body.code).toBe(ErrorCode.failed);

    const trusted = await newBorrower(t);
    for (let loan = 0; loan < 2; loan += 1) {
      await pricedOrder(t, trusted, { state: OrderState.settled });
    }
    await pricedOrder(t, trusted, { state: OrderState.loaned });
    expect((await apply(t.app, trusted, quick)).body.msg).toContain('Saral Quick');
    const second = await apply(t.app, trusted, flex);
    expect(second.body.code).toBe(0);
    // A third product (Saral Plus, opened for the test): the limit of two is reached.
    await t.db.query("UPDATE products SET is_full = false WHERE code = 'saral-plus'");
    const plus = await productIdOf(t.db, 'saral-plus');
    const third = await call(
      t.app,
      trusted.token,
      'POST',
      Calls.apply.path,
      applyBody(trusted, plus, 5_000),
    );
    expect(third).toMatchObject({ status: 409, body: { code: ErrorCode.failed } });
    expect(third.body.msg).toContain(
      `Saral Flex, order ${await orderNo(second.body.data.orderId)}`,
    );
    expect(
      (await ordersOf(trusted)).filter((order) => order.state !== OrderState.settled),
    ).toHaveLength(2);
  });

  it('an invalid setting falls back to one loan', async () => {
    await createSettingsRepository(t.db).set('active_loan_limit', { default: 0 });
    const who = await newBorrower(t);
    await pricedOrder(t, who, { state: OrderState.auditing });
    expect((await apply(t.app, who, flex)).status).toBe(409);
  });
});

describe('simultaneous applies on two products', () => {
  it('make one order per borrower, on two processes', async () => {
    const other = await secondProcess(t);
    const rounds = t.db.engine === 'postgres' ? 15 : 6;
    try {
      for (let round = 0; round < rounds; round += 1) {
        const who = await newBorrower(t);
        const replies = await Promise.all([
          apply(t.app, who, quick),
          apply(other.app, who, flex),
          apply(t.app, who, flex),
          apply(other.app, who, quick),
        ]);
        const orders = await ordersOf(who);
        expect(orders, `round ${round}`).toHaveLength(1);
        const winner = orders[0];
        expect(replies.filter((reply) => reply.body.code === 0)).toHaveLength(1);
        for (const refused of replies.filter((reply) => reply.body.code !== 0)) {
          expect(refused.status).toBe(409);
          expect(refused.body.msg).toContain(`order ${await orderNo(winner?.id ?? 0)}`);
        }
      }
    } finally {
      await other.close();
    }
  });
});
