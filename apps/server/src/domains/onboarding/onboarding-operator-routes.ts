import { OperatorPermission } from '@saral/contract/api/operator-permissions';
import {
  onboardingSettingsChangeSchema,
  onboardingSettingsSchema,
} from '@saral/contract/api/ops-content';
import { envelopeSchema } from '@saral/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { ok } from '../../shared/envelope-reply';
import { withZod } from '../../shared/zod-app';
import { actorOf } from '../operators/operator-auth';
import { readOnboardingSettingsView, saveOnboardingSettings } from './onboarding-settings';

/**
 * Onboarding settings in the operator API (registered under OPERATOR_API_BASE): the step order,
 * the identity variant and whether the contact step continues in the app. Read with
 * content.read, changed by admins (settings.write, audited); the same body as /dev.
 */
export async function onboardingOperatorRoutes(
  app: FastifyInstance,
  { db, clock }: { db: Database; clock: Clock },
) {
  const api = withZod(app);
  const tags = ['operators'];

  api.get('/settings/onboarding', {
    schema: {
      tags,
      summary:
        'Onboarding settings: step order, identity variant, contacts in the app (content.read)',
      response: { 200: envelopeSchema(onboardingSettingsSchema) },
    },
    config: { operatorAccess: OperatorPermission.contentRead },
    handler: async () => ok(await readOnboardingSettingsView(db)),
  });

  api.put('/settings/onboarding', {
    schema: {
      tags,
      summary:
        'Change onboarding settings; absent fields stay as they are; 409 (code -7) when expectedRevision is not the current revision (settings.write)',
      body: onboardingSettingsChangeSchema,
      response: { 200: envelopeSchema(onboardingSettingsSchema) },
    },
    config: { operatorAccess: OperatorPermission.settingsWrite },
    handler: async (request) =>
      ok(await saveOnboardingSettings(db, clock, request.body, actorOf(request)), 'Saved'),
  });
}
