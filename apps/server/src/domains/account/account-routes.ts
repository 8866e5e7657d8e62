import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Calls } from '@saral/contract/calls';
import { envelopeSchema } from '@saral/contract/envelope';
import {
  accountOverviewSchema,
  deleteAccountBodySchema,
  myDataSchema,
  noDuesLetterQuerySchema,
  noDuesLetterSchema,
} from '@saral/contract/api/account';
import { setLanguageRequestSchema, setLanguageResponseSchema } from '@saral/contract/api/language';
import { currentUserId } from '../../plugins/session-auth';
import { ok } from '../../shared/envelope-reply';
import { withZod } from '../../shared/zod-app';
import type { AccountService } from './account-service';

export type AccountRouteOptions = { services: { account: AccountService } };

export async function accountRoutes(app: FastifyInstance, { services }: AccountRouteOptions) {
  const api = withZod(app);

  api.get(Calls.accountOverview.path, {
    schema: {
      tags: ['account'],
      summary: 'Name, masked phone and the verification steps done',
      response: { 200: envelopeSchema(accountOverviewSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) => ok(await services.account.overview(currentUserId(request))),
  });

  api.post(Calls.setLanguage.path, {
    schema: {
      tags: ['account'],
      summary: 'Keeps the borrower’s language (en or hi) in the profile, for server messages',
      body: setLanguageRequestSchema,
      response: { 200: envelopeSchema(setLanguageResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await services.account.setLanguage(currentUserId(request), request.body.language)),
  });

  api.get(Calls.myData.path, {
    schema: {
      tags: ['account'],
      summary: 'Download my data: the borrower’s own data (DPDP Act)',
      response: { 200: envelopeSchema(myDataSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) => ok(await services.account.myData(currentUserId(request))),
  });

  api.post(Calls.accountDeletionCode.path, {
    schema: {
      tags: ['account'],
      summary:
        'Sends the SMS code that confirms deleting the account; refused while a loan is open',
      response: { 200: envelopeSchema(z.null()) },
    },
    preHandler: app.requireUser,
    handler: async (request) => {
      await services.account.sendDeletionCode(currentUserId(request));
      return ok(null, 'Code sent');
    },
  });

  api.post(Calls.deleteAccount.path, {
    schema: {
      tags: ['account'],
      summary: 'Closes the account with the SMS code: sessions revoked, personal data erased',
      body: deleteAccountBodySchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    preHandler: app.requireUser,
    handler: async (request) => {
      await services.account.deleteAccount(currentUserId(request), request.body.code);
      return ok(null, 'Your account is closed');
    },
  });

  api.get(Calls.noDuesLetter.path, {
    schema: {
      tags: ['account'],
      summary: 'The no-dues letter of the borrower’s settled loan',
      querystring: noDuesLetterQuerySchema,
      response: { 200: envelopeSchema(noDuesLetterSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await services.account.noDuesLetter(currentUserId(request), request.query.orderId)),
  });
}
