/**
 * The marketing events the spec names (section 1): one on registration, one on application.
 * Screens report them here; the pixel, once it is configured, consented to and loaded, drains
 * the queue. Events carry no personal data: no phone, Aadhaar, PAN or account number.
 */
export const MarketingEvent = {
  registration: 'CompleteRegistration',
  application: 'SubmitApplication',
} as const;
export type MarketingEvent = (typeof MarketingEvent)[keyof typeof MarketingEvent];

type Sink = (event: MarketingEvent) => void;

const pending: MarketingEvent[] = [];
let sink: Sink | null = null;

export function trackMarketingEvent(event: MarketingEvent): void {
  if (sink) sink(event);
  else pending.push(event);
}

/** Called by the pixel loader once it can send; events reported before then go out first. */
export function attachMarketingSink(next: Sink): void {
  sink = next;
  for (const event of pending.splice(0)) next(event);
}
