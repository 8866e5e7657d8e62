import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { envelopeSchema } from '@saral/contract/envelope';
import type { Database } from '../../db/database';
import { notFound } from '../../shared/app-error';
import { ok } from '../../shared/envelope-reply';
import { withZod } from '../../shared/zod-app';
import { createServicingRepository } from '../orders/servicing-repository';

/** Development only: a browser test cannot wait days, so it moves a loan's due date instead. */
export const ORDER_DUE_DATE_PATH = '/dev/orders/:orderId/due-date';

export async function orderClockRoutes(app: FastifyInstance, options: { db: Database }) {
  withZod(app).put(ORDER_DUE_DATE_PATH, {
    schema: {
      tags: ['development'],
      summary: 'Set a loan’s due date (development only)',
      params: z.object({ orderId: z.coerce.number().int().positive() }),
      body: z.object({ dueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
      response: { 200: envelopeSchema(z.object({ orderId: z.number(), dueDate: z.string() })) },
    },
    handler: async (request) => {
      const { orderId } = request.params;
      const moved = await createServicingRepository(options.db).moveDueDate(
        orderId,
        request.body.dueDate,
      );
      if (!moved) throw notFound('Loan');
      return ok({ orderId, dueDate: request.body.dueDate });
    },
  });
}
