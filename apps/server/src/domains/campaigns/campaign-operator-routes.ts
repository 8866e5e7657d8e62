import {
  campaignCodeParamsSchema,
  campaignListResponseSchema,
  campaignSchema,
  campaignUpsertBodySchema,
} from '@saral/contract/api/campaign';
import { envelopeSchema } from '@saral/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope-reply';
import { withZod } from '../../shared/zod-app';
import { currentOperator, type OperatorAuth } from '../operators/operator-auth';
import type { CampaignService } from './campaign-service';

export type CampaignOperatorRouteOptions = { operators: OperatorAuth; campaigns: CampaignService };

/**
 * Campaign settings in the operator API (registered under OPERATOR_API_BASE, /ops/v1). Admins
 * only: a campaign decides who may use the product at all. Sign-in and role are checked in
 * onRequest, as in operatorRoutes (401 code -4 without a session, 403 code -1 below admin).
 */
export async function campaignOperatorRoutes(
  app: FastifyInstance,
  { operators, campaigns }: CampaignOperatorRouteOptions,
) {
  // Own encapsulation context: the guard stores the operator on the request here as well.
  app.decorateRequest('operator', null);
  const api = withZod(app);
  const admin = operators.requireOperator('admin');
  const tags = ['operators'];

  api.get('/campaigns', {
    schema: {
      tags,
      summary: 'Every campaign and its audience settings (admin)',
      response: { 200: envelopeSchema(campaignListResponseSchema) },
    },
    onRequest: admin,
    handler: async () => ok(await campaigns.list()),
  });

  api.put('/campaigns/:code', {
    schema: {
      tags,
      summary: 'Create a campaign or replace its settings (admin)',
      params: campaignCodeParamsSchema,
      body: campaignUpsertBodySchema,
      response: { 200: envelopeSchema(campaignSchema) },
    },
    onRequest: admin,
    handler: async (request) =>
      ok(
        await campaigns.upsert(
          request.params.code,
          request.body,
          currentOperator(request).username,
        ),
        'Saved',
      ),
  });
}
