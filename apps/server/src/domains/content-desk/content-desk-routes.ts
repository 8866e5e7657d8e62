import { OperatorPermission } from '@saral/contract/api/operator-permissions';
import {
  contentEntrySchema,
  contentKeyParamsSchema,
  contentListQuerySchema,
  contentListResponseSchema,
  contentSaveBodySchema,
} from '@saral/contract/api/ops-content';
import { envelopeSchema } from '@saral/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope-reply';
import { withZod } from '../../shared/zod-app';
import { actorOf } from '../operators/operator-auth';
import type { ContentDeskService } from './content-desk-service';

/**
 * Help FAQ, About us, privacy policy and terms in the operator API (registered under
 * OPERATOR_API_BASE): every role reads them (content.read), admins save new versions
 * (content.write, audited). The borrower API serves a saved version from its effective date.
 */
export async function contentDeskRoutes(
  app: FastifyInstance,
  { content }: { content: ContentDeskService },
) {
  const api = withZod(app);
  const tags = ['operators'];

  api.get('/content', {
    schema: {
      tags,
      summary:
        'Help FAQ, About us, privacy policy and terms in one language (?language=en|hi, English by default): the text served now, its version and history (content.read)',
      querystring: contentListQuerySchema,
      response: { 200: envelopeSchema(contentListResponseSchema) },
    },
    config: { operatorAccess: OperatorPermission.contentRead },
    handler: async (request) => ok(await content.list(request.query.language)),
  });

  api.put('/content/:key', {
    schema: {
      tags,
      summary:
        'Save a new version of a text in a language (body.language, English by default) from a day (today or later); expectedVersion is the newest version of that language seen, a stale one answers 409 (content.write)',
      params: contentKeyParamsSchema,
      body: contentSaveBodySchema,
      response: { 200: envelopeSchema(contentEntrySchema) },
    },
    config: { operatorAccess: OperatorPermission.contentWrite },
    handler: async (request) =>
      ok(await content.save(request.params.key, request.body, actorOf(request)), 'Saved'),
  });
}
