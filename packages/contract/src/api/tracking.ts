import { z } from 'zod';

const shortText = (max: number) => z.string().trim().max(max);

export const trackEventSchema = z.object({
  projectName: shortText(64).min(1),
  pageName: shortText(128).min(1),
  behavior: shortText(64).min(1),
  value: shortText(512).default(''),
  /** Epoch milliseconds when the event happened on the device. */
  eventTime: z.number().int().nonnegative(),
});
export type TrackEvent = z.infer<typeof trackEventSchema>;

export const trackingConfigSchema = z.object({
  enabled: z.boolean(),
  projectName: z.string(),
  /** Upload the local cache once it holds this many events. */
  batchSize: z.number().int().positive(),
  /** ...or at least this often. */
  flushIntervalMs: z.number().int().positive(),
  /** Page and click events to record; empty means all. */
  behaviors: z.array(z.string()),
});
export type TrackingConfig = z.infer<typeof trackingConfigSchema>;

export const MAX_TRACKING_BATCH = 200;
export const saveTrackedEventsSchema = z.object({
  events: z
    .array(
      trackEventSchema.extend({
        /** Epoch milliseconds when the batch was sent. */
        triggerTime: z.number().int().nonnegative(),
      }),
    )
    .min(1)
    .max(MAX_TRACKING_BATCH),
});
export type SaveTrackedEvents = z.infer<typeof saveTrackedEventsSchema>;
export const saveTrackedEventsResponseSchema = z.object({ saved: z.number().int() });
