import type {
  KeyFactStatement,
  OrderDetail,
  OrderListItem,
  PaymentHistoryItem,
} from '@saral/contract/api/loan';
import { OrderState } from '@saral/contract/order-states';
import type { Database } from '../../db/database';
import { failed, notFound } from '../../shared/app-error';
import type { HomeOrderRow } from '../catalog/catalog-service';
import { createApplyService, type ApplyDeps } from './apply-service';
import { coolingOffExit } from './cooling-off';
import { createKfsAcceptanceRepository } from './kfs-acceptance-repository';
import { buildKeyFactStatement, type LenderDetails } from './key-fact-statement';
import {
  KFS_TERMS_CHANGED,
  acceptanceOfCurrentTerms,
  kfsAcceptedAtOf,
  kfsTermsOf,
} from './kfs-terms';
import { storedQuote } from './loan-quote';
import { NotificationEvent, type Notify } from '../../shared/borrower-notify';
import { APPROVED_STATES, toDetail, toListItem } from './order-detail-view';
import { moneyOfOrder, withMoney } from './order-money';
import { createOrderRepository } from './order-repository';
import { paymentHistoryOf, type PaymentMethods } from './payment-history';

export type KfsDeps = {
  db: Database;
  now: () => Date;
  lender: () => Promise<LenderDetails>;
  /** 'Automatically get money?' was on: starts Get Money once the KFS is accepted. */
  autoGetMoney?: (userId: number, orderId: number) => Promise<void>;
  /** Borrower notifications: the signed loan documents once the KFS is accepted. */
  notify?: Notify;
};

const NO_LONGER_CONFIRMABLE = 'This loan can no longer be confirmed';

/** The Key Fact Statement of an approved order and the borrower's acceptance of it. */
export function createKfsService(deps: KfsDeps) {
  const orders = createOrderRepository(deps.db);
  return {
    async keyFactStatement(userId: number, orderId: number): Promise<KeyFactStatement> {
      const order = await orders.findOwn(userId, orderId);
      if (!order) throw notFound('Order');
      if (order.state === OrderState.auditing || order.state === OrderState.denied) {
        throw failed('The Key Fact Statement is ready once your application is approved');
      }
      return buildKeyFactStatement(order, await deps.lender(), deps.now());
    },

    /**
     * Accepts the statement of the order's terms as they are now, under the order's row lock, so
     * a concurrent re-pricing either comes first (and this accepts the new terms, or refuses when
     * the borrower read the old ones: `termsHash`) or comes after (and clears this acceptance).
     */
    async acceptKeyFactStatement(userId: number, orderId: number, termsHash?: string) {
      const lender = await deps.lender();
      const accepted = await deps.db.transaction(async (tx) => {
        const order = await createOrderRepository(tx).lockOwn(userId, orderId);
        if (!order) throw notFound('Order');
        if (order.state !== OrderState.pass) throw failed(NO_LONGER_CONFIRMABLE);
        const now = deps.now();
        const statement = buildKeyFactStatement(order, lender, now);
        if (termsHash !== undefined && termsHash !== statement.termsHash) {
          throw failed(KFS_TERMS_CHANGED, 409);
        }
        // Accepting the same terms again keeps the first acceptance.
        const earlier = acceptanceOfCurrentTerms(order, now);
        if (earlier) return { at: earlier, autoMoney: order.auto_money === 1 };
        const at = await createKfsAcceptanceRepository(tx).acceptKfs(
          orderId,
          now,
          { ...statement, acceptedAt: now.toISOString(), terms: kfsTermsOf(order, now) },
          storedQuote(order),
        );
        if (!at) throw failed(NO_LONGER_CONFIRMABLE);
        // RBI: the loan documents reach the borrower once the loan is executed.
        await deps.notify?.(tx, { userId, orderId, event: NotificationEvent.documents });
        return { at, autoMoney: order.auto_money === 1 };
      });
      // RBI: money only after the KFS is accepted, so automatic disbursal waits for this moment.
      if (accepted.autoMoney) await deps.autoGetMoney?.(userId, orderId);
      return { acceptedAt: accepted.at.toISOString() };
    },
  };
}

/** What other domains keep about a paid-out loan, for its detail. */
export type LoanServicingView = {
  /** How each payment of the order was made (the payments domain). */
  paymentMethods: PaymentMethods;
  /**
   * extensionState 0 may be extended, 1 waits for its fee, 2 neither; availableFrom the day an
   * extension would start to move the due date, message where its latest extension stands (the
   * extensions domain).
   */
  extension(order: {
    id: number;
    state: number;
    dueDate: string | null;
  }): Promise<{ extensionState: number; availableFrom: string | null; message: string }>;
};

export type LoanDeps = ApplyDeps & KfsDeps & { servicing: LoanServicingView };

/**
 * The borrower's loans: applying (offer, price, precheck, apply), the orders with their detail,
 * and the Key Fact Statement with its acceptance.
 */
export function createLoanService(deps: LoanDeps) {
  const orders = createOrderRepository(deps.db);
  const applying = createApplyService(deps);

  return {
    ...applying,
    ...createKfsService(deps),

    /** The borrower's orders, newest first (the last 100). */
    async list(userId: number): Promise<OrderListItem[]> {
      const rows = await withMoney(deps.db, await orders.listOwn(userId));
      const now = deps.now();
      return rows.map(({ order, money }) => toListItem(order, money, now));
    },

    /** The borrower's orders in `states` as Home's cards show them, with what each owes now. */
    async inProgress(userId: number, states: readonly number[]): Promise<HomeOrderRow[]> {
      const rows = await withMoney(deps.db, await orders.listInProgress(userId, states));
      return rows.map(({ order, money }) => ({
        id: order.id,
        state: order.state,
        product_id: order.product_id,
        product_name: order.product_name,
        product_logo: order.product_logo,
        product_tenure_label: order.product_tenure_label,
        amount_paise: money.owedPaise,
      }));
    },

    /** GET /order/v1/payments: every payment received on one of the borrower's orders. */
    async paymentHistory(userId: number, orderId: number): Promise<PaymentHistoryItem[]> {
      const order = await orders.findOwn(userId, orderId);
      if (!order) throw notFound('Order');
      return paymentHistoryOf(deps.db, order.id, deps.servicing.paymentMethods);
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
      const money = await moneyOfOrder(deps.db, order);
      const now = deps.now();
      const extension = await deps.servicing.extension({ ...order, dueDate: order.due_date });
      // The cooling-off exit is only ever open on a Loaned loan; it is priced from what is owed.
      const exit =
        order.state === OrderState.loaned
          ? coolingOffExit(order, money.owedPaise, now, (await deps.lender()).coolingOffDays)
          : null;
      // An acceptance of other terms (another amount, another day) is no acceptance: the
      // borrower reads and accepts the statement again before Get Money.
      const acceptance = kfsAcceptedAtOf(order, now);
      const detail = toDetail(
        { ...order, kfs_accepted_at: acceptance },
        {
          offer: await applying.offer(userId, order.product_id).catch(() => null),
          money,
          extensionState: extension.extensionState,
          extensionMessage: extension.message,
          extensionAvailableFrom: extension.availableFrom,
          coolingOff: exit && 'offer' in exit ? exit.offer : null,
          denialReason:
            order.state === OrderState.denied ? await orders.denialReasonOf(order.id) : null,
          now,
        },
      );
      return options.appAuditRefresh && APPROVED_STATES.includes(order.state)
        ? { ...detail, orderState: OrderState.reviewComplete }
        : detail;
    },
  };
}

export type LoanService = ReturnType<typeof createLoanService>;
