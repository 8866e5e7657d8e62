import { OperatorPermission } from '@saral/contract/api/operator-permissions';
import {
  marketingSettingsChangeSchema,
  marketingSettingsViewSchema,
} from '@saral/contract/api/ops-content';
import { envelopeSchema } from '@saral/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope-reply';
import { withZod } from '../../shared/zod-app';
import { actorOf } from '../operators/operator-auth';
import type { MarketingService } from './marketing-service';

/**
 * Marketing pixel and attribution settings in the operator API (registered under
 * OPERATOR_API_BASE): read with content.read, replaced by admins (settings.write, audited);
 * the same body as /dev. The server's environment applies to every key the override leaves out.
 */
export async function marketingOperatorRoutes(
  app: FastifyInstance,
  { marketing }: { marketing: MarketingService },
) {
  const api = withZod(app);
  const tags = ['operators'];

  api.get('/settings/marketing', {
    schema: {
      tags,
      summary: 'Marketing settings: the operator override and what applies with it (content.read)',
      response: { 200: envelopeSchema(marketingSettingsViewSchema) },
    },
    config: { operatorAccess: OperatorPermission.contentRead },
    handler: async () => ok(await marketing.view()),
  });

  api.put('/settings/marketing', {
    schema: {
      tags,
      summary:
        'Replace the marketing override ({} goes back to the environment); 409 (code -7) when expectedRevision is not the current revision (settings.write)',
      body: marketingSettingsChangeSchema,
      response: { 200: envelopeSchema(marketingSettingsViewSchema) },
    },
    config: { operatorAccess: OperatorPermission.settingsWrite },
    handler: async (request) =>
      ok(await marketing.saveOverride(request.body, actorOf(request)), 'Saved'),
  });
}
