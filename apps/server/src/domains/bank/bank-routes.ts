import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Calls } from '@saral/contract/calls';
import { envelopeSchema } from '@saral/contract/envelope';
import {
  bankCardsQuerySchema,
  bankCardsResponseSchema,
  bankCityListResponseSchema,
  bankListResponseSchema,
  bankStateListResponseSchema,
  bindCardBodySchema,
  bindCardResponseSchema,
  setDefaultCardBodySchema,
  branchListQuerySchema,
  branchListResponseSchema,
  cityListQuerySchema,
  stateListQuerySchema,
} from '@saral/contract/api/bank';
import { currentUserId } from '../../plugins/session-auth';
import { ok } from '../../shared/envelope-reply';
import { withZod } from '../../shared/zod-app';
import type { BankService } from './bank-service';

/** Only the bank service is needed, so the full service container fits as well as a test's. */
export type BankRouteOptions = { services: { bank: BankService } };

export async function bankRoutes(app: FastifyInstance, { services }: BankRouteOptions) {
  const api = withZod(app);

  api.get(Calls.bankCards.path, {
    schema: {
      tags: ['bank'],
      summary: 'The borrower’s bank accounts, newest first, numbers masked (productId is ignored)',
      querystring: bankCardsQuerySchema,
      response: { 200: envelopeSchema(bankCardsResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) => ok(await services.bank.listCards(currentUserId(request))),
  });

  api.post(Calls.setDefaultCard.path, {
    schema: {
      tags: ['bank'],
      summary: 'Makes an account the default for new applications (an active loan keeps its own)',
      body: setDefaultCardBodySchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    preHandler: app.requireUser,
    handler: async (request) => {
      await services.bank.setDefault(currentUserId(request), request.body.cardId);
      return ok(null);
    },
  });

  api.post(Calls.bindCard.path, {
    schema: {
      tags: ['bank'],
      summary: 'Adds a bank account; the same account again returns the existing card',
      body: bindCardBodySchema,
      response: { 200: envelopeSchema(bindCardResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await services.bank.bindCard(currentUserId(request), request.body)),
  });

  api.get(Calls.bankList.path, {
    schema: {
      tags: ['bank'],
      summary: 'IFSC finder: banks with branches in the directory, alphabetical',
      response: { 200: envelopeSchema(bankListResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async () => ok(await services.bank.listBanks()),
  });

  api.get(Calls.bankStateList.path, {
    schema: {
      tags: ['bank'],
      summary: 'IFSC finder: states where a bank (pId) has branches; ids are opaque',
      querystring: stateListQuerySchema,
      response: { 200: envelopeSchema(bankStateListResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) => ok(await services.bank.listStates(request.query.pId)),
  });

  api.get(Calls.bankCityList.path, {
    schema: {
      tags: ['bank'],
      summary: 'IFSC finder: cities of a state id from the state list',
      querystring: cityListQuerySchema,
      response: { 200: envelopeSchema(bankCityListResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) => ok(await services.bank.listCities(request.query.stateId)),
  });

  api.get(Calls.bankBranchList.path, {
    schema: {
      tags: ['bank'],
      summary: 'IFSC finder: branches (with IFSC) of a city id from the city list',
      querystring: branchListQuerySchema,
      response: { 200: envelopeSchema(branchListResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) => ok(await services.bank.listBranches(request.query.cityId)),
  });
}
