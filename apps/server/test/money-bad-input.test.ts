import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Calls } from '@saral/contract/calls';
import { ErrorCode } from '@saral/contract/error-codes';
import { OrderState } from '@saral/contract/order-states';
import { createServicingRepository } from '../src/domains/orders/servicing-repository';
import { addDays, istDay } from '../src/shared/clock';
import { createTestApp, type TestApp } from './support/test-app';
import {
  call,
  newBorrower,
  pricedOrder,
  productIdOf,
  runPayouts,
  type Borrower,
  type Reply,
} from './support/loan-journey';

/**
 * Every money call refuses bad input with a clear message and writes nothing: amounts that are
 * not whole, not positive or not on offer, terms not offered, order ids that do not exist or
 * belong to someone else, ids that are not ids, and an idempotency key replayed with another
 * request. Each refusal is checked against a snapshot of the money tables.
 */

const MONEY_TABLES = [
  'orders',
  'order_transitions',
  'ledger_entries',
  'payouts',
  'payment_links',
  'order_extensions',
];

/** Who and what the cases call with: an approved loan, a paid-out one, and a stranger. */
type Fixtures = {
  owner: Borrower;
  approvedId: number;
  loanedOwner: Borrower;
  loanedId: number;
  /** An extension of the paid-out loan, waiting for its fee. */
  extensionId: number;
  stranger: Borrower;
  quick: number;
};

let t: TestApp;
let f: Fixtures;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await newBorrower(t);
  const approvedId = await pricedOrder(t, owner, { rupees: 2_000 });
  // Another borrower's loan, paid out through Get Money and the payout job.
  const loanedOwner = await newBorrower(t);
  const loanedId = await pricedOrder(t, loanedOwner, { rupees: 3_000 });
  const statement = await call(
    t.app,
    loanedOwner.token,
    'GET',
    `${Calls.kfs.path}?orderId=${loanedId}`,
  );
  await call(t.app, loanedOwner.token, 'POST', Calls.acceptKfs.path, {
    orderId: loanedId,
    termsHash: statement.body.data.termsHash,
  });
  await call(t.app, loanedOwner.token, 'POST', Calls.getMoney.path, { orderId: loanedId });
  await runPayouts(t);
  // Due in two days, so an extension moves it later; then the borrower asks for its price.
  await createServicingRepository(t.db).moveDueDate(loanedId, addDays(istDay(t.clock.now()), 2));
  const extension = await call(
    t.app,
    loanedOwner.token,
    'GET',
    `${Calls.extensionCalc.path}/${loanedId}`,
  );
  f = {
    owner,
    approvedId,
    loanedOwner,
    loanedId,
    extensionId: extension.body.data.extensionId,
    stranger: await newBorrower(t),
    quick: await productIdOf(t.db, 'saral-quick'),
  };
});
afterAll(async () => {
  await t.close();
});

/** Every row of the money tables, as text. */
async function snapshot(): Promise<string> {
  const tables: Record<string, unknown[]> = {};
  for (const table of MONEY_TABLES) {
    tables[table] = await t.db.query(`SELECT * FROM ${table} ORDER BY id`);
  }
  return JSON.stringify(tables);
}

type Case = {
  name: string;
  send: (f: Fixtures) => Promise<Reply>;
  status: number;
  code: number;
  msg: string;
};

const get = (who: Borrower, url: string) => call(t.app, who.token, 'GET', url);
const post = (who: Borrower, url: string, body: unknown) =>
  call(t.app, who.token, 'POST', url, body);

const NOT_FOUND = { status: 404, code: ErrorCode.notFound, msg: 'Order not found' };
const NO_EXTENSION = { status: 404, code: ErrorCode.notFound, msg: 'Extension not found' };
const RUPEES = (field: string) => `The ${field} must be a positive number of rupees`;
const WHOLE = (field: string) => `The ${field} must be a positive whole number`;
const refused = (msg: string, status = 400) => ({ status, code: ErrorCode.failed, msg });

