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
import { buildKeyFactStatement, type LenderDetails } from './key-fact-statement';
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
};

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

    async acceptKeyFactStatement(userId: number, orderId: number) {
      const order = await orders.findOwn(userId, orderId);
      if (!order) throw notFound('Order');
      const statement = buildKeyFactStatement(order, await deps.lender(), deps.now());
      const acceptedAt = await orders.acceptKfs(orderId, deps.now(), statement);
      if (!acceptedAt) throw failed('This loan can no longer be confirmed');
      // RBI: money only after the KFS is accepted, so automatic disbursal waits for this moment.
      if (order.auto_money === 1) await deps.autoGetMoney?.(userId, orderId);
      return { acceptedAt: acceptedAt.toISOString() };
    },
  };
}

/** What other domains keep about a paid-out loan, for its detail. */
export type LoanServicingView = {
  /** How each payment of the order was made (the payments domain). */
  paymentMethods: PaymentMethods;
  /**
   * extensionState 0 may be extended, 1 waits for its fee, 2 neither; availableFrom the day an
   * extension would start to move the due date (the extensions domain).
   */
  extension(order: {
    id: number;
    state: number;
    dueDate: string | null;
  }): Promise<{ extensionState: number; availableFrom: string | null }>;
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
      return rows.map(({ order, money }) => toListItem(order, money));
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
      const detail = toDetail(order, {
        offer: await applying.offer(userId, order.product_id).catch(() => null),
        money,
        extensionState: extension.extensionState,
        extensionAvailableFrom: extension.availableFrom,
        coolingOff: exit && 'offer' in exit ? exit.offer : null,
        now,
      });
      return options.appAuditRefresh && APPROVED_STATES.includes(order.state)
        ? { ...detail, orderState: OrderState.reviewComplete }
        : detail;
    },
  };
}

export type LoanService = ReturnType<typeof createLoanService>;
