import { createHash } from 'node:crypto';
import type { ApplyBody, Calculation, LoanOffer, Precheck } from '@saral/contract/api/loan';
import { PrecheckStatus } from '@saral/contract/api/loan';
import { CALCULATION_PERIOD_DAYS } from '@saral/contract/constants';
import { ErrorCode } from '@saral/contract/error-codes';
import { paiseToRupees, rupeesToPaise } from '@saral/contract/money';
import { OrderState } from '@saral/contract/order-states';
import type { Database } from '../../db/database';
import { AppError, failed, notFound } from '../../shared/app-error';
import { createBankRepository } from '../bank/bank-repository';
import { createProductRepository, type ProductRow } from '../catalog/product-repository';
import { createUserRepository } from '../users/user-repository';
import { creditLimitOf, offeredRupees } from './credit-tier';
import { dueDateFor } from './disbursal';
import { aprOf, priceOnProduct } from './loan-quote';
import { activeLoanMessage, blockingActiveLoan, toActiveLoan } from './one-active-loan';
import { createOrderRepository } from './order-repository';
import type { ReapplyWaitOf } from './reapply-wait';

export const KEY_REUSED =
  'This request was already made with different details. Please start a new application.';
export const TERM_NOT_OFFERED = `The loan term is ${CALCULATION_PERIOD_DAYS} days`;

/** SHA-256 of the parsed body with its keys in order: what an idempotency key stands for. */
export function applyRequestHash(body: ApplyBody): string {
  return createHash('sha256')
    .update(JSON.stringify(body, Object.keys(body).sort()))
    .digest('hex');
}

/** How a product's applications are reviewed and where its borrowers finish (review rules). */
export type ProductReviewSettings = {
  mode: 'automatic' | 'manual';
  autoDelaySeconds: number;
  reapplyWaitDays: number;
  /** Applications of this product continue in the native app: the web gets code -107. */
  continueInApp: boolean;
};

export type ApplyDeps = {
  db: Database;
  now: () => Date;
  /** Every onboarding step of the configured order is done. */
  onboardingComplete: (userId: number) => Promise<boolean>;
  reviewSettings: (productId: number) => Promise<ProductReviewSettings>;
  reapplyWait: ReapplyWaitOf;
};

/**
 * Applying for a loan: what the borrower may borrow (credit tier), the price (contract loan
 * math, integer paise), the precheck and the idempotent apply.
 */
