import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MARKETING_SETTINGS_PATH, marketingOverrideSchema } from '@saral/contract/api/marketing';
import { envelopeSchema } from '@saral/contract/envelope';
import { ok } from '../../shared/envelope-reply';
import { withZod, type RouteOptions } from '../../shared/zod-app';

/**
 * Development only (never registered in production): lets browser tests and a developer switch
 * the marketing pixel and attribution on and off the way an operator would in app_settings.
 * The body replaces the whole override; {} goes back to the environment's settings.
 */
export async function marketingSettingsRoutes(app: FastifyInstance, { services }: RouteOptions) {
  withZod(app).put(MARKETING_SETTINGS_PATH, {
    schema: {
      tags: ['development'],
      summary: 'Replace the marketing settings override (development only)',
      body: marketingOverrideSchema,
      response: { 200: envelopeSchema(z.unknown()) },
    },
    handler: async (request) => ok(await services.marketing.replaceOverride(request.body)),
  });
}
