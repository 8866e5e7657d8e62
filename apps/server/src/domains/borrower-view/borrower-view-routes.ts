import type { FastifyInstance } from 'fastify';
import { orderIdParamsSchema } from '@saral/contract/api/operator';
import { OperatorPermission } from '@saral/contract/api/operator-permissions';
import {
  borrower360Schema,
  kycImageParamsSchema,
  requestDocumentBodySchema,
  requestDocumentResponseSchema,
} from '@saral/contract/api/ops-borrower';
import { envelopeSchema } from '@saral/contract/envelope';
import { ok } from '../../shared/envelope-reply';
import { withZod } from '../../shared/zod-app';
import { actorOf, currentOperator } from '../operators/operator-auth';
import type { BorrowerViewService } from './borrower-view-service';
import type { DocumentRequestService } from './document-request-service';

export type BorrowerViewRouteOptions = {
  borrowerView: BorrowerViewService;
  documentRequests: DocumentRequestService;
};

/** The borrower 360 of an application, its KYC images and asking for a document again (/ops/v1). */
export async function borrowerViewRoutes(
  app: FastifyInstance,
  { borrowerView, documentRequests }: BorrowerViewRouteOptions,
) {
  const api = withZod(app);
  const tags = ['operators'];

  api.get('/applications/:orderId/borrower', {
    schema: {
      tags,
      summary:
        'Everything about an application’s borrower: identity and OCR, images, liveness, forms, contacts, accounts, device, loans, checks, risk and shared identifiers',
      params: orderIdParamsSchema,
      response: { 200: envelopeSchema(borrower360Schema) },
    },
    config: { operatorAccess: OperatorPermission.applicationsRead },
    handler: async (request) =>
      ok(await borrowerView.view(request.params.orderId, currentOperator(request).role)),
  });

  api.get('/applications/:orderId/images/:kind', {
    schema: {
      tags,
      summary: 'One KYC image of the application’s borrower (raw bytes, never cached; kyc.images)',
      params: kycImageParamsSchema,
    },
    config: { operatorAccess: OperatorPermission.kycImages },
    handler: async (request, reply) => {
      const image = await borrowerView.image(request.params.orderId, request.params.kind);
      return reply
        .type(image.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
    },
  });

  api.post('/applications/:orderId/request-document', {
    schema: {
      tags,
      summary:
        'Ask the borrower of an application under review for a card or face photo again (reopens the step; audited)',
      params: orderIdParamsSchema,
      body: requestDocumentBodySchema,
      response: { 200: envelopeSchema(requestDocumentResponseSchema) },
    },
    config: { operatorAccess: OperatorPermission.applicationsDecide },
    handler: async (request) =>
      ok(
        await documentRequests.request(request.params.orderId, request.body, actorOf(request)),
        'Requested',
      ),
  });
}
