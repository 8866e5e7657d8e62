import type {
  ApplyBody,
  Calculation,
  KeyFactStatement,
  LoanOffer,
  OrderDetail,
  OrderListItem,
} from '@saral/contract/api/loan';
import { PrecheckStatus } from '@saral/contract/api/loan';
import { CALCULATION_PERIOD_DAYS } from '@saral/contract/constants';
import { ErrorCode } from '@saral/contract/envelope';
import {
  amountsWithinTier,
  annualPercentageRate,
  quoteLoan,
  tierForLoanNumber,
  type LoanQuote,
} from '@saral/contract/loan-math';
import { paiseToRupees, rupeesToPaise } from '@saral/contract/money';
import { ACTIVE_ORDER_STATES, OrderState } from '@saral/contract/order-states';
import type { Database } from '../../db/database';
import { AppError, failed, notFound } from '../../shared/app-error';
import { createProductRepository, type ProductRow } from '../catalog/product-repository';
import { createLoanRepository, type LoanOrderRow } from './loan-repository';
import { buildKeyFactStatement, type LenderDetails } from './key-fact-statement';
import { outstanding } from '../ledger/ledger';
import { extensionStateOf } from '../extensions/extension-service';
import { overdueFeesOwedPaise } from '../overdue/overdue-service';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** How a product's applications are reviewed and where its borrowers finish (review rules). */
export type ProductReviewSettings = {
  mode: 'automatic' | 'manual';
  autoDelaySeconds: number;
  reapplyWaitDays: number;
  /** Applications of this product continue in the native app: the web gets code -107. */
  continueInApp: boolean;
};

type LoanDeps = {
  db: Database;
  now: () => Date;
  /** Every onboarding step done (auth config flags all 1). */
  onboardingComplete: (userId: number) => Promise<boolean>;
  reviewSettings: (productId: number) => Promise<ProductReviewSettings>;
  lender: () => Promise<LenderDetails>;
  /** 'Automatically get money?' was on: starts Get Money once the KFS is accepted. */
  autoGetMoney?: (userId: number, orderId: number) => Promise<void>;
};

/**
 * Applying for a loan: what the borrower may borrow (credit tier), the price (contract loan
 * math, integer paise), the precheck, the idempotent apply, the order detail and the Key Fact
 * Statement with its acceptance.
 */
