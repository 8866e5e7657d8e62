import { Calls } from '@saral/contract/calls';
import type { FastifyInstance } from 'fastify';
import {
  aboutUsResponseSchema,
  faqResponseSchema,
  legalDocumentSchema,
} from '@saral/contract/api/content';
import { envelopeSchema } from '@saral/contract/envelope';
import { ok } from '../../shared/envelope-reply';
import { withZod, type RouteOptions } from '../../shared/zod-app';

export async function contentRoutes(app: FastifyInstance, { services }: RouteOptions) {
  const api = withZod(app);

  api.get(Calls.faq.path, {
    schema: {
      tags: ['content'],
      summary: 'Help Center items',
      response: { 200: envelopeSchema(faqResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async () => ok(await services.content.faq()),
  });

  api.get(Calls.aboutUs.path, {
    schema: {
      tags: ['content'],
      summary: 'About us copy',
      response: { 200: envelopeSchema(aboutUsResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async () => ok(await services.content.aboutUs()),
  });

  // Public: the login and promotion pages link to them before anyone signs in.
  api.get(Calls.privacyPolicy.path, {
    schema: {
      tags: ['content'],
      summary: 'Privacy policy, naming the lender of the lender setting',
      response: { 200: envelopeSchema(legalDocumentSchema) },
    },
    handler: async () => ok(await services.content.privacyPolicy()),
  });

  api.get(Calls.termsOfUse.path, {
    schema: {
      tags: ['content'],
      summary: 'Terms of use, naming the lender of the lender setting',
      response: { 200: envelopeSchema(legalDocumentSchema) },
    },
    handler: async () => ok(await services.content.termsOfUse()),
  });
}
