import {
  auditLogQuerySchema,
  auditLogResponseSchema,
  operatorCreateBodySchema,
  operatorDetailsBodySchema,
  operatorIdParamsSchema,
  operatorListResponseSchema,
  operatorPasswordBodySchema,
  operatorRoleBodySchema,
  operatorSessionListResponseSchema,
  operatorSummarySchema,
  sessionIdParamsSchema,
} from '@saral/contract/api/operator-admin';
import { OperatorPermission } from '@saral/contract/api/operator-permissions';
import { envelopeSchema } from '@saral/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../shared/envelope-reply';
import { withZod } from '../../shared/zod-app';
import type { OperatorAdminService } from './operator-admin-service';
import { actorOf, currentOperator } from './operator-auth';

export type OperatorAdminRouteOptions = { admin: OperatorAdminService };

/**
 * Operator management (operators.manage) and the audit log (audit.read) in the operator API,
 * registered under OPERATOR_API_BASE (/ops/v1). Access is checked by operatorAccessPlugin.
 */
export async function operatorAdminRoutes(
  app: FastifyInstance,
  { admin }: OperatorAdminRouteOptions,
) {
  const api = withZod(app);
  const tags = ['operators'];
  const manage = { operatorAccess: OperatorPermission.operatorsManage };
  const summary = { 200: envelopeSchema(operatorSummarySchema) };

  api.get('/operators', {
    schema: {
      tags,
      summary: 'Every operator: role, active, last sign-in and live sessions',
      response: { 200: envelopeSchema(operatorListResponseSchema) },
    },
    config: manage,
    handler: async () => ok(await admin.list()),
  });

  api.post('/operators', {
    schema: {
      tags,
      summary: 'Create an operator (username 3–64 of a-z 0-9 . _ -, password ≥ 12 characters)',
      body: operatorCreateBodySchema,
      response: summary,
    },
    config: manage,
    handler: async (request) => ok(await admin.create(request.body, actorOf(request)), 'Created'),
  });

  api.put('/operators/:operatorId/role', {
    schema: {
      tags,
      summary:
        'Change an operator’s role (not your own; one active admin always stays); 409 (code -7) when expectedRevision is not the operator’s revision',
      params: operatorIdParamsSchema,
      body: operatorRoleBodySchema,
      response: summary,
    },
    config: manage,
    handler: async (request) =>
      ok(
        await admin.changeRole(request.params.operatorId, request.body, actorOf(request)),
        'Saved',
      ),
  });

  api.put('/operators/:operatorId/details', {
    schema: {
      tags,
      summary:
        'Set the name, phone and agency a recovery agent is introduced by (sent to the borrower on assignment)',
      params: operatorIdParamsSchema,
      body: operatorDetailsBodySchema,
      response: summary,
    },
    config: manage,
    handler: async (request) =>
      ok(
        await admin.setDetails(request.params.operatorId, request.body, actorOf(request)),
        'Saved',
      ),
  });

  for (const [action, active] of [
    ['disable', false],
    ['enable', true],
  ] as const) {
    api.post(`/operators/:operatorId/${action}`, {
      schema: {
        tags,
        summary: active
          ? 'Enable an operator again'
          : 'Disable an operator and end their sessions (not yourself, not the last active admin)',
        params: operatorIdParamsSchema,
        response: summary,
      },
      config: manage,
      handler: async (request) =>
        ok(
          await admin.setActive(request.params.operatorId, active, actorOf(request)),
          active ? 'Enabled' : 'Disabled',
        ),
    });
  }

  api.post('/operators/:operatorId/two-step/reset', {
    schema: {
      tags,
      summary:
        'Turn an operator’s two-step sign-in off (a lost phone); ends their sessions. They set it up again',
      params: operatorIdParamsSchema,
      response: summary,
    },
    config: manage,
    handler: async (request) =>
      ok(await admin.resetTwoStep(request.params.operatorId, actorOf(request)), 'Saved'),
  });

  api.put('/operators/:operatorId/password', {
    schema: {
      tags,
      summary: 'Give an operator a new password (≥ 12 characters); ends their sessions',
      params: operatorIdParamsSchema,
      body: operatorPasswordBodySchema,
      response: summary,
    },
    config: manage,
    handler: async (request) =>
      ok(
        await admin.resetPassword(
          request.params.operatorId,
          request.body.password,
          actorOf(request),
        ),
        'Saved',
      ),
  });

  api.get('/operator-sessions', {
    schema: {
      tags,
      summary: 'Live operator sessions, newest first (current marks your own)',
      response: { 200: envelopeSchema(operatorSessionListResponseSchema) },
    },
    config: manage,
    handler: async (request) => ok(await admin.sessions(currentOperator(request).sessionId)),
  });

  api.delete('/operator-sessions/:sessionId', {
    schema: {
      tags,
      summary: 'End an operator session',
      params: sessionIdParamsSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    config: manage,
    handler: async (request) => {
      await admin.revokeSession(request.params.sessionId, actorOf(request));
      return ok(null, 'Revoked');
    },
  });

  api.get('/audit-log', {
    schema: {
      tags,
      summary: 'Operator actions, newest first, keyset-paginated (cursor, limit ≤ 100), filtered',
      querystring: auditLogQuerySchema,
      response: { 200: envelopeSchema(auditLogResponseSchema) },
    },
    config: { operatorAccess: OperatorPermission.auditRead },
    handler: async (request) => ok(await admin.auditLog(request.query)),
  });
}
