import { afterEach, describe, expect, it, vi } from 'vitest';
import { Calls } from '@saral/contract/calls';
import { ErrorCode } from '@saral/contract/error-codes';
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
} from '../src/domains/orders/get-money-service';
import { transitionsOf } from '../src/domains/orders/order-state-machine';
import { createPayoutService, queuePayout } from '../src/domains/payouts/payout-service';
import { findPayoutOfOrder } from '../src/domains/payouts/payout-rows';
import { createSandboxPayoutProvider } from '../src/domains/payouts/sandbox-payout-provider';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { addBankCard, createBorrower, createOrder, storedOrder } from './support/test-data';

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

async function start() {
  t = await createTestApp();
  open = t;
}

let counter = 0;

type Borrower = { token: string; userId: number; cardId: number };

async function borrower(accountNo?: string): Promise<Borrower> {
  counter += 1;
  const phone = `9179000${String(10_000 + counter).slice(-5)}`;
  const token = await signIn(t.app, phone, `10.2.0.${counter}`);
  const { userId } = await createBorrower(t.db, phone);
  return { token, userId, cardId: await addBankCard(t.db, userId, { accountNo }) };
}

/** An order as the review leaves it: priced at apply time (₹ amount, quick product's rates). */
async function order(
  who: Borrower,
  options: {
    state?: number;
    rupees?: number;
    kfs?: boolean;
    autoMoney?: 0 | 1;
    withoutBankAccount?: boolean;
  } = {},
): Promise<number> {
  const { orderId } = await createOrder(t.db, {
    userId: who.userId,
    state: options.state ?? OrderState.pass,
    amountRupees: options.rupees ?? 5_000,
    bankCardId: options.withoutBankAccount ? null : who.cardId,
    autoMoney: options.autoMoney ?? 0,
    at: t.clock.now(),
    kfsAcceptedAt: options.kfs ? t.clock.now() : null,
  });
  return orderId;
}

function call(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app
    .inject({ method, url, headers: { token }, ...(payload ? { payload } : {}) })
    .then((response) => ({ status: response.statusCode, body: response.json() }));
}
const getMoney = (who: Borrower, payload: object) => call(who.token, 'POST', GET_MONEY, payload);

async function orderRow(orderId: number) {
  return storedOrder(t.db, orderId);
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
    const orderId = await order(who, { autoMoney: 1, withoutBankAccount: true });
    const accepted = await loans.acceptKeyFactStatement(who.userId, orderId);
    expect(accepted.acceptedAt).toBe(t.clock.now().toISOString());
    expect((await orderRow(orderId)).state).toBe(OrderState.pass);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ orderId }),
      'automatic Get Money did not start',
    );
  });
});
