import type { FastifyInstance } from 'fastify';
import { Calls } from '@saral/contract/calls';
import { marketingConfigSchema } from '@saral/contract/api/marketing';
import { envelopeSchema } from '@saral/contract/envelope';
import { ok } from '../../shared/envelope-reply';
import { withZod, type RouteOptions } from '../../shared/zod-app';

/** Public: the login screen loads it before anyone signs in. */
export async function marketingRoutes(app: FastifyInstance, { services }: RouteOptions) {
  withZod(app).get(Calls.marketingConfig.path, {
    schema: {
      tags: ['marketing'],
      summary: 'Marketing pixel id and attribution token (null when not configured)',
      response: { 200: envelopeSchema(marketingConfigSchema) },
    },
    handler: async () => ok(await services.marketing.publicConfig()),
  });
}
