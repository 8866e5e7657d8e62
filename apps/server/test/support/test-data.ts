import { CALCULATION_PERIOD_DAYS } from '@saral/contract/constants';
import { OrderState } from '@saral/contract/order-states';
import type { Database, Queryable } from '../../src/db/database';
import { createBankRepository } from '../../src/domains/bank/bank-repository';
import { createContactsService } from '../../src/domains/contacts/contacts-service';
import { createIdentityRepository } from '../../src/domains/identity/identity-repository';
import { outstanding, post } from '../../src/domains/ledger/ledger';
import { disbursalPostings, postCharge } from '../../src/domains/ledger/ledger-postings';
import { dueDateFor } from '../../src/domains/orders/disbursal';
import { createKfsAcceptanceRepository } from '../../src/domains/orders/kfs-acceptance-repository';
import { kfsTermsOf, termsHashOf } from '../../src/domains/orders/kfs-terms';
import { priceOf, storedQuote, type OrderPrice } from '../../src/domains/orders/loan-quote';
import {
  createOrderRepository,
  type LoanOrderRow,
} from '../../src/domains/orders/order-repository';
import { orderNumber } from '../../src/domains/orders/order-writes';
import { applyRepayment } from '../../src/domains/orders/repayment';
import { createPayoutService, queuePayout } from '../../src/domains/payouts/payout-service';
import { createSandboxPayoutProvider } from '../../src/domains/payouts/sandbox-payout-provider';
import type { Clock } from '../../src/shared/clock';
import { createFormRepository } from '../../src/domains/profile-forms/form-repository';
import { createUserRepository } from '../../src/domains/users/user-repository';

/**
 * Test data made the way the server makes it: borrowers through the users, onboarding and bank
 * repositories, orders through the orders module (its insert, the ledger's disbursal postings,
 * the repayment that settles a loan), never with SQL of a test's own.
 */

let counter = 0;
/** A number no other call in this test file got: phones, PANs and accounts stay unique. */
const nextNumber = () => (counter += 1);

export type TestBorrower = { userId: number; phone: string };

/** A borrower who signed up and did nothing else. */
export async function createBorrower(db: Queryable, phone?: string): Promise<TestBorrower> {
  const number = phone ?? `9144${String(nextNumber()).padStart(8, '0')}`;
  const { id } = await createUserRepository(db).findOrCreateByPhone(number);
  return { userId: Number(id), phone: number };
}

export type OnboardingStep = 'basic' | 'work' | 'identity' | 'face' | 'contact';

/**
 * Completes the borrower's onboarding steps (all of them unless `steps` names fewer): forms that
 * pass the default review rules (adult, income above the floor), identity with a PAN of their
 * own, the face check and the urgent contacts.
 */
export async function completeOnboarding(
  db: Database,
  userId: number,
  options: { steps?: readonly OnboardingStep[]; at?: Date } = {},
): Promise<void> {
  const steps = new Set(options.steps ?? ['basic', 'work', 'identity', 'face', 'contact']);
  const at = options.at ?? new Date();
  const forms = createFormRepository(db);
  const answers = { dateOfBirth: '01-01-1990', monthlyIncome: '30000' };
  if (steps.has('basic')) await forms.saveAnswers(userId, 'baseInfo', answers, at);
  if (steps.has('work')) await forms.saveAnswers(userId, 'workInfo', answers, at);
  const number = nextNumber();
  const letters = String.fromCharCode(65 + (number % 26), 65 + (Math.floor(number / 26) % 26));
  await createIdentityRepository(db).update(userId, {
    real_name: 'Test Borrower',
    pan_no: `ABC${letters}${String(number % 10_000).padStart(4, '0')}Z`,
    kyc_method: 'upload',
    kyc_completed_at: steps.has('identity') ? at : null,
    face_completed_at: steps.has('face') ? at : null,
  });
  if (steps.has('contact')) {
    await createContactsService(db).save(userId, {
      oneName: 'a',
      oneMobile: '9000000001',
      oneRelation: 'Father',
      twoName: 'b',
      twoMobile: '9000000002',
      twoRelation: 'brother',
      thirdName: 'c',
      thirdMobile: '9000000003',
      thirdRelation: 'Friends',
    });
  }
}

/** A bank account of the borrower's own (no other borrower shares it); its card id. */
export async function addBankCard(
  db: Queryable,
  userId: number,
  card: { accountNo?: string | undefined; ifsc?: string } = {},
): Promise<number> {
  const accountNo = card.accountNo ?? `50100${String(nextNumber()).padStart(7, '0')}`;
  return createBankRepository(db).insertCard({
    userId,
    ifsc: card.ifsc ?? 'SBIN0000300',
    accountNo,
    accountLookup: `test-lookup-${userId}-${accountNo}`,
    clientId: null,
  });
}

/** A borrower who finished onboarding and bound a bank account. */
export async function createOnboardedBorrower(
  db: Database,
  options: { phone?: string; at?: Date; accountNo?: string } = {},
): Promise<TestBorrower & { cardId: number }> {
  const borrower = await createBorrower(db, options.phone);
  await completeOnboarding(db, borrower.userId, { at: options.at });
  const cardId = await addBankCard(db, borrower.userId, { accountNo: options.accountNo });
  return { ...borrower, cardId };
}

