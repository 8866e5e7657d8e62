import type { Database } from '../../db/database';
import { failed, notFound } from '../../shared/app-error';
import { coolingOffExit } from './cooling-off';
import { owedNowPaise } from './order-money';
import { createOrderRepository } from './order-repository';

/** The payment link of a cooling-off exit (the payments domain makes it). */
export type CoolingOffPaymentLinks = {
  createCoolingOffLink(request: {
    userId: number;
    orderId: number;
    amountPaise: number;
    /** The end of the cooling-off period: the link expires then at the latest. */
    payBy: Date;
  }): Promise<{ paymentUrl: string }>;
};

/**
 * POST /pay-order/v1/cooling-off: a payment link for exactly what closes the loan in its
 * cooling-off period; refused, with the reason, when the exit is not open (see cooling-off.ts).
 */
export function createCoolingOffService(deps: {
  db: Database;
  now: () => Date;
  /** The lender's cooling-off period in days (the lender setting). */
  coolingOffDays: () => Promise<number>;
  payments: CoolingOffPaymentLinks;
}) {
  const orders = createOrderRepository(deps.db);
  return {
    async exit(userId: number, orderId: number): Promise<{ paymentUrl: string }> {
      const order = await orders.findOwn(userId, orderId);
      // Someone else's order looks exactly like a missing one.
      if (!order) throw notFound('Order');
      const exit = coolingOffExit(
        order,
        await owedNowPaise(deps.db, orderId),
        deps.now(),
        await deps.coolingOffDays(),
      );
      if ('refusal' in exit) throw failed(exit.refusal);
      return deps.payments.createCoolingOffLink({
        userId,
        orderId,
        amountPaise: exit.offer.amountPaise,
        payBy: exit.offer.until,
      });
    },
  };
}
export type CoolingOffService = ReturnType<typeof createCoolingOffService>;