export function createLoanService(deps: LoanDeps) {
  const { db } = deps;
  const products = createProductRepository(db);
  const orders = createLoanRepository(db);

  async function activeProduct(productId: number): Promise<ProductRow> {
    const product = await products.findActive(productId);
    if (!product) throw notFound('Product');
    return product;
  }

  /** The borrower's next loan is their nth: repaid loans + 1. */
  async function loanNumber(userId: number): Promise<number> {
    return (await orders.countInState(userId, OrderState.settled)) + 1;
  }

  function priceOf(product: ProductRow, amountPaise: number): LoanQuote {
    return quoteLoan({
      amountPaise,
      dailyRatePercent: product.daily_interest_percent,
      periodDays: CALCULATION_PERIOD_DAYS,
      processingFeePercent: product.processing_fee_percent,
    });
  }

  async function offer(userId: number, productId: number): Promise<LoanOffer> {
    const product = await activeProduct(productId);
    const number = await loanNumber(userId);
    const tier = tierForLoanNumber(number);
    return {
      productId,
      amountList: amountsWithinTier(product.amount_list_paise.map(paiseToRupees), number),
      loanNumber: number,
      tier: { loans: tier.loans, minRupees: tier.minRupees, maxRupees: tier.maxRupees },
      period: CALCULATION_PERIOD_DAYS,
      interestRate: product.daily_interest_percent,
    };
  }

  /** Days and hours left of the re-apply wait after a denial, or null when there is none. */
  async function denialWait(userId: number, productId: number) {
    const settings = await deps.reviewSettings(productId);
    const waitMs = settings.reapplyWaitDays * DAY_MS;
    const now = deps.now().getTime();
    const deniedAt = await orders.lastDenialSince(
      userId,
      OrderState.denied,
      new Date(now - waitMs),
    );
    if (!deniedAt) return null;
    const leftMs = deniedAt.getTime() + waitMs - now;
    const hours = Math.ceil(leftMs / HOUR_MS);
    return { day: Math.floor(hours / 24), hour: hours % 24 };
  }

  return {
    offer,

    async calculate(userId: number, productId: number, amountRupees: number): Promise<Calculation> {
      const product = await activeProduct(productId);
      const allowed = (await offer(userId, productId)).amountList;
      if (!allowed.includes(amountRupees)) throw failed('Please choose one of the amounts offered');
      const quote = priceOf(product, rupeesToPaise(amountRupees));
      return {
        repaymentAmount: paiseToRupees(quote.repaymentPaise),
        serviceFee: paiseToRupees(quote.processingFeePaise),
        gstFee: paiseToRupees(quote.gstPaise),
        interest: paiseToRupees(quote.interestPaise),
        arriveAmount: paiseToRupees(quote.receivedPaise),
        interestRate: product.daily_interest_percent,
        apr: annualPercentageRate(quote, CALCULATION_PERIOD_DAYS),
      };
    },

    async precheck(userId: number, productId: number) {
      await activeProduct(productId);
      const wait = await denialWait(userId, productId);
      if (wait) return { orderStatus: PrecheckStatus.denied, rejectStatusVO: wait };
      const active = await orders.activeOrderFor(userId, productId, ACTIVE_ORDER_STATES);
      return {
        orderStatus: active === null ? PrecheckStatus.ok : PrecheckStatus.activeOrder,
        rejectStatusVO: null,
      };
    },

    /**
     * Records an application once per idempotency key. Throws AppError -107 (with the order id)
     * when the product continues in the native app and the borrower is on the plain web.
     */
    async apply(
      userId: number,
      body: ApplyBody,
      context: { idempotencyKey: string | null; inNativeApp: boolean },
    ): Promise<{ orderId: number }> {
      const product = await activeProduct(body.productId);
      const settings = await deps.reviewSettings(body.productId);
      const respond = (orderId: number) => {
        if (settings.continueInApp && !context.inNativeApp) {
          throw new AppError(
            ErrorCode.continueInApp,
            'Your application is submitted. Please continue in the Saral app.',
            200,
            { orderId },
          );
        }
        return { orderId };
      };

      if (context.idempotencyKey) {
        const existing = await orders.findByIdempotencyKey(userId, context.idempotencyKey);
        if (existing !== null) return respond(existing);
      }
      if (product.is_full) throw failed(`${product.name} is fully booked today`);
      if (!(await deps.onboardingComplete(userId))) {
        throw failed('Please complete your verification before applying');
      }
      if (!(await orders.ownsBankCard(userId, body.cardId))) {
        throw failed('Please Select or Add Bank Account');
      }
      const wait = await denialWait(userId, body.productId);
      if (wait) {
        throw failed(`You can apply again in ${wait.day} days ${wait.hour} hours`);
      }
      const allowed = (await offer(userId, body.productId)).amountList;
      if (!allowed.includes(body.borrowAmount)) {
        throw failed('Please choose one of the amounts offered');
      }

      const now = deps.now();
      const quote = priceOf(product, rupeesToPaise(body.borrowAmount));
      let orderId: number | null;
      try {
        orderId = await orders.insertApplication(
          {
            userId,
            productId: body.productId,
            bankCardId: body.cardId,
            idempotencyKey: context.idempotencyKey,
            amountPaise: quote.principalPaise,
            periodDays: CALCULATION_PERIOD_DAYS,
            dailyRatePercent: product.daily_interest_percent,
            processingFeePercent: product.processing_fee_percent,
            interestPaise: quote.interestPaise,
            processingFeePaise: quote.processingFeePaise,
            gstPaise: quote.gstPaise,
            receivedPaise: quote.receivedPaise,
            repaymentPaise: quote.repaymentPaise,
            autoMoney: body.autoMoney,
            decideAfter:
              settings.mode === 'automatic'
                ? new Date(now.getTime() + settings.autoDelaySeconds * 1000)
                : null,
            now,
          },
          OrderState.auditing,
        );
      } catch (error) {
        // The one-active-order-per-product index: another apply won the race.
        if ((error as { code?: string }).code === '23505') {
          throw failed('You already have a loan in progress for this product');
        }
        throw error;
      }
      if (orderId === null && context.idempotencyKey) {
        // The same key arrived twice at once: answer with the order the other request made.
        orderId = await orders.findByIdempotencyKey(userId, context.idempotencyKey);
      }
      if (orderId === null) throw failed('Your application could not be saved, please try again');
      return respond(orderId);
    },

    /** The borrower's orders, newest first (the last 100). */
    async list(userId: number): Promise<OrderListItem[]> {
      return (await orders.listOwn(userId)).map((order) => ({
        orderId: order.id,
        orderState: order.state,
        productName: order.product_name,
        productId: order.product_id,
        loanAmount: paiseToRupees(order.loan_amount_paise),
        arriveAmount: paiseToRupees(order.received_paise ?? order.loan_amount_paise),
        repaymentAmount: paiseToRupees(order.repayment_paise ?? order.loan_amount_paise),
      }));
    },

    /**
     * `appAuditRefresh`: the audit screen's refresh in a native-app session, which is told 10
     * (review done) once the review approved the order, so the app takes over from there.
     */
    async detail(
      userId: number,
      orderId: number,
      options: { appAuditRefresh?: boolean } = {},
    ): Promise<OrderDetail> {
      const order = await orders.findOwn(userId, orderId);
      if (!order) throw notFound('Order');
      // Once paid out, what is due comes from the ledger (payments and charges included).
      const owedPaise = LEDGER_STATES.includes(order.state)
        ? await outstanding(db, order.id)
        : null;
      const extras = {
        overdueFeePaise: LEDGER_STATES.includes(order.state)
          ? await overdueFeesOwedPaise(db, order.id)
          : 0,
        extensionState: await extensionStateOf(db, order),
      };
      const detail = toDetail(
        order,
        await offer(userId, order.product_id).catch(() => null),
        owedPaise,
        deps.now(),
        extras,
      );
      return options.appAuditRefresh && APPROVED_STATES.includes(order.state)
        ? { ...detail, orderState: OrderState.reviewComplete }
        : detail;
    },

    async keyFactStatement(userId: number, orderId: number): Promise<KeyFactStatement> {
      const order = await orders.findOwn(userId, orderId);
      if (!order) throw notFound('Order');
      if (order.state === OrderState.auditing || order.state === OrderState.denied) {
        throw failed('The Key Fact Statement is ready once your application is approved');
      }
      return buildKeyFactStatement(order, await deps.lender(), deps.now());
    },

    async acceptKeyFactStatement(userId: number, orderId: number) {
      const order = await orders.findOwn(userId, orderId);
      if (!order) throw notFound('Order');
      const statement = buildKeyFactStatement(order, await deps.lender(), deps.now());
      const acceptedAt = await orders.acceptKfs(orderId, deps.now(), statement, OrderState.pass);
      if (!acceptedAt) throw failed('This loan can no longer be confirmed');
      // RBI: money only after the KFS is accepted, so automatic disbursal waits for this moment.
      if (order.auto_money === 1) await deps.autoGetMoney?.(userId, orderId);
      return { acceptedAt: acceptedAt.toISOString() };
    },
  };
}

