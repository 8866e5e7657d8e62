import { Calls } from '@saral/contract/calls';
import { campaignQuerySchema, publicCampaignSchema } from '@saral/contract/api/campaign';
import { envelopeSchema } from '@saral/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope-reply';
import { withZod, type RouteOptions } from '../../shared/zod-app';

/** Public: the landing page asks before sign-in whether its campaign is for iOS only. */
export async function campaignRoutes(app: FastifyInstance, { services }: RouteOptions) {
  const api = withZod(app);

  api.get(Calls.campaign.path, {
    schema: {
      tags: ['campaigns'],
      summary:
        'The audience of a landing link’s campaign (unknown or inactive codes restrict nobody)',
      querystring: campaignQuerySchema,
      response: { 200: envelopeSchema(publicCampaignSchema) },
    },
    handler: async (request) => ok(await services.campaigns.publicCampaign(request.query.code)),
  });
}
