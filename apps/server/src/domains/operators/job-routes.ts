import { OperatorPermission } from '@saral/contract/api/operator-permissions';
import {
  jobIdParamsSchema,
  jobListQuerySchema,
  jobListResponseSchema,
  jobRetryResponseSchema,
} from '@saral/contract/api/ops-jobs';
import { envelopeSchema } from '@saral/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope-reply';
import { withZod } from '../../shared/zod-app';
import { actorOf } from './operator-auth';
import type { JobOperations } from '../jobs/job-operations';

/**
 * Background jobs in the operator API (registered under OPERATOR_API_BASE): the list by state
 * (jobs.read: admin, finance) and the retry of a dead job (jobs.manage: admin), audited.
 */
export async function jobRoutes(app: FastifyInstance, { jobs }: { jobs: JobOperations }) {
  const api = withZod(app);
  const tags = ['operators'];

  api.get('/jobs', {
    schema: {
      tags,
      summary:
        'Background jobs by state (default dead) and kind, latest change first, with their last error and the counts needing attention',
      querystring: jobListQuerySchema,
      response: { 200: envelopeSchema(jobListResponseSchema) },
    },
    config: { operatorAccess: OperatorPermission.jobsRead },
    handler: async (request) => ok(await jobs.list(request.query)),
  });

  api.post('/jobs/:id/retry', {
    schema: {
      tags,
      summary:
        'Send a dead job back to the queue, due now, with all its attempts again; only a dead job; audited',
      params: jobIdParamsSchema,
      response: { 200: envelopeSchema(jobRetryResponseSchema) },
    },
    config: { operatorAccess: OperatorPermission.jobsManage },
    handler: async (request) =>
      ok(await jobs.retryDead(request.params.id, actorOf(request)), 'Queued'),
  });
}
