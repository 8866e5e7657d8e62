import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Calls, OPERATOR_API_BASE } from '@saral/contract/calls';
import { OPERATOR_TOKEN_HEADER } from '@saral/contract/api/operator';
import { quoteLoan } from '@saral/contract/loan-math';
import { rupeesToPaise } from '@saral/contract/money';
import { OrderState } from '@saral/contract/order-states';
import { DEMO_BORROWERS, PRODUCT_SEED } from '../src/db/seed/catalog-seed';
import { DEV_OPERATORS } from '../src/db/seed/seed-operators';
import { trialBalance } from '../src/domains/ledger/ledger';
import type { StoredPriceColumns } from '../src/domains/orders/loan-quote';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { call, runPayouts } from './support/loan-journey';

/**
 * The demo data a fresh install shows is made of loans the app can carry on: each seeded order
 * is priced with its product's real rates, pays out to the borrower's own account, and goes to
 * its next state through the API (an approval through the review, an approved loan through the
 * KFS, Get Money and the payout).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(async () => {
  await t.close();
});

type SeededOrder = StoredPriceColumns & {
  id: number;
  state: number;
  product_code: string;
  card_owner: number | null;
  user_id: number;
};

async function seededOrderOf(phone: string): Promise<SeededOrder> {
  const rows = await t.db.query<SeededOrder>(
    `SELECT o.id, o.state, p.code AS product_code, o.loan_amount_paise, o.interest_paise,
       o.processing_fee_paise, o.gst_paise, o.received_paise, o.repayment_paise,
       b.user_id AS card_owner, o.user_id
     FROM orders o JOIN users u ON u.id = o.user_id JOIN products p ON p.id = o.product_id
     LEFT JOIN bank_cards b ON b.id = o.bank_card_id
     WHERE u.phone = $1`,
    [phone],
  );
  expect(rows, `${phone} has one seeded order`).toHaveLength(1);
  const row = rows[0] as SeededOrder;
  const numbers = Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      key === 'product_code' || value === null ? value : Number(value),
    ]),
  );
  return numbers as SeededOrder;
}

const tokens = new Map<string, Promise<string>>();
/** One sign-in per demo borrower (a second code within a minute is refused). */
function tokenOf(phone: string): Promise<string> {
  let token = tokens.get(phone);
  if (!token) {
    token = signIn(t.app, phone, `10.8.0.${tokens.size + 1}`);
    tokens.set(phone, token);
  }
  return token;
}

async function reviewerToken(): Promise<string> {
  const reviewer = DEV_OPERATORS.find((operator) => operator.role === 'reviewer');
  const response = await t.app.inject({
    method: 'POST',
    url: `${OPERATOR_API_BASE}/login`,
    payload: { username: reviewer?.username, password: reviewer?.password },
  });
  return response.json().data.token as string;
}

/** The next step of an order in `state`, through the API; the state it reaches. */
const NEXT_STEP: Record<number, (token: string, orderId: number) => Promise<number>> = {
  [OrderState.auditing]: async (token, orderId) => {
    const decided = await t.app.inject({
      method: 'POST',
      url: `${OPERATOR_API_BASE}/applications/${orderId}/approve`,
      headers: { [OPERATOR_TOKEN_HEADER]: await reviewerToken() },
      payload: { reason: 'Demo review' },
    });
    expect(decided.json().code, decided.body).toBe(0);
    const detail = await call(t.app, token, 'GET', `${Calls.orderDetail.path}?orderId=${orderId}`);
    return detail.body.data.orderState;
  },
  [OrderState.pass]: async (token, orderId) => {
    const statement = await call(t.app, token, 'GET', `${Calls.kfs.path}?orderId=${orderId}`);
    expect(statement.body.code, statement.body.msg).toBe(0);
    const accepted = await call(t.app, token, 'POST', Calls.acceptKfs.path, {
      orderId,
      termsHash: statement.body.data.termsHash,
    });
    expect(accepted.body.code, accepted.body.msg).toBe(0);
    const money = await call(t.app, token, 'POST', Calls.getMoney.path, { orderId });
    expect(money.body, money.body.msg).toMatchObject({ code: 0, data: { orderState: 4 } });
    expect((await runPayouts(t)).paid).toEqual([orderId]);
    const detail = await call(t.app, token, 'GET', `${Calls.orderDetail.path}?orderId=${orderId}`);
    expect(detail.body.data.repaymentAmount).toBe(statement.body.data.repaymentAmount);
    return detail.body.data.orderState;
  },
};

const REACHED: Record<number, number> = {
  [OrderState.auditing]: OrderState.pass,
  [OrderState.pass]: OrderState.loaned,
};

describe('seeded demo orders', () => {
  for (const borrower of DEMO_BORROWERS) {
    it(`${borrower.phone}: a ${borrower.order.productCode} order priced with the product’s rates, to its own account`, async () => {
      const order = await seededOrderOf(borrower.phone);
      const product = PRODUCT_SEED.find((item) => item.code === borrower.order.productCode);
      const quote = quoteLoan({
        amountPaise: rupeesToPaise(borrower.order.amountRupees),
        dailyRatePercent: product?.dailyInterestPercent ?? 0,
        processingFeePercent: product?.processingFeePercent ?? 0,
        periodDays: 7,
      });
      expect(order).toMatchObject({
        state: borrower.order.state,
        loan_amount_paise: quote.principalPaise,
        interest_paise: quote.interestPaise,
        processing_fee_paise: quote.processingFeePaise,
        gst_paise: quote.gstPaise,
        received_paise: quote.receivedPaise,
        repayment_paise: quote.repaymentPaise,
        card_owner: order.user_id,
      });
      expect(quote.processingFeePaise).toBeGreaterThan(0);
    });

    it(`${borrower.phone}: the app takes the seeded order to its next state`, async () => {
      const order = await seededOrderOf(borrower.phone);
      const step = NEXT_STEP[order.state];
      expect(step, `a next step for state ${order.state}`).toBeDefined();
      const token = await tokenOf(borrower.phone);
      expect(await step?.(token, order.id)).toBe(REACHED[order.state]);
      expect((await trialBalance(t.db)).balanced).toBe(true);
    });
  }

  it('one active loan: the demo borrower is refused a second one, by name', async () => {
    const token = await tokenOf(DEMO_BORROWERS[0].phone);
    const flex = await t.db.query<{ id: number }>(
      "SELECT id FROM products WHERE code = 'saral-flex'",
    );
    const precheck = await call(
      t.app,
      token,
      'GET',
      `${Calls.precheck.path}?productId=${flex[0]?.id}`,
    );
    expect(precheck.body.data.orderStatus).toBe(2);
    expect(precheck.body.data.activeLoan.productName).toBe('Saral Quick');
  });
});
