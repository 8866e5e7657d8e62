import { afterEach, describe, expect, it, vi } from 'vitest';
import { Calls } from '@saral/contract/calls';
import { ErrorCode } from '@saral/contract/envelope';
import { quoteLoan } from '@saral/contract/loan-math';
import { OrderState } from '@saral/contract/order-states';
import { createKfsService } from '../src/domains/orders/loan-service';
import { readLenderDetails } from '../src/domains/orders/lender-settings';
import { trialBalance, outstanding } from '../src/domains/ledger/ledger';
import {
  AMOUNT_CHANGED,
  AMOUNT_NOT_OFFERED,
  KFS_NOT_ACCEPTED,
  createGetMoneyService,
  type GetMoneyService,
} from '../src/domains/orders/get-money-service';
import { moneyRoutes } from '../src/domains/orders/money-routes';
import { transitionsOf } from '../src/domains/orders/order-state-machine';
import {
  createPayoutService,
  findPayoutOfOrder,
  queuePayout,
} from '../src/domains/payouts/payout-service';
import { createSandboxPayoutProvider } from '../src/domains/payouts/sandbox-payout-provider';
import type { Services } from '../src/services';
import { createTestApp, signIn, type TestApp } from './support/test-app';

/**
 * Get Money (POST /order/v1/loan) through app.inject: only from Pass with the KFS accepted,
 * a lower amount re-prices and asks for the KFS again, simultaneous taps queue one payout, and
 * 'Automatically get money?' starts it when the KFS is accepted.
 */

const GET_MONEY = `/api1${Calls.getMoney.path}`;
const silentLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

let t: TestApp;
let open: TestApp | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

/** Until app.ts registers the money routes, the test registers them on its own app. */
async function start() {
  const holder: { money: GetMoneyService | null } = { money: null };
  t = await createTestApp({
    configure: async (app) => {
      if (app.hasRoute({ method: 'POST', url: GET_MONEY })) return;
      const services = {
        get money() {
          return holder.money;
        },
      } as unknown as Services;
      await app.register(moneyRoutes, { prefix: '/api1', services });
    },
  });
  open = t;
  holder.money = createGetMoneyService({
    db: t.db,
    clock: t.clock,
    log: silentLog(),
    queuePayout: (tx, payout) => queuePayout(tx, { ...payout, provider: 'sandbox' }),
  });
}

let counter = 0;

type Borrower = { token: string; userId: number; cardId: number };

async function borrower(accountNo = `50100${String(200_000 + counter)}`): Promise<Borrower> {
  counter += 1;
  const phone = `9179000${String(10_000 + counter).slice(-5)}`;
  const token = await signIn(t.app, phone, `10.2.0.${counter}`);
  const [user] = await t.db.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [phone]);
  const userId = Number(user?.id);
  const [card] = await t.db.query<{ id: number }>(
    `INSERT INTO bank_cards (user_id, ifsc, account_no, account_lookup)
     VALUES ($1, 'SBIN0000300', $2, $3) RETURNING id`,
    [userId, accountNo, `lookup-gm-${userId}`],
  );
  return { token, userId, cardId: Number(card?.id) };
}

const productId = async (code = 'saral-quick') =>
  Number(
    (await t.db.query<{ id: number }>('SELECT id FROM products WHERE code = $1', [code]))[0]?.id,
  );

