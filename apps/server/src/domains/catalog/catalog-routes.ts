import { Calls } from '@saral/contract/calls';
import type { FastifyInstance } from 'fastify';
import { homeIndexResponseSchema } from '@saral/contract/api/home';
import { productInfoQuerySchema, productInfoResponseSchema } from '@saral/contract/api/product';
import { promotionFiguresSchema } from '@saral/contract/api/promotion';
import { envelopeSchema } from '@saral/contract/envelope';
import { ok } from '../../shared/envelope-reply';
import { withZod, type RouteOptions } from '../../shared/zod-app';
import { currentUserId } from '../../plugins/session-auth';

export async function catalogRoutes(app: FastifyInstance, { services }: RouteOptions) {
  const api = withZod(app);

  api.get(Calls.homeIndex.path, {
    schema: {
      tags: ['catalog'],
      summary: 'Loan products and the borrower’s in-progress orders',
      response: { 200: envelopeSchema(homeIndexResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) => ok(await services.catalog.homeIndex(currentUserId(request))),
  });

  api.get(Calls.productInfo.path, {
    schema: {
      tags: ['catalog'],
      summary: 'Everything the product detail screen shows',
      querystring: productInfoQuerySchema,
      response: { 200: envelopeSchema(productInfoResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) => ok(await services.catalog.productInfo(request.query.id)),
  });

  api.get(Calls.promotionFigures.path, {
    schema: {
      tags: ['catalog'],
      summary: 'The promotion’s figures from the real products (public)',
      description:
        'First-loan limit (first credit tier within open products), their lowest daily rate, and the most a borrower can reach. No session: the register page shows the maximum.',
      response: { 200: envelopeSchema(promotionFiguresSchema) },
    },
    handler: async () => ok(await services.catalog.promotionFigures()),
  });
}
