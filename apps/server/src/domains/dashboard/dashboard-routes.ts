import { dashboardResponseSchema } from '@saral/contract/api/ops-dashboard';
import { OperatorPermission } from '@saral/contract/api/operator-permissions';
import { envelopeSchema } from '@saral/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope-reply';
import { withZod } from '../../shared/zod-app';
import type { DashboardService } from './dashboard-service';

/** GET /ops/v1/dashboard (registered under OPERATOR_API_BASE): every role reads it. */
export async function dashboardRoutes(
  app: FastifyInstance,
  { dashboard }: { dashboard: DashboardService },
) {
  withZod(app).get('/dashboard', {
    schema: {
      tags: ['operators'],
      summary:
        'Today and the last 30 days: applications, approvals, payouts, repayments; the book, overdue buckets, PAR and the funnel (dashboard.read)',
      response: { 200: envelopeSchema(dashboardResponseSchema) },
    },
    config: { operatorAccess: OperatorPermission.dashboardRead },
    handler: async () => ok(await dashboard.dashboard()),
  });
}