export async function productIdOf(db: Queryable, code = 'saral-quick'): Promise<number> {
  const rows = await db.query<{ id: number }>('SELECT id FROM products WHERE code = $1', [code]);
  if (!rows[0]) throw new Error(`no product ${code}`);
  return Number(rows[0].id);
}

async function productRates(db: Queryable, productId: number) {
  const rows = await db.query<{
    daily_interest_percent: number | string;
    processing_fee_percent: number | string;
  }>('SELECT daily_interest_percent, processing_fee_percent FROM products WHERE id = $1', [
    productId,
  ]);
  const row = rows[0];
  if (!row) throw new Error(`no product ${productId}`);
  return {
    daily_interest_percent: Number(row.daily_interest_percent),
    processing_fee_percent: Number(row.processing_fee_percent),
  };
}

/** States in which the money was paid out. */
const PAID_OUT: readonly number[] = [6, 7, 8, 11];
/** States in which the borrower owes the loan: its disbursal is in the ledger. */
const OWED: readonly number[] = [6, 8, 11];

export type TestOrderOptions = {
  userId: number;
  /** Default Saral Quick (₹1,000–5,000 at 0.05 % a day, 8 % fee). */
  productId?: number;
  productCode?: string;
  /** Default Auditing. A repaid loan is made the real way by createPaidOrder. */
  state?: number;
  /** Default ₹5,000. */
  amountRupees?: number;
  amountPaise?: number;
  /** Other terms than the product's, as an order priced before a rate changed has. */
  terms?: { dailyRatePercent?: number; periodDays?: number; processingFeePercent?: number };
  /** false leaves the price columns empty, as on the demo orders. */
  priced?: boolean;
  bankCardId?: number | null;
  autoMoney?: 0 | 1;
  /** When it was applied for (created and updated); default now. */
  at?: Date;
  /** When the review decided it; default `at` once past Auditing. */
  decidedAt?: Date | null;
  decideAfter?: Date | null;
  kfsAcceptedAt?: Date | null;
  /** Paid-out states: the due date, default `at` in India + the period. */
  dueDate?: string;
  /** Loaned, Overdued, Extension: also write the disbursal postings (default true). */
  disbursed?: boolean;
};

export type TestOrder = {
  orderId: number;
  orderNo: string;
  userId: number;
  productId: number;
  price: OrderPrice | null;
};

/**
 * An order in any state, through the orders module's own insert and, while it is owed, the
 * ledger's disbursal postings. A Settled order made here is a bare row (no history, no ledger);
 * createPaidOrder makes one the way a repayment does.
 */
export async function createOrder(db: Queryable, options: TestOrderOptions): Promise<TestOrder> {
  const state = options.state ?? OrderState.auditing;
  const productId = options.productId ?? (await productIdOf(db, options.productCode));
  const amountPaise = options.amountPaise ?? (options.amountRupees ?? 5_000) * 100;
  const rates = await productRates(db, productId);
  const price =
    options.priced === false
      ? null
      : priceOf({
          amountPaise,
          dailyRatePercent: options.terms?.dailyRatePercent ?? rates.daily_interest_percent,
          periodDays: options.terms?.periodDays ?? CALCULATION_PERIOD_DAYS,
          processingFeePercent: options.terms?.processingFeePercent ?? rates.processing_fee_percent,
        });
  const at = options.at ?? new Date();
  const paidOut = PAID_OUT.includes(state);
  const orderId = await createOrderRepository(db).insert({
    userId: options.userId,
    productId,
    state,
    amountPaise,
    price,
    bankCardId: options.bankCardId,
    autoMoney: options.autoMoney,
    decideAfter: options.decideAfter,
    at,
    decidedAt:
      options.decidedAt !== undefined
        ? options.decidedAt
        : state === OrderState.auditing
          ? null
          : at,
    kfsAcceptedAt: options.kfsAcceptedAt,
    loanDate: paidOut ? at : null,
    dueDate: paidOut
      ? (options.dueDate ?? dueDateFor(at, price?.periodDays ?? CALCULATION_PERIOD_DAYS))
      : null,
  });
  if (orderId === null) throw new Error('test order not inserted');
  if (state === OrderState.pass && options.kfsAcceptedAt) {
    await acceptKfsAsTheServerDoes(db, options.userId, orderId, options.kfsAcceptedAt);
  }
  if (OWED.includes(state) && options.disbursed !== false) {
    const quote = price?.quote ?? {
      principalPaise: amountPaise,
      receivedPaise: amountPaise,
      processingFeePaise: 0,
      gstPaise: 0,
      interestPaise: 0,
    };
    for (const posting of disbursalPostings(quote, `test-payout-${orderId}`, at)) {
      await post(db, { ...posting, orderId });
    }
  }
  return { orderId, orderNo: orderNumber(orderId, at), userId: options.userId, productId, price };
}