/** An order as the review leaves it: priced at apply time (₹ amount, quick product's rates). */
async function order(
  who: Borrower,
  options: { state?: number; rupees?: number; kfs?: boolean; autoMoney?: 0 | 1 } = {},
): Promise<number> {
  const quote = quoteLoan({
    amountPaise: (options.rupees ?? 5_000) * 100,
    dailyRatePercent: 0.05,
    periodDays: 7,
    processingFeePercent: 8,
  });
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO orders (user_id, product_id, state, loan_amount_paise, bank_card_id, order_no,
       period_days, daily_rate_percent, processing_fee_percent, interest_paise,
       processing_fee_paise, gst_paise, received_paise, repayment_paise, auto_money,
       kfs_accepted_at, decided_at)
     VALUES ($1, $2, $3, $4, $5, $6, 7, 0.05, 8, $7, $8, $9, $10, $11, $12, $13, $14)
     RETURNING id`,
    [
      who.userId,
      await productId(),
      options.state ?? OrderState.pass,
      quote.principalPaise,
      who.cardId,
      `SRLGM${String(counter).padStart(6, '0')}`,
      quote.interestPaise,
      quote.processingFeePaise,
      quote.gstPaise,
      quote.receivedPaise,
      quote.repaymentPaise,
      options.autoMoney ?? 0,
      options.kfs ? t.clock.now() : null,
      t.clock.now(),
    ],
  );
  const orderId = Number(row?.id);
  // An approved order's acceptance is the real one: bound to the order's terms.
  if (options.kfs && (options.state ?? OrderState.pass) === OrderState.pass) {
    await createKfsService({
      db: t.db,
      now: () => t.clock.now(),
      lender: () => readLenderDetails(t.db),
    }).acceptKeyFactStatement(who.userId, orderId);
  }
  return orderId;
}

function call(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app
    .inject({ method, url, headers: { token }, ...(payload ? { payload } : {}) })
    .then((response) => ({ status: response.statusCode, body: response.json() }));
}
const getMoney = (who: Borrower, payload: object) => call(who.token, 'POST', GET_MONEY, payload);

async function orderRow(orderId: number) {
  const [row] = await t.db.query<{
    state: number;
    loan_amount_paise: number;
    received_paise: number;
    interest_paise: number;
    processing_fee_paise: number;
    gst_paise: number;
    repayment_paise: number;
    kfs_accepted_at: Date | null;
  }>('SELECT * FROM orders WHERE id = $1', [orderId]);
  if (!row) throw new Error('no order');
  return {
    ...row,
    state: Number(row.state),
    loan_amount_paise: Number(row.loan_amount_paise),
    received_paise: Number(row.received_paise),
    interest_paise: Number(row.interest_paise),
    processing_fee_paise: Number(row.processing_fee_paise),
    gst_paise: Number(row.gst_paise),
    repayment_paise: Number(row.repayment_paise),
  };
}

const payoutCount = async (orderId: number) =>
  Number(
    (
      await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM payouts WHERE order_id = $1',
        [orderId],
      )
    )[0]?.n,
  );

describe('Get Money', () => {
  it('needs the KFS accepted; then moves to Lending and queues the payout, once', async () => {
    await start();
    const who = await borrower('50100777777');
    const orderId = await order(who);
    const early = await getMoney(who, { orderId });
    expect(early.body).toMatchObject({ code: ErrorCode.failed, msg: KFS_NOT_ACCEPTED });
    expect((await orderRow(orderId)).state).toBe(OrderState.pass);
    expect(await payoutCount(orderId)).toBe(0);

    const accepted = await call(who.token, 'POST', `/api1${Calls.acceptKfs.path}`, { orderId });
    expect(accepted.body.code).toBe(0);
    const tapped = await getMoney(who, { orderId });
    expect(tapped.body).toEqual({
      code: 0,
      msg: 'success',
      data: { orderState: OrderState.lending },
    });
    expect((await orderRow(orderId)).state).toBe(OrderState.lending);
    const payout = await findPayoutOfOrder(t.db, orderId);
    expect(payout).toMatchObject({
      status: 'pending',
      provider: 'sandbox',
      amount_paise: 452_800,
      ifsc: 'SBIN0000300',
      account_no: '50100777777',
      attempts: 0,
    });
    expect(payout?.next_attempt_at.getTime()).toBe(t.clock.now().getTime());
    expect(await transitionsOf(t.db, orderId)).toEqual([
      { from: 2, to: 4, actor: `user:${who.userId}`, reason: 'Get Money', at: t.clock.now() },
    ]);

    // Tapping again answers where the order is and moves nothing.
    const again = await getMoney(who, { orderId });
    expect(again.body).toMatchObject({ code: 0, data: { orderState: OrderState.lending } });
    expect(await payoutCount(orderId)).toBe(1);
    expect(await transitionsOf(t.db, orderId)).toHaveLength(1);
  });

  it('five simultaneous taps queue one payout and one move', async () => {
    await start();
    const who = await borrower();
    const orderId = await order(who, { kfs: true });
    const replies = await Promise.all(Array.from({ length: 5 }, () => getMoney(who, { orderId })));
    for (const reply of replies) {
      expect(reply.body).toMatchObject({ code: 0, data: { orderState: OrderState.lending } });
    }
    expect(await payoutCount(orderId)).toBe(1);
    expect(await transitionsOf(t.db, orderId)).toHaveLength(1);
  });

  it('a lower amount from canChooseAmount re-prices the order and asks for the KFS again', async () => {
    await start();
    const who = await borrower();
    const orderId = await order(who, { kfs: true });
    const detail = await call(
      who.token,
      'GET',
      `/api1${Calls.orderDetail.path}?orderId=${orderId}`,
    );
    expect(detail.body.data.canChooseAmount).toEqual([1000, 2000, 3000, 4000, 5000]);

    const lower = await getMoney(who, { orderId, amount: 3000 });
    expect(lower.body).toMatchObject({ code: ErrorCode.failed, msg: AMOUNT_CHANGED });
    const quote = quoteLoan({
      amountPaise: 300_000,
      dailyRatePercent: 0.05,
      periodDays: 7,
      processingFeePercent: 8,
    });
    expect(await orderRow(orderId)).toMatchObject({
      state: OrderState.pass,
      loan_amount_paise: quote.principalPaise,
      received_paise: quote.receivedPaise,
      interest_paise: quote.interestPaise,
      processing_fee_paise: quote.processingFeePaise,
      gst_paise: quote.gstPaise,
      repayment_paise: quote.repaymentPaise,
      kfs_accepted_at: null,
    });
    expect(await payoutCount(orderId)).toBe(0);
    const kfs = await call(who.token, 'GET', `/api1${Calls.kfs.path}?orderId=${orderId}`);
    expect(kfs.body.data).toMatchObject({ loanAmount: 3000, acceptedAt: null });

    expect((await getMoney(who, { orderId })).body.msg).toBe(KFS_NOT_ACCEPTED);
    await call(who.token, 'POST', `/api1${Calls.acceptKfs.path}`, { orderId });
    // The same amount again is no change.
    const tapped = await getMoney(who, { orderId, amount: 3000 });
    expect(tapped.body).toMatchObject({ code: 0, data: { orderState: OrderState.lending } });
    expect((await findPayoutOfOrder(t.db, orderId))?.amount_paise).toBe(quote.receivedPaise);
  });

  it('refuses amounts that are not offered and changes nothing', async () => {
    await start();
    const who = await borrower();
    const orderId = await order(who, { rupees: 3000, kfs: true });
    for (const amount of [5000, 2500, 1000.5]) {
      const reply = await getMoney(who, { orderId, amount });
      expect(reply.body, String(amount)).toMatchObject({
        code: ErrorCode.failed,
        msg: AMOUNT_NOT_OFFERED,
      });
    }
    const row = await orderRow(orderId);
    expect(row.loan_amount_paise).toBe(300_000);
    expect(row.kfs_accepted_at).not.toBeNull();
    const invalid = await getMoney(who, { orderId, amount: -5 });
    expect(invalid.body.code).toBe(ErrorCode.failed);
  });

  it('answers by state, never moves another borrower’s order, and needs a session', async () => {
    await start();
    const messages: [number, string][] = [
      [OrderState.auditing, 'Your application is still under review'],
      [OrderState.denied, 'This application was denied'],
      [OrderState.failed, 'The payout of this loan failed. Please apply again'],
    ];
    for (const [state, msg] of messages) {
      const who = await borrower();
      const orderId = await order(who, { state, kfs: true });
      expect((await getMoney(who, { orderId })).body).toMatchObject({
        code: ErrorCode.failed,
        msg,
      });
      expect((await orderRow(orderId)).state).toBe(state);
    }
    const owner = await borrower();
    const stranger = await borrower();
    const orderId = await order(owner, { kfs: true });
    expect((await getMoney(stranger, { orderId })).body.code).toBe(ErrorCode.notFound);
    expect((await orderRow(orderId)).state).toBe(OrderState.pass);
    const anonymous = await t.app.inject({ method: 'POST', url: GET_MONEY, payload: { orderId } });
    expect(anonymous.json().code).toBe(ErrorCode.sessionInvalid);
  });

  it('is followed by the payout: Loaned, with the loan owed in the ledger', async () => {
    await start();
    const who = await borrower();
    const orderId = await order(who, { kfs: true });
    await getMoney(who, { orderId });
    const payouts = createPayoutService({
      db: t.db,
      clock: t.clock,
      provider: createSandboxPayoutProvider({ clock: t.clock, delayMs: 0 }),
      log: silentLog(),
    });
    expect((await payouts.runDuePayouts()).paid).toEqual([orderId]);
    const detail = await call(
      who.token,
      'GET',
      `/api1${Calls.orderDetail.path}?orderId=${orderId}`,
    );
    expect(detail.body.data.orderState).toBe(OrderState.loaned);
    expect(await outstanding(t.db, orderId)).toBe(501_750);
    expect((await trialBalance(t.db)).balanced).toBe(true);
  });
});

describe('Automatically get money', () => {
  async function services() {
    const log = silentLog();
    const money = createGetMoneyService({
      db: t.db,
      clock: t.clock,
      log,
      queuePayout: (tx, payout) => queuePayout(tx, { ...payout, provider: 'sandbox' }),
    });
    const loans = createKfsService({
      db: t.db,
      now: () => t.clock.now(),
      lender: () => readLenderDetails(t.db),
      autoGetMoney: money.automatic,
    });
    return { loans, log };
  }

  it('starts Get Money when the KFS is accepted, only when the borrower asked for it', async () => {
    await start();
    const { loans } = await services();
    const auto = await borrower();
    const autoOrder = await order(auto, { autoMoney: 1 });
    // Approval alone moves no money: the KFS comes first.
    expect((await orderRow(autoOrder)).state).toBe(OrderState.pass);
    await loans.acceptKeyFactStatement(auto.userId, autoOrder);
    expect((await orderRow(autoOrder)).state).toBe(OrderState.lending);
    expect(await payoutCount(autoOrder)).toBe(1);
    expect((await transitionsOf(t.db, autoOrder))[0]?.actor).toBe('auto-money');

    const manual = await borrower();
    const manualOrder = await order(manual, { autoMoney: 0 });
    await loans.acceptKeyFactStatement(manual.userId, manualOrder);
    expect((await orderRow(manualOrder)).state).toBe(OrderState.pass);
    expect(await payoutCount(manualOrder)).toBe(0);
  });

  it('an automatic Get Money that cannot start leaves the acceptance standing', async () => {
    await start();
    const { loans, log } = await services();
    const who = await borrower();
    const orderId = await order(who, { autoMoney: 1 });
    await t.db.query('UPDATE orders SET bank_card_id = NULL WHERE id = $1', [orderId]);
    const accepted = await loans.acceptKeyFactStatement(who.userId, orderId);
    expect(accepted.acceptedAt).toBe(t.clock.now().toISOString());
    expect((await orderRow(orderId)).state).toBe(OrderState.pass);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ orderId }),
      'automatic Get Money did not start',
    );
  });
});