function cases(): Case[] {
  const calculate = (f: Fixtures, query: string) =>
    get(f.owner, `${Calls.calculate.path}?${query}`);
  const applyAs = (f: Fixtures, overrides: object, key?: string) =>
    call(
      t.app,
      f.stranger.token,
      'POST',
      Calls.apply.path,
      {
        cardId: f.stranger.cardId,
        borrowAmount: 2_000,
        periods: 7,
        productId: f.quick,
        checkEmail: 0,
        autoGetMoney: 1,
        autoMoney: 1,
        ...overrides,
      },
      { 'idempotency-key': key ?? `bad-input-${Math.random().toString(36).slice(2)}` },
    );
  const getMoney = (who: Borrower, body: object) => post(who, Calls.getMoney.path, body);
  const accept = (who: Borrower, body: object) => post(who, Calls.acceptKfs.path, body);
  const repay = (who: Borrower, body: object) => post(who, Calls.repay.path, body);
  const extensionCalc = (who: Borrower, id: string | number) =>
    get(who, `${Calls.extensionCalc.path}/${id}`);
  const extension = (path: string, who: Borrower, body: object) => post(who, path, body);
  const action = (f: Fixtures, overrides: object = {}) => ({
    extensionId: f.extensionId,
    orderId: f.loanedId,
    orderRepayId: f.loanedId,
    ...overrides,
  });
  return [
    // calculate
    {
      name: 'calculate ₹2,500.50',
      send: (f) => calculate(f, `amount=2500.5&period=7&productId=${f.quick}`),
      ...refused('Please choose one of the amounts offered'),
    },
    {
      name: 'calculate −₹1,000',
      send: (f) => calculate(f, `amount=-1000&period=7&productId=${f.quick}`),
      ...refused(RUPEES('amount')),
    },
    {
      name: 'calculate ₹0',
      send: (f) => calculate(f, `amount=0&period=7&productId=${f.quick}`),
      ...refused(RUPEES('amount')),
    },
    {
      name: 'calculate amount=abc',
      send: (f) => calculate(f, `amount=abc&period=7&productId=${f.quick}`),
      ...refused(RUPEES('amount')),
    },
    {
      name: 'calculate ₹10 crore',
      send: (f) => calculate(f, `amount=100000000&period=7&productId=${f.quick}`),
      ...refused('Please choose one of the amounts offered'),
    },
    {
      name: 'calculate 30 days',
      send: (f) => calculate(f, `amount=2000&period=30&productId=${f.quick}`),
      ...refused('The loan term is 7 days'),
    },
    {
      name: 'calculate unknown product',
      send: (f) => calculate(f, 'amount=2000&period=7&productId=999999'),
      status: 404,
      code: ErrorCode.notFound,
      msg: 'Product not found',
    },
    // apply
    {
      name: 'apply ₹2,500.50',
      send: (f) => applyAs(f, { borrowAmount: 2500.5 }),
      ...refused('Please choose one of the amounts offered'),
    },
    {
      name: 'apply −₹1,000',
      send: (f) => applyAs(f, { borrowAmount: -1000 }),
      ...refused(RUPEES('borrowAmount')),
    },
    {
      name: 'apply ₹0',
      send: (f) => applyAs(f, { borrowAmount: 0 }),
      ...refused(RUPEES('borrowAmount')),
    },
    {
      name: 'apply ₹10 crore',
      send: (f) => applyAs(f, { borrowAmount: 100_000_000 }),
      ...refused('Please choose one of the amounts offered'),
    },
    {
      name: 'apply amount as text',
      send: (f) => applyAs(f, { borrowAmount: '2000' }),
      ...refused(RUPEES('borrowAmount')),
    },
    {
      name: 'apply 30 days',
      send: (f) => applyAs(f, { periods: 30 }),
      ...refused('The loan term is 7 days'),
    },
    {
      name: 'apply 7.5 days',
      send: (f) => applyAs(f, { periods: 7.5 }),
      ...refused('The periods must be a whole number of days'),
    },
    {
      name: 'apply unknown product',
      send: (f) => applyAs(f, { productId: 999_999 }),
      status: 404,
      code: ErrorCode.notFound,
      msg: 'Product not found',
    },
    {
      name: 'apply to another borrower’s account',
      send: (f) => applyAs(f, { cardId: f.owner.cardId }),
      ...refused('Please Select or Add Bank Account'),
    },
    {
      name: 'apply to an unknown account',
      send: (f) => applyAs(f, { cardId: 999_999 }),
      ...refused('Please Select or Add Bank Account'),
    },
    {
      name: 'apply with a short idempotency key',
      send: (f) => applyAs(f, {}, 'x'),
      ...refused('The idempotency-key header must be 8 to 100 characters'),
    },
    // Get Money
    {
      name: 'Get Money of an unknown order',
      send: (f) => getMoney(f.owner, { orderId: 999_999 }),
      ...NOT_FOUND,
    },
    {
      name: 'Get Money of another borrower’s order',
      send: (f) => getMoney(f.stranger, { orderId: f.approvedId }),
      ...NOT_FOUND,
    },
    {
      name: 'Get Money orderId 0',
      send: (f) => getMoney(f.owner, { orderId: 0 }),
      ...refused(WHOLE('orderId')),
    },
    {
      name: 'Get Money orderId −1',
      send: (f) => getMoney(f.owner, { orderId: -1 }),
      ...refused(WHOLE('orderId')),
    },
    {
      name: 'Get Money orderId 1.5',
      send: (f) => getMoney(f.owner, { orderId: 1.5 }),
      ...refused(WHOLE('orderId')),
    },
    {
      name: 'Get Money orderId text',
      send: (f) => getMoney(f.owner, { orderId: 'x' }),
      ...refused(WHOLE('orderId')),
    },
    {
      name: 'Get Money orderId 2^53',
      send: (f) => getMoney(f.owner, { orderId: 2 ** 53 }),
      ...refused(WHOLE('orderId')),
    },
    {
      name: 'Get Money ₹1,500.50',
      send: (f) => getMoney(f.owner, { orderId: f.approvedId, amount: 1500.5 }),
      ...refused('Please choose one of the amounts offered'),
    },
    {
      name: 'Get Money −₹1,000',
      send: (f) => getMoney(f.owner, { orderId: f.approvedId, amount: -1000 }),
      ...refused(RUPEES('amount')),
    },
    {
      name: 'Get Money ₹0',
      send: (f) => getMoney(f.owner, { orderId: f.approvedId, amount: 0 }),
      ...refused(RUPEES('amount')),
    },
    {
      name: 'Get Money above the approved amount',
      send: (f) => getMoney(f.owner, { orderId: f.approvedId, amount: 3000 }),
      ...refused('Please choose one of the amounts offered'),
    },
    {
      name: 'Get Money ₹10 crore',
      send: (f) => getMoney(f.owner, { orderId: f.approvedId, amount: 100_000_000 }),
      ...refused('Please choose one of the amounts offered'),
    },
    {
      name: 'Get Money before the KFS',
      send: (f) => getMoney(f.owner, { orderId: f.approvedId }),
      ...refused('Please read and accept the Key Fact Statement first'),
    },
    // KFS
    {
      name: 'KFS of an unknown order',
      send: (f) => get(f.owner, `${Calls.kfs.path}?orderId=999999`),
      ...NOT_FOUND,
    },
    {
      name: 'KFS of another borrower’s order',
      send: (f) => get(f.stranger, `${Calls.kfs.path}?orderId=${f.approvedId}`),
      ...NOT_FOUND,
    },
    {
      name: 'accept the KFS of an unknown order',
      send: (f) => accept(f.owner, { orderId: 999_999 }),
      ...NOT_FOUND,
    },
    {
      name: 'accept another borrower’s KFS',
      send: (f) => accept(f.stranger, { orderId: f.approvedId }),
      ...NOT_FOUND,
    },
    {
      name: 'accept orderId −1',
      send: (f) => accept(f.owner, { orderId: -1 }),
      ...refused(WHOLE('orderId')),
    },
    {
      name: 'accept orderId 1.5',
      send: (f) => accept(f.owner, { orderId: 1.5 }),
      ...refused(WHOLE('orderId')),
    },
    {
      name: 'accept a malformed termsHash',
      send: (f) => accept(f.owner, { orderId: f.approvedId, termsHash: 'abc' }),
      ...refused('Please open the Key Fact Statement again'),
    },
    {
      name: 'accept another statement',
      send: (f) => accept(f.owner, { orderId: f.approvedId, termsHash: 'a'.repeat(64) }),
      ...refused(
        'The loan terms have changed: please read and accept the updated Key Fact Statement',
        409,
      ),
    },
    {
      name: 'accept the KFS of a paid-out loan',
      send: (f) => accept(f.loanedOwner, { orderId: f.loanedId }),
      ...refused('This loan can no longer be confirmed'),
    },
    // order detail
    {
      name: 'detail of an unknown order',
      send: (f) => get(f.owner, `${Calls.orderDetail.path}?orderId=999999`),
      ...NOT_FOUND,
    },
    {
      name: 'detail of another borrower’s order',
      send: (f) => get(f.stranger, `${Calls.orderDetail.path}?orderId=${f.loanedId}`),
      ...NOT_FOUND,
    },
    {
      name: 'detail orderId abc',
      send: (f) => get(f.owner, `${Calls.orderDetail.path}?orderId=abc`),
      ...refused(WHOLE('orderId')),
    },
    // repay
    {
      name: 'repay an unknown order',
      send: (f) => repay(f.owner, { orderId: 999_999 }),
      ...NOT_FOUND,
    },
    {
      name: 'repay another borrower’s loan',
      send: (f) => repay(f.stranger, { orderId: f.loanedId }),
      ...NOT_FOUND,
    },
    {
      name: 'repay orderId 0',
      send: (f) => repay(f.owner, { orderId: 0 }),
      ...refused(WHOLE('orderId')),
    },
    {
      name: 'repay orderId 1.5',
      send: (f) => repay(f.owner, { orderId: 1.5 }),
      ...refused(WHOLE('orderId')),
    },
    {
      name: 'repay a loan not paid out',
      send: (f) => repay(f.owner, { orderId: f.approvedId }),
      ...refused('This loan has nothing to repay now'),
    },
    // extensions
    {
      name: 'extension price of an unknown order',
      send: (f) => extensionCalc(f.owner, 999_999),
      ...NOT_FOUND,
    },
    {
      name: 'extension price of another borrower’s loan',
      send: (f) => extensionCalc(f.stranger, f.loanedId),
      ...NOT_FOUND,
    },
    {
      name: 'extension price of order abc',
      send: (f) => extensionCalc(f.owner, 'abc'),
      ...refused(WHOLE('orderId')),
    },
    {
      name: 'extension price of order 0',
      send: (f) => extensionCalc(f.owner, 0),
      ...refused(WHOLE('orderId')),
    },
    {
      name: 'extension price of a loan not paid out',
      send: (f) => extensionCalc(f.owner, f.approvedId),
      ...refused('This loan cannot be extended now'),
    },
    {
      name: 'extension of an unknown extension',
      send: (f) =>
        extension(Calls.applyExtension.path, f.loanedOwner, action(f, { extensionId: 999_999 })),
      ...NO_EXTENSION,
    },
    {
      name: 'extension of another borrower’s loan',
      send: (f) => extension(Calls.applyExtension.path, f.stranger, action(f)),
      ...NO_EXTENSION,
    },
    {
      name: 'extension with mismatched ids',
      send: (f) =>
        extension(
          Calls.applyExtension.path,
          f.loanedOwner,
          action(f, { orderRepayId: f.approvedId }),
        ),
      ...refused('This extension belongs to another order'),
    },
    {
      name: 'extension id 1.5',
      send: (f) =>
        extension(Calls.applyExtension.path, f.loanedOwner, action(f, { extensionId: 1.5 })),
      ...refused(WHOLE('extensionId')),
    },
    {
      name: 'give up an unknown extension',
      send: (f) =>
        extension(Calls.giveUpExtension.path, f.loanedOwner, action(f, { extensionId: 999_999 })),
      ...NO_EXTENSION,
    },
    {
      name: 'give up another borrower’s extension',
      send: (f) => extension(Calls.giveUpExtension.path, f.stranger, action(f)),
      ...NO_EXTENSION,
    },
    {
      name: 'give up orderId −1',
      send: (f) => extension(Calls.giveUpExtension.path, f.loanedOwner, action(f, { orderId: -1 })),
      ...refused(WHOLE('orderId')),
    },
  ];
}