export type LoanService = ReturnType<typeof createLoanService>;

/** States an order reaches only after the review approved it. */
const APPROVED_STATES: readonly number[] = [
  OrderState.pass,
  OrderState.lending,
  OrderState.failed,
  OrderState.loaned,
  OrderState.settled,
  OrderState.overdued,
  OrderState.extension,
];

/** States in which the ledger holds the loan (paid out, not yet settled or settled). */
const LEDGER_STATES: readonly number[] = [
  OrderState.loaned,
  OrderState.settled,
  OrderState.overdued,
  OrderState.extension,
];

const istDay = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

function toDetail(
  order: LoanOrderRow,
  offer: LoanOffer | null,
  owedPaise: number | null,
  now: Date,
  /** Overdue fees still owed (ledger) and 0 / 1 / 2 of extensionStateOf. */
  extras: { overdueFeePaise: number; extensionState: number },
): OrderDetail {
  const rupees = (paise: number | null) => paiseToRupees(paise ?? 0);
  const quote: LoanQuote = {
    principalPaise: order.loan_amount_paise,
    interestPaise: order.interest_paise ?? 0,
    processingFeePaise: order.processing_fee_paise ?? 0,
    gstPaise: order.gst_paise ?? 0,
    receivedPaise: order.received_paise ?? order.loan_amount_paise,
    repaymentPaise: order.repayment_paise ?? order.loan_amount_paise,
  };
  const period = order.period_days ?? CALCULATION_PERIOD_DAYS;
  const gst = rupees(order.gst_paise);
  return {
    orderId: order.id,
    orderNo: order.order_no ?? String(order.id),
    productId: order.product_id,
    productName: order.product_name,
    orderState: order.state,
    loanAmount: rupees(order.loan_amount_paise),
    period,
    arriveAmount: rupees(quote.receivedPaise),
    repaymentAmount: rupees(owedPaise ?? quote.repaymentPaise),
    loanDate: order.loan_date ? istDay(new Date(order.loan_date)) : '',
    repaymentDate: order.due_date ?? '',
    overdueDays:
      order.state === OrderState.overdued && order.due_date
        ? Math.max(
            0,
            Math.round((Date.parse(istDay(now)) - Date.parse(order.due_date)) / 86_400_000),
          )
        : 0,
    overdueFee: rupees(extras.overdueFeePaise),
    serviceFee: rupees(order.processing_fee_paise),
    gtsFee: gst,
    gstFee: gst,
    interest: rupees(order.interest_paise),
    applyTime: new Date(order.created_at).toISOString(),
    extensionMsg: '',
    extensionState: extras.extensionState,
    reservation: 0,
    bankNo: order.bank_account_no ? `XXXXXX${order.bank_account_no.slice(-4)}` : '',
    canChooseAmount: (offer?.amountList ?? []).filter(
      (amount) => rupeesToPaise(amount) <= order.loan_amount_paise,
    ),
    apr: quote.receivedPaise > 0 ? annualPercentageRate(quote, period) : 0,
    interestRate: order.daily_rate_percent ?? 0,
    kfsAcceptedAt: order.kfs_accepted_at ? new Date(order.kfs_accepted_at).toISOString() : null,
  };
}
