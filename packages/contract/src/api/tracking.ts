import { z } from 'zod';

const shortText = (max: number) => z.string().trim().max(max);

export const trackEventSchema = z.object({
  projectName: shortText(64).min(1),
  pageName: shortText(128).min(1),
  behavior: shortText(64).min(1),
  value: shortText(512).default(''),
  /** Epoch milliseconds when the event happened on the device. */
  eventTime: z.number().int().nonnegative(),
  /**
   * The device's id of this event. A beacon's delivery is unknown, so the app sends an event
   * again until a reply acknowledges it; the server stores each id once.
   */
  eventId: z.uuid({ error: 'eventId must be a UUID' }).optional(),
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
  /** This browser's id; beacons cannot send the web_uuid header, so the body carries it. */
  webUuid: z.string().trim().min(1).max(64).optional(),
});
export type SaveTrackedEvents = z.infer<typeof saveTrackedEventsSchema>;
/** saved: events newly stored; ones the server already had (same eventId) are not counted. */
export const saveTrackedEventsResponseSchema = z.object({ saved: z.number().int() });
