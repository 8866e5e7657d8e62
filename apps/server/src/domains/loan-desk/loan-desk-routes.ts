import { OperatorPermission } from '@saral/contract/api/operator-permissions';
import {
  loanDetailSchema,
  loanListQuerySchema,
  loanListResponseSchema,
  loanNoteBodySchema,
  loanNoteSchema,
  loanOrderIdParamsSchema,
} from '@saral/contract/api/ops-loans';
import { envelopeSchema } from '@saral/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope-reply';
import { withZod } from '../../shared/zod-app';
import { actorOf, currentOperator } from '../operators/operator-auth';
import type { LoanDeskService } from './loan-desk-service';

/**
 * Loans in the operator API (registered under OPERATOR_API_BASE): search and detail for every
 * role (loans.read; phone, PAN and account masked for support and viewer), notes (loans.note).
 */
export async function loanDeskRoutes(app: FastifyInstance, { loans }: { loans: LoanDeskService }) {
  const api = withZod(app);
  const tags = ['operators'];
  const read = { operatorAccess: OperatorPermission.loansRead };

  api.get('/loans', {
    schema: {
      tags,
      summary:
        'Loans by phone, order number, PAN or name; filters on state, product, due date and days past due; newest application first (or by due date), keyset pages',
      querystring: loanListQuerySchema,
      response: { 200: envelopeSchema(loanListResponseSchema) },
    },
    config: read,
    handler: async (request) =>
      ok(await loans.search(request.query, currentOperator(request).role)),
  });

  api.get('/loans/:orderId', {
    schema: {
      tags,
      summary:
        'One loan: terms, accepted KFS, state history, ledger postings, payments, payout, extensions, notes and the borrower',
      params: loanOrderIdParamsSchema,
      response: { 200: envelopeSchema(loanDetailSchema) },
    },
    config: read,
    handler: async (request) =>
      ok(await loans.detail(request.params.orderId, currentOperator(request).role)),
  });

  api.post('/loans/:orderId/notes', {
    schema: {
      tags,
      summary: 'Add a note to a loan (1–1000 characters); audited (loans.note)',
      params: loanOrderIdParamsSchema,
      body: loanNoteBodySchema,
      response: { 200: envelopeSchema(loanNoteSchema) },
    },
    config: { operatorAccess: OperatorPermission.loansNote },
    handler: async (request) =>
      ok(await loans.addNote(request.params.orderId, request.body.text, actorOf(request)), 'Saved'),
  });
}
