import { z } from 'zod';

/**
 * Background jobs in the operator API (/ops/v1/jobs): the durable job table of the server's one
 * job runner. Operators see jobs by state with their last error and send a dead one back to the
 * queue. Payloads are not shown (they may carry borrowers' data); the key names the work.
 */

export const JOB_STATES = ['dead', 'queued', 'running', 'done'] as const;
export const jobStateSchema = z.enum(JOB_STATES);
export type JobStateValue = z.infer<typeof jobStateSchema>;

const JOB_PAGE_MAX = 100;

export const jobListQuerySchema = z.object({
  /** Dead (given up) by default: the jobs that need an operator. */
  state: jobStateSchema.default('dead'),
  kind: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9.:_-]+$/, 'A job kind: lower-case letters, digits and . : _ -')
    .optional(),
  cursor: z.string().trim().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(JOB_PAGE_MAX).default(50),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

export const opsJobSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  key: z.string(),
  state: jobStateSchema,
  /** Runs started so far (one killed with its process included). */
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** Set for a recurring sweep (it runs again this often and is never dead-lettered). */
  everyMs: z.number().int().nullable(),
  /** When it runs (queued) or ran last (done, dead). */
  runAt: z.string(),
  lastError: z.string().nullable(),
  /** The process holding it while running. */
  lockedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type OpsJob = z.infer<typeof opsJobSchema>;

export const jobCountsSchema = z.object({
  queued: z.number().int(),
  running: z.number().int(),
  dead: z.number().int(),
  /** Queued again after a failed attempt (they retry by themselves). */
  retrying: z.number().int(),
});

export const jobListResponseSchema = z.object({
  /** Latest change first. */
  items: z.array(opsJobSchema),
  nextCursor: z.string().nullable(),
  counts: jobCountsSchema,
});
export type JobListResponse = z.infer<typeof jobListResponseSchema>;

export const jobIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const jobRetryResponseSchema = z.object({
  id: z.number().int(),
  state: z.literal('queued'),
});