/**
 * An approved order's acceptance binds to its terms (kfs-terms): store the statement's termsHash
 * the way POST /order/v1/kfs/accept does, so Get Money finds a valid acceptance.
 */
async function acceptKfsAsTheServerDoes(db: Queryable, userId: number, orderId: number, at: Date) {
  const order = await createOrderRepository(db).findOwn(userId, orderId);
  if (!order) throw new Error('test order not found');
  const terms = kfsTermsOf(order, at);
  const snapshot = { acceptedAt: at.toISOString(), termsHash: termsHashOf(terms), terms };
  const accepted = await createKfsAcceptanceRepository(db).acceptKfs(
    orderId,
    at,
    snapshot,
    storedQuote(order),
  );
  if (!accepted) throw new Error('test order KFS not accepted');
}

/**
 * A loan paid out and then repaid in full: the repayment settles it through the state machine,
 * as a payment webhook does.
 */
export async function createPaidOrder(
  db: Database,
  options: Omit<TestOrderOptions, 'state' | 'disbursed'>,
): Promise<TestOrder> {
  const order = await createOrder(db, { ...options, state: OrderState.loaned });
  const at = options.at ?? new Date();
  await db.transaction(async (tx) => {
    await applyRepayment(
      tx,
      {
        orderId: order.orderId,
        amountPaise: await outstanding(tx, order.orderId),
        reference: `test-repayment-${order.orderId}`,
      },
      { at, log: { warn: () => undefined } },
    );
  });
  return order;
}

/** An order's row as stored, for assertions; numbers as numbers, dates as YYYY-MM-DD. */
export type StoredOrder = Omit<
  LoanOrderRow,
  'product_name' | 'bank_account_no' | 'bank_ifsc' | 'bank_name'
> & {
  bank_card_id: number | null;
  decide_after: Date | null;
  decided_at: Date | null;
  checks: unknown;
  kfs_snapshot: unknown;
  overdue_fee_through: string | null;
  settled_at: Date | null;
};

const STORED_NUMBERS = [
  'id',
  'user_id',
  'product_id',
  'state',
  'loan_amount_paise',
  'bank_card_id',
  'period_days',
  'daily_rate_percent',
  'processing_fee_percent',
  'interest_paise',
  'processing_fee_paise',
  'gst_paise',
  'received_paise',
  'repayment_paise',
  'auto_money',
] as const;

async function storedOrders(db: Queryable, where: string, param: number): Promise<StoredOrder[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT *, due_date::text AS due_date, overdue_fee_through::text AS overdue_fee_through
     FROM orders WHERE ${where} ORDER BY id`,
    [param],
  );
  return rows.map((row) => {
    const copy = { ...row };
    for (const field of STORED_NUMBERS) {
      if (copy[field] !== null && copy[field] !== undefined) copy[field] = Number(copy[field]);
    }
    return copy as StoredOrder;
  });
}

/** The stored row of one order (throws when there is none). */
export async function storedOrder(db: Queryable, orderId: number): Promise<StoredOrder> {
  const [row] = await storedOrders(db, 'id = $1', orderId);
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

/** Every order of a borrower, oldest first. */
export function storedOrdersOf(db: Queryable, userId: number): Promise<StoredOrder[]> {
  return storedOrders(db, 'user_id = $1', userId);
}

/**
 * An order whose payout the bank refused, as the payout worker leaves it: the sandbox provider
 * fails accounts ending in 0000, so the payout is 'failed' and the order Failed (nothing posted).
 */
export async function createFailedPayout(
  db: Database,
  clock: Clock,
  options: { amountRupees?: number } = {},
): Promise<{ orderId: number; payoutId: string; userId: number }> {
  const accountNo = `50100${String(nextNumber()).padStart(3, '0')}0000`;
  const borrower = await createOnboardedBorrower(db, { accountNo });
  const at = clock.now();
  const order = await createOrder(db, {
    userId: borrower.userId,
    state: OrderState.lending,
    amountRupees: options.amountRupees ?? 3_000,
    bankCardId: borrower.cardId,
    at,
  });
  const payoutId = await queuePayout(db, {
    orderId: order.orderId,
    provider: 'sandbox',
    amountPaise: order.price?.quote.receivedPaise ?? (options.amountRupees ?? 3_000) * 100,
    ifsc: 'SBIN0000300',
    accountNo,
    at,
  });
  const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const run = await createPayoutService({
    db,
    clock,
    provider: createSandboxPayoutProvider({ clock, delayMs: 0 }),
    log: silent,
  }).runDuePayouts(at);
  if (!run.failed.includes(order.orderId)) throw new Error('test payout did not fail');
  return { orderId: order.orderId, payoutId, userId: borrower.userId };
}

/** An overdue day's fee on an owed loan, posted as the overdue job posts it. */
export async function chargeOverdueFee(
  db: Queryable,
  orderId: number,
  feePaise: number,
  day = '2026-11-20',
): Promise<void> {
  await postCharge(db, {
    orderId,
    kind: 'overdue_fee',
    amountPaise: feePaise,
    reference: `overdue:${orderId}:${day}`,
  });
}