describe('bad input to the money calls', () => {
  it('the fixtures are what the cases assume', async () => {
    const [approved, loaned] = await t.db.query<{ state: number }>(
      'SELECT state FROM orders WHERE id = ANY($1::bigint[]) ORDER BY id',
      [[f.approvedId, f.loanedId]],
    );
    expect([Number(approved?.state), Number(loaned?.state)]).toEqual([
      OrderState.pass,
      OrderState.loaned,
    ]);
    expect(f.extensionId).toEqual(expect.any(Number));
  });

  for (const testCase of cases()) {
    it(`${testCase.name}: refused, nothing written`, async () => {
      const before = await snapshot();
      const reply = await testCase.send(f);
      expect(reply.status).toBe(testCase.status);
      expect(reply.body.code).toBe(testCase.code);
      expect(reply.body.msg).toBe(testCase.msg);
      expect(await snapshot()).toBe(before);
    });
  }
});

describe('an idempotency key stands for one request', () => {
  const KEY_REUSED =
    'This request was already made with different details. Please start a new application.';

  it('the same key and body answer the first order; another body is refused, writing nothing', async () => {
    const who = await newBorrower(t);
    const body = {
      cardId: who.cardId,
      borrowAmount: 2_000,
      periods: 7,
      productId: f.quick,
      checkEmail: 0,
      autoGetMoney: 1,
      autoMoney: 1,
    };
    const key = { 'idempotency-key': 'replayed-key-0001' };
    const first = await call(t.app, who.token, 'POST', Calls.apply.path, body, key);
    expect(first.body.code).toBe(0);
    const before = await snapshot();

    const again = await call(t.app, who.token, 'POST', Calls.apply.path, body, key);
    expect(again.body).toEqual({ code: 0, msg: 'success', data: first.body.data });
    const flex = await productIdOf(t.db, 'saral-flex');
    for (const changed of [{ borrowAmount: 1_000 }, { productId: flex }, { autoMoney: 0 }]) {
      const reply = await call(
        t.app,
        who.token,
        'POST',
        Calls.apply.path,
        { ...body, ...changed },
        key,
      );
      expect(reply, JSON.stringify(changed)).toMatchObject({
        status: 422,
        body: { code: ErrorCode.failed, msg: KEY_REUSED, data: null },
      });
    }
    // Key order and fields the contract does not know do not make another request.
    const reordered = Object.fromEntries([...Object.entries(body).reverse(), ['ignored', 'x']]);
    expect(
      (await call(t.app, who.token, 'POST', Calls.apply.path, reordered, key)).body.data,
    ).toEqual(first.body.data);
    expect(await snapshot()).toBe(before);
  });
});
