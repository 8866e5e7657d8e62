import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

/** GET /healthz: 200 when the process can reach its database, 503 otherwise (for load balancers). */
export async function healthRoutes(app: FastifyInstance, options: { db: Database }) {
  app.get(
    '/healthz',
    {
      logLevel: 'warn',
      schema: {
        summary: 'Liveness for load balancers: 200 when the database answers, 503 otherwise',
        tags: ['health'],
      },
    },
    async (_request, reply) => {
      try {
        await options.db.query('SELECT 1');
        return { status: 'ok', database: options.db.engine };
      } catch {
        return reply.status(503).send({ status: 'unavailable', database: options.db.engine });
      }
    },
  );
}
