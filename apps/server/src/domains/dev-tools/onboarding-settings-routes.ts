import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ONBOARDING_SETTINGS_PATH, onboardingSettingsBodySchema } from '@saral/contract/api/dev';
import { envelopeSchema } from '@saral/contract/envelope';
import { ok } from '../../shared/envelope-reply';
import { withZod, type RouteOptions } from '../../shared/zod-app';
import { readOnboardingSettings, writeOnboardingSettings } from '../onboarding/onboarding-settings';
import type { Database } from '../../db/database';

/**
 * Development only (never registered in production): lets browser tests and a developer switch
 * the identity variant or step order the way an operator would in app_settings.
 */
export async function onboardingSettingsRoutes(
  app: FastifyInstance,
  options: RouteOptions & { db: Database },
) {
  withZod(app).put(ONBOARDING_SETTINGS_PATH, {
    schema: {
      tags: ['development'],
      summary: 'Change onboarding settings (development only)',
      body: onboardingSettingsBodySchema,
      response: { 200: envelopeSchema(z.unknown()) },
    },
    handler: async (request) => {
      await writeOnboardingSettings(options.db, request.body);
      return ok(await readOnboardingSettings(options.db));
    },
  });
}
