import { z } from 'zod';
import { idParamSchema } from '../validators';

/**
 * The fraud check of an order (spec: GET /order/v1/fraud-check). The server computes signals
 * from what it already holds; the borrower only hears pass or hold, operators see the matches.
 */
export const RiskSignal = {
  sharedPan: 'shared_pan',
  sharedBankAccount: 'shared_bank_account',
  sharedDevice: 'shared_device',
  sharedContacts: 'shared_contacts',
  deviceVelocity: 'device_velocity',
  ipVelocity: 'ip_velocity',
  locationOutsideIndia: 'location_outside_india',
} as const;
export type RiskSignalValue = (typeof RiskSignal)[keyof typeof RiskSignal];
export const RISK_SIGNALS = Object.values(RiskSignal) as [RiskSignalValue, ...RiskSignalValue[]];

/** What a signal does in the automatic review: deny, send to a person, or nothing. */
export const riskActionSchema = z.enum(['deny', 'review', 'ignore']);
export type RiskAction = z.infer<typeof riskActionSchema>;

/** Operators' setting (app_settings 'risk_signal_actions'); a signal left out keeps its default. */
export const riskSignalActionsSchema = z.partialRecord(z.enum(RISK_SIGNALS), riskActionSchema);
export type RiskSignalActions = Record<RiskSignalValue, RiskAction>;

/** The defaults: shared identifiers and device bursts go to a person; a foreign location is refused. */
export const DEFAULT_RISK_SIGNAL_ACTIONS: RiskSignalActions = {
  shared_pan: 'review',
  shared_bank_account: 'review',
  shared_device: 'review',
  // Families share relatives' numbers: on its own it says little.
  shared_contacts: 'ignore',
  device_velocity: 'review',
  // Indian mobile carriers put many subscribers behind one address (carrier-grade NAT): a burst
  // from one IP is common and innocent, so it is recorded but decides nothing by default.
  ip_velocity: 'ignore',
  // Saral lends only in India (RBI-regulated lender; the privacy policy says so).
  location_outside_india: 'deny',
};

/** More applications than this from one device or one IP address in 24 hours is a burst. */
export const RISK_APPLICATIONS_PER_DAY = 3;

export const fraudCheckQuerySchema = z.object({ orderId: idParamSchema('orderId') });
export const fraudCheckResponseSchema = z.object({ result: z.enum(['pass', 'hold']) });
export type FraudCheck = z.infer<typeof fraudCheckResponseSchema>;

export const riskSignalSchema = z.object({
  signal: z.enum(RISK_SIGNALS),
  action: riskActionSchema,
  /** What matched: other borrowers' ids, counts, the location. */
  matches: z.record(z.string(), z.unknown()),
  computedAt: z.string(),
});
export const riskSignalsResponseSchema = z.object({
  result: z.enum(['pass', 'hold']),
  signals: z.array(riskSignalSchema),
});
export type RiskSignals = z.infer<typeof riskSignalsResponseSchema>;
