import { productIdParamsSchema } from '@saral/contract/api/operator';
import { OperatorPermission } from '@saral/contract/api/operator-permissions';
import { rejectProductVersionBodySchema } from '@saral/contract/api/ops-products';
import {
  creditTiersVersionListSchema,
  creditTiersVersionSchema,
  decisionRulesVersionListSchema,
  decisionRulesVersionParamsSchema,
  decisionRulesVersionSchema,
  proposeCreditTiersBodySchema,
  proposeDecisionRulesBodySchema,
  settingVersionParamsSchema,
} from '@saral/contract/api/ops-versions';
import { envelopeSchema } from '@saral/contract/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../shared/envelope-reply';
import { withZod } from '../../shared/zod-app';
import type { CreditTierService } from '../orders/credit-tiers';
import { actorOf, currentOperator } from '../operators/operator-auth';
import type { ReviewService } from './review-service';

const admin = (request: FastifyRequest) => ({
  ...actorOf(request),
  operatorId: currentOperator(request).id,
});

const P = OperatorPermission;
const approved = { approve: true, reason: null };

/**
 * Decision rules and credit tiers in versions (registered under OPERATOR_API_BASE), the same
 * maker-checker as product terms: read (rules.read), propose (rules.write for rules,
 * products.propose for tiers), a second admin approves or rejects (products.approve).
 */
export async function settingVersionsRoutes(
  app: FastifyInstance,
  { review, creditTiers }: { review: ReviewService; creditTiers: CreditTierService },
) {
  const api = withZod(app);
  const tags = ['operators'];
  const rulesOne = { 200: envelopeSchema(decisionRulesVersionSchema) };
  const tiersOne = { 200: envelopeSchema(creditTiersVersionSchema) };

  api.get('/products/:productId/decision-rules/versions', {
    schema: {
      tags,
      summary: 'The product’s decision-rules versions, newest first',
      params: productIdParamsSchema,
      response: { 200: envelopeSchema(decisionRulesVersionListSchema) },
    },
    config: { operatorAccess: P.rulesRead },
    handler: async (request) => ok(await review.listRuleVersions(request.params.productId)),
  });

  api.post('/products/:productId/decision-rules/versions', {
    schema: {
      tags,
      summary:
        'Propose decision rules (pending until a second admin approves); 409 (code -7) when baseVersion is not the approved version',
      params: productIdParamsSchema,
      body: proposeDecisionRulesBodySchema,
      response: rulesOne,
    },
    config: { operatorAccess: P.rulesWrite },
    handler: async (request) =>
      ok(
        await review.proposeRules(request.params.productId, request.body, admin(request)),
        'Proposed',
      ),
  });

  api.post('/products/:productId/decision-rules/versions/:version/approve', {
    schema: {
      tags,
      summary:
        'Approve pending decision rules (not your own): the review decides by them from now on',
      params: decisionRulesVersionParamsSchema,
      response: rulesOne,
    },
    config: { operatorAccess: P.productsApprove },
    handler: async (request) => {
      const { productId, version } = request.params;
      return ok(await review.decideRules(productId, version, admin(request), approved), 'Approved');
    },
  });

  api.post('/products/:productId/decision-rules/versions/:version/reject', {
    schema: {
      tags,
      summary: 'Reject pending decision rules with a reason; the approved rules stay',
      params: decisionRulesVersionParamsSchema,
      body: rejectProductVersionBodySchema,
      response: rulesOne,
    },
    config: { operatorAccess: P.productsApprove },
    handler: async (request) => {
      const { productId, version } = request.params;
      const decision = { approve: false, reason: request.body.reason };
      return ok(await review.decideRules(productId, version, admin(request), decision), 'Rejected');
    },
  });

  api.get('/credit-tiers/versions', {
    schema: {
      tags,
      summary: 'The credit tiers’ versions, newest first; the approved one applies',
      response: { 200: envelopeSchema(creditTiersVersionListSchema) },
    },
    config: { operatorAccess: P.rulesRead },
    handler: async () => ok(await creditTiers.list()),
  });

  api.post('/credit-tiers/versions', {
    schema: {
      tags,
      summary:
        'Propose credit tiers (pending until a second admin approves); 409 (code -7) when baseVersion is not the approved version',
      body: proposeCreditTiersBodySchema,
      response: tiersOne,
    },
    config: { operatorAccess: P.productsPropose },
    handler: async (request) =>
      ok(await creditTiers.propose(request.body, admin(request)), 'Proposed'),
  });

  api.post('/credit-tiers/versions/:version/approve', {
    schema: {
      tags,
      summary: 'Approve pending credit tiers (not your own): limits and offers use them at once',
      params: settingVersionParamsSchema,
      response: tiersOne,
    },
    config: { operatorAccess: P.productsApprove },
    handler: async (request) =>
      ok(await creditTiers.decide(request.params.version, admin(request), approved), 'Approved'),
  });

  api.post('/credit-tiers/versions/:version/reject', {
    schema: {
      tags,
      summary: 'Reject pending credit tiers with a reason; the approved tiers stay',
      params: settingVersionParamsSchema,
      body: rejectProductVersionBodySchema,
      response: tiersOne,
    },
    config: { operatorAccess: P.productsApprove },
    handler: async (request) => {
      const decision = { approve: false, reason: request.body.reason };
      return ok(
        await creditTiers.decide(request.params.version, admin(request), decision),
        'Rejected',
      );
    },
  });
}
