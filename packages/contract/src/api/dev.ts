import { z } from 'zod';

export const smsOutboxQuerySchema = z.object({ phone: z.string().regex(/^\d{12}$/) });
export const smsOutboxResponseSchema = z.array(
  z.object({ phone: z.string(), body: z.string(), createdAt: z.string() }),
);

/** Development only: changes the operator settings of onboarding (step order, identity variant). */
export const ONBOARDING_SETTINGS_PATH = '/dev/onboarding-settings';
export const onboardingSettingsBodySchema = z
  .object({
    stepOrder: z.array(z.number().int()).min(1),
    kycPageType: z.number().int(),
    contactsInApp: z.union([z.literal(0), z.literal(1)]),
  })
  .partial();

/** Development only: the next `count` card uploads are answered busy (the app's retry screen). */
export const CARD_READING_BUSY_PATH = '/dev/card-reading-busy';
export const cardReadingBusyBodySchema = z.object({ count: z.number().int().min(0).max(100) });

/**
 * Development only: the next `count` calls to one borrower call path (e.g. `/sms/v1/sendCode`) are
 * answered busy as by a process shedding load, to show the app sending them again by itself.
 */
export const BORROWER_CALLS_BUSY_PATH = '/dev/borrower-calls-busy';
export const borrowerCallsBusyBodySchema = z.object({
  path: z
    .string()
    .regex(/^\/[\w/-]{1,200}$/, 'path: a borrower call path such as /sms/v1/sendCode'),
  count: z.number().int().min(0).max(100),
});
