import { AuditAction } from '@saral/contract/api/operator-admin';
import type { OperatorRoleValue } from '@saral/contract/api/operator';
import type {
  LoanDetail,
  LoanListQuery,
  LoanListResponse,
  LoanNote,
} from '@saral/contract/api/ops-loans';
import type { Database } from '../../db/database';
import { notFound } from '../../shared/app-error';
import { istDay, type Clock } from '../../shared/clock';
import { recordAudit, type OperatorActor } from '../audit-log/audit-log';
import { orderExists, searchLoans } from '../orders/loan-search-queries';
import { withMoney } from '../orders/order-money';
import { loanDetailOf, noteOf } from './loan-detail';
import { encodeLoanCursor, loanListItemOf, loanSearchOf } from './loan-search';
import { createOrderNotesRepository } from './order-notes-repository';

/**
 * Loans for operators (/ops/v1/loans): the search with keyset pages, one loan's detail, and notes
 * (each also in the audit log). Personal data is masked by role (support and viewer).
 */
export function createLoanDeskService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async search(query: LoanListQuery, role: OperatorRoleValue): Promise<LoanListResponse> {
      const search = loanSearchOf(query, istDay(clock.now()));
      const rows = await searchLoans(db, search);
      const page = rows.slice(0, query.limit);
      const last = page[page.length - 1];
      const priced = await withMoney(db, page);
      return {
        items: priced.map(({ order, money }) => loanListItemOf(order, money, role)),
        nextCursor: rows.length > query.limit && last ? encodeLoanCursor(last, query.sort) : null,
      };
    },

    detail: (orderId: number, role: OperatorRoleValue): Promise<LoanDetail> =>
      loanDetailOf(db, orderId, clock.now(), role),

    /** Appends a note and its audit entry in one transaction. */
    async addNote(orderId: number, text: string, actor: OperatorActor): Promise<LoanNote> {
      const at = clock.now();
      return db.transaction(async (tx) => {
        if (!(await orderExists(tx, orderId))) throw notFound('Order');
        if (actor.operatorId === null) throw new Error('a note needs a signed-in operator');
        const row = await createOrderNotesRepository(tx).insert({
          orderId,
          operatorId: actor.operatorId,
          username: actor.username,
          text,
          at,
        });
        await recordAudit(tx, {
          actor,
          action: AuditAction.loanNote,
          at,
          entityType: 'order',
          entityId: orderId,
          after: { noteId: row.id, text },
        });
        return noteOf(row);
      });
    },
  };
}
export type LoanDeskService = ReturnType<typeof createLoanDeskService>;
