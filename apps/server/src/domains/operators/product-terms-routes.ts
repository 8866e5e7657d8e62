import { productIdParamsSchema } from '@saral/contract/api/operator';
import { OperatorPermission } from '@saral/contract/api/operator-permissions';
import {
  productVersionListResponseSchema,
  productVersionParamsSchema,
  productVersionSchema,
  proposeProductTermsBodySchema,
  rejectProductVersionBodySchema,
} from '@saral/contract/api/ops-products';
import { envelopeSchema } from '@saral/contract/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../shared/envelope-reply';
import { withZod } from '../../shared/zod-app';
import type { ProductTermsService } from '../catalog/product-terms-service';
import { actorOf, currentOperator } from './operator-auth';

const admin = (request: FastifyRequest) => ({
  ...actorOf(request),
  operatorId: currentOperator(request).id,
});

/**
 * Product terms versions in the operator API (registered under OPERATOR_API_BASE): the list
 * (rules.read), proposals (products.propose) and a second admin's decision (products.approve).
 */
export async function productTermsRoutes(
  app: FastifyInstance,
  { productTerms }: { productTerms: ProductTermsService },
) {
  const api = withZod(app);
  const tags = ['operators'];
  const one = { 200: envelopeSchema(productVersionSchema) };

  api.get('/products/:productId/versions', {
    schema: {
      tags,
      summary:
        'The product’s terms versions, newest first: approved, pending, rejected, superseded',
      params: productIdParamsSchema,
      response: { 200: envelopeSchema(productVersionListResponseSchema) },
    },
    config: { operatorAccess: OperatorPermission.rulesRead },
    handler: async (request) => ok(await productTerms.list(request.params.productId)),
  });

  api.post('/products/:productId/versions', {
    schema: {
      tags,
      summary:
        'Propose new terms (pending until a second admin approves); 409 when baseVersion is not the current version or another proposal is pending',
      params: productIdParamsSchema,
      body: proposeProductTermsBodySchema,
      response: one,
    },
    config: { operatorAccess: OperatorPermission.productsPropose },
    handler: async (request) =>
      ok(
        await productTerms.propose(request.params.productId, request.body, admin(request)),
        'Proposed',
      ),
  });

  api.post('/products/:productId/versions/:version/approve', {
    schema: {
      tags,
      summary:
        'Approve a pending version (not your own): the product takes its terms at once; new orders are priced with them',
      params: productVersionParamsSchema,
      response: one,
    },
    config: { operatorAccess: OperatorPermission.productsApprove },
    handler: async (request) => {
      const { productId, version } = request.params;
      return ok(
        await productTerms.decide(productId, version, admin(request), {
          approve: true,
          reason: null,
        }),
        'Approved',
      );
    },
  });

  api.post('/products/:productId/versions/:version/reject', {
    schema: {
      tags,
      summary: 'Reject a pending version with a reason; the product keeps its terms',
      params: productVersionParamsSchema,
      body: rejectProductVersionBodySchema,
      response: one,
    },
    config: { operatorAccess: OperatorPermission.productsApprove },
    handler: async (request) => {
      const { productId, version } = request.params;
      return ok(
        await productTerms.decide(productId, version, admin(request), {
          approve: false,
          reason: request.body.reason,
        }),
        'Rejected',
      );
    },
  });
}
