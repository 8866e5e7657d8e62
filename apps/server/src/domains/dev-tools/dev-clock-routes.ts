import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { envelopeSchema } from '@saral/contract/envelope';
import type { Database } from '../../db/database';
import type { AdjustableClock } from '../../shared/clock';
import { ok } from '../../shared/envelope-reply';
import { withZod } from '../../shared/zod-app';
import { rearmRecurringJobs } from '../jobs/job-repository';

/**
 * Development only: the server's "now". A browser journey sets it to see a reminder held at
 * night and sent at 08:00, or a loan fall overdue, then sets it back (`at: null`). Every
 * service, sweep and job reads this clock; the recurring sweeps are made due at the new time.
 */
export const DEV_CLOCK_PATH = '/dev/clock';

const clockSchema = z.object({
  now: z.string(),
  offsetSeconds: z.number(),
  rearmedSweeps: z.number().optional(),
});

export async function devClockRoutes(
  app: FastifyInstance,
  options: { db: Database; clock: AdjustableClock },
) {
  const { db, clock } = options;
  const view = () => ({
    now: clock.now().toISOString(),
    offsetSeconds: Math.round(clock.offsetMs() / 1000),
  });
  withZod(app).get(DEV_CLOCK_PATH, {
    schema: {
      tags: ['development'],
      summary: 'The server’s current time and its offset from real time (development only)',
      response: { 200: envelopeSchema(clockSchema) },
    },
    handler: async () => ok(view()),
  });
  withZod(app).put(DEV_CLOCK_PATH, {
    schema: {
      tags: ['development'],
      summary: 'Set the server’s current time, or back to real time with null (development only)',
      body: z.object({ at: z.iso.datetime({ offset: true }).nullable() }),
      response: { 200: envelopeSchema(clockSchema) },
    },
    handler: async (request) => {
      const { at } = request.body;
      clock.set(at === null ? null : new Date(at));
      const rearmedSweeps = await rearmRecurringJobs(db, clock.now());
      return ok({ ...view(), rearmedSweeps });
    },
  });
}
