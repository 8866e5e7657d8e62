import { z } from 'zod';

export const smsOutboxQuerySchema = z.object({ phone: z.string().regex(/^\d{12}$/) });
export const smsOutboxResponseSchema = z.array(
  z.object({ phone: z.string(), body: z.string(), createdAt: z.string() }),
);
