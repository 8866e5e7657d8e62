import { Calls } from '@saral/contract/calls';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  aboutUsResponseSchema,
  faqResponseSchema,
  legalDocumentSchema,
} from '@saral/contract/api/content';
import { envelopeSchema } from '@saral/contract/envelope';
import { ok } from '../../shared/envelope-reply';
import { requestLanguage } from '../../shared/message-language';
import { withZod, type RouteOptions } from '../../shared/zod-app';

/**
 * The texts in the request's language (Accept-Language): Hindi when a Hindi version is
 * published, else English; `language` (and Content-Language) says which was served.
 */
export async function contentRoutes(app: FastifyInstance, { services }: RouteOptions) {
  const api = withZod(app);
  const languageOf = (request: FastifyRequest) =>
    requestLanguage(request.headers['accept-language']);
  /** The served language, and that the reply depends on the asked one (shared caches). */
  const saysLanguage = (reply: FastifyReply, language: string) => {
    void reply.header('content-language', language).header('vary', 'Accept-Language');
  };

  api.get(Calls.faq.path, {
    schema: {
      tags: ['content'],
      summary: 'Help Center items',
      response: { 200: envelopeSchema(faqResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request, reply) => {
      const { items, language } = await services.content.faq(languageOf(request));
      saysLanguage(reply, language);
      return ok(items);
    },
  });

  api.get(Calls.aboutUs.path, {
    schema: {
      tags: ['content'],
      summary: 'About us copy',
      response: { 200: envelopeSchema(aboutUsResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request, reply) => {
      const about = await services.content.aboutUs(languageOf(request));
      saysLanguage(reply, about.language ?? 'en');
      return ok(about);
    },
  });

  // Public: the login and promotion pages link to them before anyone signs in.
  api.get(Calls.privacyPolicy.path, {
    schema: {
      tags: ['content'],
      summary: 'Privacy policy, naming the lender of the lender setting',
      response: { 200: envelopeSchema(legalDocumentSchema) },
    },
    handler: async (request, reply) => {
      const document = await services.content.privacyPolicy(languageOf(request));
      saysLanguage(reply, document.language ?? 'en');
      return ok(document);
    },
  });

  api.get(Calls.termsOfUse.path, {
    schema: {
      tags: ['content'],
      summary: 'Terms of use, naming the lender of the lender setting',
      response: { 200: envelopeSchema(legalDocumentSchema) },
    },
    handler: async (request, reply) => {
      const document = await services.content.termsOfUse(languageOf(request));
      saysLanguage(reply, document.language ?? 'en');
      return ok(document);
    },
  });
}
