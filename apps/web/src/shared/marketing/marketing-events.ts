/**
 * The marketing events the spec names (section 1): one on registration, one on application.
 * Screens report them here; the pixel, once it is configured, consented to and loaded, drains
 * the queue. Events carry no personal data: no phone, Aadhaar, PAN or account number (the pixel
 * loader strips anything that looks like one from the details).
 */
export const MarketingEvent = {
  registration: 'CompleteRegistration',
  application: 'SubmitApplication',
} as const;
export type MarketingEvent = (typeof MarketingEvent)[keyof typeof MarketingEvent];

/** Optional details of an event (e.g. which product); never about the borrower. */
export type MarketingDetails = Readonly<
  Record<string, string | number | boolean | readonly (string | number)[]>
>;

type Sink = (event: MarketingEvent, details?: MarketingDetails) => void;

const pending: { event: MarketingEvent; details?: MarketingDetails }[] = [];
let sink: Sink | null = null;

export function trackMarketingEvent(event: MarketingEvent, details?: MarketingDetails): void {
  if (sink) sink(event, details);
  else pending.push({ event, details });
}

/** Called by the pixel loader once it can send; events reported before then go out first. */
export function attachMarketingSink(next: Sink): void {
  sink = next;
  for (const item of pending.splice(0)) next(item.event, item.details);
}
