import {
  campaignCodeParamsSchema,
  campaignListResponseSchema,
  campaignSchema,
  campaignUpsertBodySchema,
  iosApplySettingSchema,
} from '@saral/contract/api/campaign';
import { OperatorPermission } from '@saral/contract/api/operator-permissions';
import { envelopeSchema } from '@saral/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope-reply';
import { withZod } from '../../shared/zod-app';
import { actorOf } from '../operators/operator-auth';
import type { CampaignService } from './campaign-service';

export type CampaignOperatorRouteOptions = { campaigns: CampaignService };

/**
 * Campaign settings in the operator API (registered under OPERATOR_API_BASE, /ops/v1):
 * campaigns.read and campaigns.write, admins only, since a campaign decides who may use the
 * product at all. The access is checked by operatorAccessPlugin, as for every /ops/v1 route.
 */
export async function campaignOperatorRoutes(
  app: FastifyInstance,
  { campaigns }: CampaignOperatorRouteOptions,
) {
  const api = withZod(app);
  const tags = ['operators'];

  api.get('/campaigns', {
    schema: {
      tags,
      summary: 'Every campaign and its audience settings (campaigns.read)',
      response: { 200: envelopeSchema(campaignListResponseSchema) },
    },
    config: { operatorAccess: OperatorPermission.campaignsRead },
    handler: async () => ok(await campaigns.list()),
  });

  api.put('/campaigns/:code', {
    schema: {
      tags,
      summary: 'Create a campaign or replace its settings (campaigns.write)',
      params: campaignCodeParamsSchema,
      body: campaignUpsertBodySchema,
      response: { 200: envelopeSchema(campaignSchema) },
    },
    config: { operatorAccess: OperatorPermission.campaignsWrite },
    handler: async (request) =>
      ok(await campaigns.upsert(request.params.code, request.body, actorOf(request)), 'Saved'),
  });

  api.get('/ios-apply', {
    schema: {
      tags,
      summary: 'Where Apply sends iOS visitors without a campaign of their own (campaigns.read)',
      response: { 200: envelopeSchema(iosApplySettingSchema) },
    },
    config: { operatorAccess: OperatorPermission.campaignsRead },
    handler: async () => ok(await campaigns.iosApply()),
  });

  api.put('/ios-apply', {
    schema: {
      tags,
      summary: 'Set where Apply sends iOS visitors; null keeps them here (campaigns.write)',
      body: iosApplySettingSchema,
      response: { 200: envelopeSchema(iosApplySettingSchema) },
    },
    config: { operatorAccess: OperatorPermission.campaignsWrite },
    handler: async (request) =>
      ok(await campaigns.setIosApply(request.body, actorOf(request)), 'Saved'),
  });
}
