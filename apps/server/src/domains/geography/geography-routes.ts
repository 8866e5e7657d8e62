import { Calls } from '@saral/contract/calls';
import type { FastifyInstance } from 'fastify';
import {
  districtListResponseSchema,
  districtParamsSchema,
  stateListResponseSchema,
} from '@saral/contract/api/onboarding';
import { envelopeSchema } from '@saral/contract/envelope';
import { ok } from '../../shared/envelope-reply';
import { withZod, type RouteOptions } from '../../shared/zod-app';

export async function geographyRoutes(app: FastifyInstance, { services }: RouteOptions) {
  const api = withZod(app);

  api.get(Calls.states.path, {
    schema: {
      tags: ['geography'],
      summary: 'States and union territories of India, alphabetical',
      response: { 200: envelopeSchema(stateListResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async () => ok(await services.geography.listStates()),
  });

  api.get(`${Calls.districts.path}/:stateId`, {
    schema: {
      tags: ['geography'],
      summary: 'Districts of one state or union territory, alphabetical',
      params: districtParamsSchema,
      response: { 200: envelopeSchema(districtListResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) => ok(await services.geography.listDistricts(request.params.stateId)),
  });
}
