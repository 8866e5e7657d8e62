import { OperatorPermission } from '@saral/contract/api/operator-permissions';
import {
  assignAgentBodySchema,
  collectionDetailSchema,
  collectionOrderParamsSchema,
  collectionsQuerySchema,
  collectionsResponseSchema,
  contactBodySchema,
  promiseBodySchema,
} from '@saral/contract/api/ops-collections';
import { envelopeSchema } from '@saral/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope-reply';
import { withZod } from '../../shared/zod-app';
import { actorOf, currentOperator } from '../operators/operator-auth';
import type { CollectionsService } from './collections-service';

/**
 * Collections in the operator API (registered under OPERATOR_API_BASE): the queue and one loan's
 * log (collections.read; phones masked for support and viewer), promises and contacts
 * (collections.manage), assignment to an agent (collections.assign).
 */
export async function collectionsRoutes(
  app: FastifyInstance,
  { collections }: { collections: CollectionsService },
) {
  const api = withZod(app);
  const tags = ['operators'];
  const read = { operatorAccess: OperatorPermission.collectionsRead };
  const manage = { operatorAccess: OperatorPermission.collectionsManage };
  const detail = envelopeSchema(collectionDetailSchema);

  api.get('/collections', {
    schema: {
      tags,
      summary:
        'Late loans (paid out, past the due date): filter by days-past-due bucket and agent (an id, me or unassigned); most days past due first, keyset pages',
      querystring: collectionsQuerySchema,
      response: { 200: envelopeSchema(collectionsResponseSchema) },
    },
    config: read,
    handler: async (request) =>
      ok(await collections.queue(request.query, currentOperator(request))),
  });

  api.get('/collections/:orderId', {
    schema: {
      tags,
      summary: 'One loan in collections: its agent, promises to pay (newest first) and contacts',
      params: collectionOrderParamsSchema,
      response: { 200: detail },
    },
    config: read,
    handler: async (request) =>
      ok(await collections.detail(request.params.orderId, currentOperator(request).role)),
  });

  api.post('/collections/:orderId/assign', {
    schema: {
      tags,
      summary:
        'Assign a late loan to an active collections operator; the borrower is sent the agent’s details by SMS (once per assignment); audited',
      params: collectionOrderParamsSchema,
      body: assignAgentBodySchema,
      response: { 200: detail },
    },
    config: { operatorAccess: OperatorPermission.collectionsAssign },
    handler: async (request) => {
      await collections.assign(request.params.orderId, request.body.agentId, actorOf(request));
      return ok(
        await collections.detail(request.params.orderId, currentOperator(request).role),
        'Assigned',
      );
    },
  });

  api.post('/collections/:orderId/promises', {
    schema: {
      tags,
      summary:
        'Record a promise to pay (rupees, a day from today to 30 days on in India, at most what is owed; one open promise per loan); audited',
      params: collectionOrderParamsSchema,
      body: promiseBodySchema,
      response: { 200: detail },
    },
    config: manage,
    handler: async (request) => {
      await collections.promise(request.params.orderId, request.body, actorOf(request));
      return ok(
        await collections.detail(request.params.orderId, currentOperator(request).role),
        'Saved',
      );
    },
  });

  api.post('/collections/:orderId/contacts', {
    schema: {
      tags,
      summary:
        'Log a contact with the borrower (08:00–19:00 in India, only after the agent’s details were sent); audited',
      params: collectionOrderParamsSchema,
      body: contactBodySchema,
      response: { 200: detail },
    },
    config: manage,
    handler: async (request) => {
      await collections.contact(request.params.orderId, request.body, actorOf(request));
      return ok(
        await collections.detail(request.params.orderId, currentOperator(request).role),
        'Saved',
      );
    },
  });
}
