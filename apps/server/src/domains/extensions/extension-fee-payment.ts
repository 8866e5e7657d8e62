import type { FastifyBaseLogger } from 'fastify';
import { OrderState } from '@saral/contract/order-states';
import type { Queryable } from '../../db/database';
import { LedgerAccount, PostingKind, post, type LedgerEntryInput } from '../ledger/ledger';
import { transition } from '../orders/order-state-machine';
import { EXCESS_SUFFIX } from '../orders/payment-history';
import { createServicingRepository } from '../orders/servicing-repository';
import { EXTENSION_COLUMNS, type ExtensionRow } from './extension-rows';

export type ExtensionFeePayment = {
  orderId: number;
  extensionId: number;
  amountPaise: number;
  reference: string;
};

import { NotificationEvent, type Notify } from '../../shared/borrower-notify';
/**
 * The fee of an extension paid (the payment webhook, in its transaction): posted, the extension
 * paid, the due date moved and the order back to Loaned. A payment that cannot pay the extension
 * (no longer open, less than the fee, the order not in Extension) is applied as a repayment
 * instead, and anything above the fee too: the borrower's money is never dropped.
 */
export async function applyExtensionFee(
  tx: Queryable,
  payment: ExtensionFeePayment,
  deps: {
    at: Date;
    log: Pick<FastifyBaseLogger, 'warn'>;
    applyPayment(
      tx: Queryable,
      payment: { orderId: number; amountPaise: number; reference: string },
    ): Promise<void>;
    /** Borrower notifications: the extension took effect (new due date). */
    notify?: Notify;
  },
): Promise<'extended' | 'repayment'> {
  const [extension] = await tx.query<ExtensionRow>(
    `SELECT ${EXTENSION_COLUMNS} FROM order_extensions WHERE id = $1 AND order_id = $2
     FOR UPDATE`,
    [payment.extensionId, payment.orderId],
  );
  const order = await createServicingRepository(tx).lockDueDate(payment.orderId);
  const feePaise = Number(extension?.fee_paise ?? 0);
  if (
    !extension ||
    extension.status !== 'pending' ||
    order?.state !== OrderState.extension ||
    // Never move a due date earlier (it moved since the request): the money repays instead.
    order.dueDate === null ||
    extension.new_due_date <= order.dueDate ||
    payment.amountPaise < feePaise
  ) {
    deps.log.warn(
      { ...payment, status: extension?.status, feePaise, dueDate: order?.dueDate },
      'extension fee applied as a repayment',
    );
    await deps.applyPayment(tx, payment);
    return 'repayment';
  }
  const alreadyPaid = Number(extension.already_paid_paise);
  const overdue = Number(extension.overdue_fee_paise);
  const income = feePaise + alreadyPaid - overdue;
  const entries: LedgerEntryInput[] = [
    { account: LedgerAccount.bank, side: 'debit', amountPaise: feePaise },
    { account: LedgerAccount.loanReceivable, side: 'debit', amountPaise: alreadyPaid },
    { account: LedgerAccount.loanReceivable, side: 'credit', amountPaise: overdue },
    { account: LedgerAccount.extensionFeeIncome, side: 'credit', amountPaise: income },
  ];
  await post(tx, {
    orderId: payment.orderId,
    kind: PostingKind.extensionFee,
    reference: payment.reference,
    at: deps.at,
    entries: entries.filter((entry) => entry.amountPaise > 0),
  });
  await tx.query(`UPDATE order_extensions SET status = 'paid', paid_at = $2 WHERE id = $1`, [
    extension.id,
    deps.at,
  ]);
  await createServicingRepository(tx).moveDueDate(payment.orderId, extension.new_due_date);
  await transition(tx, {
    orderId: payment.orderId,
    from: OrderState.extension,
    to: OrderState.loaned,
    actor: `payment:${payment.reference}`,
    reason: `extension ${extension.id} paid`,
    at: deps.at,
  });
  await deps.notify?.(tx, {
    orderId: payment.orderId,
    event: NotificationEvent.extensionConfirmed,
    occurrence: `extension-${extension.id}`,
  });
  const excess = payment.amountPaise - feePaise;
  if (excess > 0) {
    await deps.applyPayment(tx, {
      orderId: payment.orderId,
      amountPaise: excess,
      reference: `${payment.reference}${EXCESS_SUFFIX}`,
    });
  }
  return 'extended';
}
