import type { KeyFactStatement, OrderDetail, OrderListItem } from '@saral/contract/api/loan';
import { OrderState } from '@saral/contract/order-states';
import type { Database } from '../../db/database';
import { failed, notFound } from '../../shared/app-error';
import { outstanding } from '../ledger/ledger';
import { createApplyService, type ApplyDeps } from './apply-service';
import { buildKeyFactStatement, type LenderDetails } from './key-fact-statement';
import { APPROVED_STATES, LEDGER_STATES, toDetail, toListItem } from './order-detail-view';
import { createOrderRepository } from './order-repository';

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
  /** Overdue fees charged and not cleared by an extension (the overdue domain). */
  overdueFeesOwedPaise(orderId: number): Promise<number>;
  /** 0 may be extended, 1 waits for its extension fee, 2 neither (the extensions domain). */
  extensionState(order: { id: number; state: number }): Promise<number>;
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
      return (await orders.listOwn(userId)).map(toListItem);
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
      const paidOut = LEDGER_STATES.includes(order.state);
      const detail = toDetail(order, {
        offer: await applying.offer(userId, order.product_id).catch(() => null),
        owedPaise: paidOut ? await outstanding(deps.db, order.id) : null,
        overdueFeePaise: paidOut ? await deps.servicing.overdueFeesOwedPaise(order.id) : 0,
        extensionState: await deps.servicing.extensionState(order),
        now: deps.now(),
      });
      return options.appAuditRefresh && APPROVED_STATES.includes(order.state)
        ? { ...detail, orderState: OrderState.reviewComplete }
        : detail;
    },
  };
}

export type LoanService = ReturnType<typeof createLoanService>;