export function createApplyService(deps: ApplyDeps) {
  const { db } = deps;
  const products = createProductRepository(db);
  const orders = createOrderRepository(db);
  const banks = createBankRepository(db);

  async function activeProduct(productId: number): Promise<ProductRow> {
    const product = await products.findActive(productId);
    if (!product) throw notFound('Product');
    return product;
  }

  async function offer(userId: number, productId: number): Promise<LoanOffer> {
    const product = await activeProduct(productId);
    // Within the limit the borrower has (a higher unlocked tier counts once they accept it).
    const { loanNumber, limit } = await creditLimitOf(db, userId);
    return {
      productId,
      amountList: offeredRupees(product.amount_list_paise, limit),
      loanNumber,
      tier: { loans: limit.loans, minRupees: limit.minRupees, maxRupees: limit.maxRupees },
      period: CALCULATION_PERIOD_DAYS,
      interestRate: product.daily_interest_percent,
    };
  }

  async function ownsBankCard(userId: number, cardId: number): Promise<boolean> {
    const card = await banks.findCard(cardId);
    return card !== null && Number(card.user_id) === userId;
  }

  return {
    offer,

    async calculate(
      userId: number,
      query: { productId: number; amount: number; period: number },
    ): Promise<Calculation> {
      const { productId, amount: amountRupees } = query;
      const product = await activeProduct(productId);
      if (query.period !== CALCULATION_PERIOD_DAYS) throw failed(TERM_NOT_OFFERED);
      const allowed = (await offer(userId, productId)).amountList;
      if (!allowed.includes(amountRupees)) throw failed('Please choose one of the amounts offered');
      const { quote } = priceOnProduct(product, rupeesToPaise(amountRupees));
      return {
        repaymentAmount: paiseToRupees(quote.repaymentPaise),
        serviceFee: paiseToRupees(quote.processingFeePaise),
        gstFee: paiseToRupees(quote.gstPaise),
        interest: paiseToRupees(quote.interestPaise),
        arriveAmount: paiseToRupees(quote.receivedPaise),
        interestRate: product.daily_interest_percent,
        apr: aprOf(quote, CALCULATION_PERIOD_DAYS),
        repaymentDate: dueDateFor(deps.now(), CALCULATION_PERIOD_DAYS),
      };
    },

    async precheck(userId: number, productId: number): Promise<Precheck> {
      await activeProduct(productId);
      const wait = await deps.reapplyWait(userId, productId);
      if (wait) {
        return {
          orderStatus: PrecheckStatus.denied,
          rejectStatusVO: { day: wait.day, hour: wait.hour },
          activeLoan: null,
        };
      }
      const active = await blockingActiveLoan(db, userId, productId);
      return {
        orderStatus: active === null ? PrecheckStatus.ok : PrecheckStatus.activeOrder,
        rejectStatusVO: null,
        activeLoan: active === null ? null : toActiveLoan(active),
      };
    },

    /**
     * Records an application once per idempotency key (the same key with another body is
     * refused). The borrower's row is locked while their active loans are counted and the order
     * is written, so simultaneous applies on several products make at most the allowed number.
     * Throws AppError -107 (with the order id) when the product continues in the native app and
     * the borrower is on the plain web.
     */
    async apply(
      userId: number,
      body: ApplyBody,
      context: {
        idempotencyKey: string | null;
        inNativeApp: boolean;
        ip?: string | null;
        device?: string | null;
      },
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
      const key = context.idempotencyKey;
      const requestHash = applyRequestHash(body);
      const replayOf = (existing: { id: number; requestHash: string | null }) => {
        // Orders from before fingerprints were kept have none: the key alone decides.
        if (existing.requestHash !== null && existing.requestHash !== requestHash) {
          throw failed(KEY_REUSED, 422);
        }
        return existing.id;
      };

      if (key) {
        const existing = await orders.findByIdempotencyKey(userId, key);
        if (existing !== null) return respond(replayOf(existing));
      }
      if (product.is_full) throw failed(`${product.name} is fully booked today`);
      if (!(await deps.onboardingComplete(userId))) {
        throw failed('Please complete your verification before applying');
      }
      if (!(await ownsBankCard(userId, body.cardId))) {
        throw failed('Please Select or Add Bank Account');
      }
      const wait = await deps.reapplyWait(userId, body.productId);
      if (wait) {
        throw failed(`You can apply again in ${wait.day} days ${wait.hour} hours`);
      }
      if (body.periods !== CALCULATION_PERIOD_DAYS) throw failed(TERM_NOT_OFFERED);
      const allowed = (await offer(userId, body.productId)).amountList;
      if (!allowed.includes(body.borrowAmount)) {
        throw failed('Please choose one of the amounts offered');
      }

      const now = deps.now();
      const price = priceOnProduct(product, rupeesToPaise(body.borrowAmount));
      const orderId = await db.transaction(async (tx) => {
        await createUserRepository(tx).lock(userId);
        const locked = createOrderRepository(tx);
        if (key) {
          // The same key arrived twice at once: the first one holding the lock made the order.
          const existing = await locked.findByIdempotencyKey(userId, key);
          if (existing !== null) return replayOf(existing);
        }
        const blocking = await blockingActiveLoan(tx, userId, body.productId);
        if (blocking) throw failed(activeLoanMessage(blocking), 409);
        const inserted = await locked.insert({
          userId,
          productId: body.productId,
          state: OrderState.auditing,
          amountPaise: price.quote.principalPaise,
          price,
          // Read with the rates in one statement: the version these figures came from.
          productVersionId: product.version_id,
          bankCardId: body.cardId,
          idempotencyKey: key,
          requestHash: key ? requestHash : null,
          autoMoney: body.autoMoney,
          purpose: body.purpose ?? null,
          applyIp: context.ip ?? null,
          applyDevice: context.device ?? null,
          decideAfter:
            settings.mode === 'automatic'
              ? new Date(now.getTime() + settings.autoDelaySeconds * 1000)
              : null,
          at: now,
        });
        if (inserted === null) throw new Error('apply: idempotency key taken under the lock');
        return inserted;
      });
      return respond(orderId);
    },
  };
}
export type ApplyService = ReturnType<typeof createApplyService>;
