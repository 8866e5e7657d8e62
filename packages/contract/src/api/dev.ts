import { z } from 'zod';

/** GET /dev/sms-outbox?phone — development only: the latest sandbox SMS to a phone. */
export const smsOutboxCall = { method: 'GET', path: '/dev/sms-outbox' } as const;
export const smsOutboxQuerySchema = z.object({ phone: z.string().regex(/^\d{12}$/) });
export const smsOutboxResponseSchema = z.array(
  z.object({ phone: z.string(), body: z.string(), createdAt: z.string() }),
);
export type SmsOutboxMessage = z.infer<typeof smsOutboxResponseSchema>[number];
