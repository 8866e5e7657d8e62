import { OperatorPermission } from '@saral/contract/api/operator-permissions';
import {
  complaintAssignBodySchema,
  complaintCreateBodySchema,
  complaintDetailSchema,
  complaintIdParamsSchema,
  complaintListQuerySchema,
  complaintListResponseSchema,
  complaintStatusBodySchema,
} from '@saral/contract/api/ops-complaints';
import { envelopeSchema } from '@saral/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope-reply';
import { withZod } from '../../shared/zod-app';
import { actorOf, currentOperator } from '../operators/operator-auth';
import type { ComplaintsService } from './complaints-service';

/**
 * Borrowers' complaints in the operator API (registered under OPERATOR_API_BASE): every role
 * reads them (complaints.read; the phone masked for support and viewer); admin and support record,
 * assign and move them (complaints.manage), each change audited.
 */
export async function complaintsRoutes(
  app: FastifyInstance,
  { complaints }: { complaints: ComplaintsService },
) {
  const api = withZod(app);
  const tags = ['operators'];
  const read = { operatorAccess: OperatorPermission.complaintsRead };
  const manage = { operatorAccess: OperatorPermission.complaintsManage };
  const detail = { 200: envelopeSchema(complaintDetailSchema) };

  api.post('/complaints', {
    schema: {
      tags,
      summary:
        'Record a borrower’s complaint (by registered phone or order); its 30-day clock starts at receivedAt; audited',
      body: complaintCreateBodySchema,
      response: detail,
    },
    config: manage,
    handler: async (request) =>
      ok(
        await complaints.create(request.body, actorOf(request), currentOperator(request).role),
        'Saved',
      ),
  });

  api.get('/complaints', {
    schema: {
      tags,
      summary:
        'Complaints, oldest due first, with days left on the 30-day clock; filters on status and overdue; keyset pages',
      querystring: complaintListQuerySchema,
      response: { 200: envelopeSchema(complaintListResponseSchema) },
    },
    config: read,
    handler: async (request) =>
      ok(await complaints.list(request.query, currentOperator(request).role)),
  });

  api.get('/complaints/:id', {
    schema: {
      tags,
      summary: 'One complaint with its history',
      params: complaintIdParamsSchema,
      response: detail,
    },
    config: read,
    handler: async (request) =>
      ok(await complaints.detail(request.params.id, currentOperator(request).role)),
  });

  api.post('/complaints/:id/assign', {
    schema: {
      tags,
      summary:
        'Assign an open or in-progress complaint to an operator; 409 if it changed since expectedStatus; audited',
      params: complaintIdParamsSchema,
      body: complaintAssignBodySchema,
      response: detail,
    },
    config: manage,
    handler: async (request) =>
      ok(
        await complaints.assign(
          request.params.id,
          request.body,
          actorOf(request),
          currentOperator(request).role,
        ),
        'Saved',
      ),
  });

  api.post('/complaints/:id/status', {
    schema: {
      tags,
      summary:
        'Move a complaint: open → in_progress → resolved (with a resolution), open or in_progress → escalated; 409 for any other move or a stale expectedStatus; audited',
      params: complaintIdParamsSchema,
      body: complaintStatusBodySchema,
      response: detail,
    },
    config: manage,
    handler: async (request) =>
      ok(
        await complaints.changeStatus(
          request.params.id,
          request.body,
          actorOf(request),
          currentOperator(request).role,
        ),
        'Saved',
      ),
  });
}
