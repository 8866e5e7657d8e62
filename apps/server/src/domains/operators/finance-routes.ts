import {
  feeWaiverBodySchema,
  financeRejectBodySchema,
  financeRequestIdParamsSchema,
  financeRequestListQuerySchema,
  financeRequestListResponseSchema,
  financeRequestSchema,
  manualRepaymentBodySchema,
  dailyReportQuerySchema,
  dailyReportSchema,
  reconciliationBodySchema,
  reconciliationIdParamsSchema,
  reconciliationListResponseSchema,
  reconciliationSchema,
} from '@saral/contract/api/operator-finance';
import { OperatorPermission } from '@saral/contract/api/operator-permissions';
import { envelopeSchema } from '@saral/contract/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../shared/envelope-reply';
import { withZod } from '../../shared/zod-app';
import type { FinanceRequestService } from '../finance/finance-request-service';
import type { SettlementReconciliation } from '../finance/settlement-reconciliation';
import type { DailyReport } from '@saral/contract/api/operator-finance';
import { actorOf, currentOperator } from './operator-auth';

export type FinanceRouteOptions = {
  requests: FinanceRequestService;
  reconciliation: SettlementReconciliation;
  dailyReport: (date: string) => Promise<DailyReport>;
};

const checker = (request: FastifyRequest) => ({
  ...actorOf(request),
  operatorId: currentOperator(request).id,
});

/**
 * Finance in the operator API (/ops/v1/finance): maker-checker requests for manual repayments and
 * overdue-fee waivers (finance.manage to ask and decide, finance.read to list).
 */
export async function financeRoutes(
  app: FastifyInstance,
  { requests, reconciliation, dailyReport }: FinanceRouteOptions,
) {
  const api = withZod(app);
  const tags = ['operators'];
  const manage = { operatorAccess: OperatorPermission.financeManage };
  const one = { 200: envelopeSchema(financeRequestSchema) };

  api.post('/finance/manual-repayments', {
    schema: {
      tags,
      summary:
        'Ask for a bank transfer to be credited (pending until a second operator approves; nothing posted yet)',
      body: manualRepaymentBodySchema,
      response: one,
    },
    config: manage,
    handler: async (request) =>
      ok(await requests.requestManualRepayment(request.body, checker(request)), 'Requested'),
  });

  api.post('/finance/fee-waivers', {
    schema: {
      tags,
      summary:
        'Ask for overdue fees to be waived (at most the overdue fees owed; pending until approved)',
      body: feeWaiverBodySchema,
      response: one,
    },
    config: manage,
    handler: async (request) =>
      ok(await requests.requestFeeWaiver(request.body, checker(request)), 'Requested'),
  });

  api.post('/finance/requests/:id/approve', {
    schema: {
      tags,
      summary:
        'Approve a pending request (not your own): posts it through the orders module, once; 409 when above what is owed now',
      params: financeRequestIdParamsSchema,
      response: one,
    },
    config: manage,
    handler: async (request) =>
      ok(await requests.approve(request.params.id, checker(request)), 'Approved'),
  });

  api.post('/finance/requests/:id/reject', {
    schema: {
      tags,
      summary: 'Reject a pending request with a reason; nothing is posted',
      params: financeRequestIdParamsSchema,
      body: financeRejectBodySchema,
      response: one,
    },
    config: manage,
    handler: async (request) =>
      ok(
        await requests.reject(request.params.id, request.body.reason, checker(request)),
        'Rejected',
      ),
  });

  api.get('/finance/requests', {
    schema: {
      tags,
      summary: 'Finance requests, newest first; filter by status and kind (keyset pages)',
      querystring: financeRequestListQuerySchema,
      response: { 200: envelopeSchema(financeRequestListResponseSchema) },
    },
    config: { operatorAccess: OperatorPermission.financeRead },
    handler: async (request) => ok(await requests.list(request.query)),
  });

  api.post('/finance/reconciliations', {
    schema: {
      tags,
      summary:
        'Upload the gateway’s settlement report (CSV) for some days: matched, differing, missing and unknown payments',
      body: reconciliationBodySchema,
      response: { 200: envelopeSchema(reconciliationSchema) },
    },
    config: manage,
    // A settlement report of a busy month is a few megabytes of CSV text.
    bodyLimit: 4 * 1024 * 1024,
    handler: async (request) => ok(await reconciliation.reconcile(request.body, checker(request))),
  });

  api.get('/finance/reconciliations', {
    schema: {
      tags,
      summary: 'Reconciliation runs, newest first (counts only)',
      response: { 200: envelopeSchema(reconciliationListResponseSchema) },
    },
    config: { operatorAccess: OperatorPermission.financeRead },
    handler: async () => ok(await reconciliation.list()),
  });

  api.get('/finance/reconciliations/:id', {
    schema: {
      tags,
      summary: 'One reconciliation run with every payment it sorted',
      params: reconciliationIdParamsSchema,
      response: { 200: envelopeSchema(reconciliationSchema) },
    },
    config: { operatorAccess: OperatorPermission.financeRead },
    handler: async (request) => ok(await reconciliation.get(request.params.id)),
  });

  api.get('/finance/daily-report', {
    schema: {
      tags,
      summary:
        'One day in India from the ledger: disbursals, collections by channel, income, waivers',
      querystring: dailyReportQuerySchema,
      response: { 200: envelopeSchema(dailyReportSchema) },
    },
    config: { operatorAccess: OperatorPermission.financeRead },
    handler: async (request) => ok(await dailyReport(request.query.date)),
  });
}
