import { queryOptions } from '@tanstack/react-query';
import {
  loanDetailSchema,
  loanListResponseSchema,
  loanNoteSchema,
} from '@saral/contract/api/ops-loans';
import { financeRequestSchema } from '@saral/contract/api/operator-finance';
import { opsCall } from '../../../shared/api-client';

export type LoanFilters = {
  q?: string;
  state?: number;
  productId?: number;
  dueFrom?: string;
  dueTo?: string;
  dpdMin?: number;
  dpdMax?: number;
  sort?: 'applyTime' | 'dueDate';
};

export const fetchLoans = (filters: LoanFilters, cursor: string | undefined) =>
  opsCall('/loans', { query: { ...filters, cursor, limit: 25 }, schema: loanListResponseSchema });

export const loanDetailQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: ['ops', 'loans', orderId],
    queryFn: () => opsCall(`/loans/${orderId}`, { schema: loanDetailSchema }),
  });

export const addLoanNote = (orderId: number, text: string) =>
  opsCall(`/loans/${orderId}/notes`, { method: 'POST', body: { text }, schema: loanNoteSchema });

export const askManualRepayment = (body: {
  orderId: number;
  amount: number;
  bankReference: string;
  receivedOn: string;
}) => opsCall('/finance/manual-repayments', { method: 'POST', body, schema: financeRequestSchema });

export const askFeeWaiver = (body: { orderId: number; amount: number; reason: string }) =>
  opsCall('/finance/fee-waivers', { method: 'POST', body, schema: financeRequestSchema });
