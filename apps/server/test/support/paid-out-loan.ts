import { OrderState } from '@saral/contract/order-states';
import { createProductRepository } from '../../src/domains/catalog/product-repository';
import { trialBalance } from '../../src/domains/ledger/ledger';
import { recordPaidOut } from '../../src/domains/orders/disbursal';
import { priceOnProduct } from '../../src/domains/orders/loan-quote';
import { createOrderRepository } from '../../src/domains/orders/order-repository';
import { signIn, type TestApp } from './test-app';

/**
 * Borrowers with a loan paid out through the orders module's own payout step (Lending → Loaned
 * with the disbursal postings, the loan date and a due date 7 days on), for the tests of what a
 * borrower may do with a running loan: extensions, the cooling-off exit, credit limits.
 */

let borrowers = 0;

export type Borrower = { token: string; userId: number };

/** A signed-in borrower with a phone and an IP no other borrower of the run uses. */
export async function newBorrower(t: TestApp): Promise<Borrower> {
  borrowers += 1;
  const phone = `9191700${String(borrowers).padStart(5, '0')}`;
  const token = await signIn(
    t.app,
    phone,
    `10.12.${Math.floor(borrowers / 250)}.${borrowers % 250}`,
  );
  const [user] = await t.db.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [phone]);
  return { token, userId: Number(user?.id) };
}

export async function productIdOf(t: TestApp, code: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>('SELECT id FROM products WHERE code = $1', [code]);
  return Number(row?.id);
}

/**
 * A ₹`rupees` Saral Quick loan (0.05 % a day, 8 % fee) of `borrower` paid out now (the test
 * clock): due in 7 days, owing principal + 7 days' interest.
 */
export async function paidOutLoan(t: TestApp, borrower: Borrower, rupees = 5_000) {
  const productId = await productIdOf(t, 'saral-quick');
  const product = await createProductRepository(t.db).findActive(productId);
  if (!product) throw new Error('no Saral Quick');
  const price = priceOnProduct(product, rupees * 100);
  const now = t.clock.now();
  const orderId = await createOrderRepository(t.db).insert({
    userId: borrower.userId,
    productId,
    state: OrderState.lending,
    amountPaise: price.quote.principalPaise,
    price,
    at: now,
    decidedAt: now,
    kfsAcceptedAt: now,
  });
  if (orderId === null) throw new Error('order not inserted');
  await t.db.transaction((tx) =>
    recordPaidOut(tx, {
      orderId,
      payoutId: `test-payout-${orderId}`,
      paidPaise: price.quote.receivedPaise,
      actor: 'payout:test',
      reason: 'paid',
      at: now,
    }),
  );
  return { orderId, quote: price.quote };
}

/** Calls the borrower API with the session token; answers the HTTP status and the envelope. */
export async function callApi(
  t: TestApp,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { token },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

/** Pays a sandbox checkout link (the whole amount unless `amount` rupees is given). */
export async function payCheckout(t: TestApp, paymentUrl: string, amount = '') {
  const paid = await t.app.inject({
    method: 'POST',
    url: `${paymentUrl}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ method: 'upi', upiId: 'borrower@upi', amount }).toString(),
  });
  if (paid.statusCode !== 303)
    throw new Error(`checkout answered ${paid.statusCode}: ${paid.body}`);
}

/** Σ debits = Σ credits overall and within every posting. */
export async function booksBalance(t: TestApp): Promise<boolean> {
  const books = await trialBalance(t.db);
  return books.balanced && books.unbalancedPostings.length === 0;
}

/** The order's state and due date (YYYY-MM-DD). */
export async function orderStateAndDue(t: TestApp, orderId: number) {
  const [row] = await t.db.query<{ state: number; due_date: string | null }>(
    "SELECT state, to_char(due_date, 'YYYY-MM-DD') AS due_date FROM orders WHERE id = $1",
    [orderId],
  );
  return { state: Number(row?.state), dueDate: row?.due_date ?? null };
}
