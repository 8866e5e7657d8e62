import type { MarketingDetails } from './marketing-events';

/**
 * The last line of defence before event details leave for an ad network: anything that looks
 * like a phone number, Aadhaar, PAN or bank account number is dropped, whatever its key says.
 */

/** Phone (10 digits, 12 with 91), Aadhaar (12) and bank accounts (9 to 18) are long digit runs. */
const LONG_DIGIT_RUN = /\d{9,}/;
/** A PAN: five letters, four digits, one letter. */
const PAN = /[a-z]{5}\d{4}[a-z]/i;

export function looksPersonal(text: string): boolean {
  // Spaces, dots and dashes inside numbers ('9876 543 210', '1234-5678-9012') do not hide them.
  const compact = text.replace(/[\s.\-()+/]/g, '');
  return LONG_DIGIT_RUN.test(compact) || PAN.test(compact);
}

function valueLooksPersonal(value: MarketingDetails[string]): boolean {
  if (Array.isArray(value)) return value.some((item) => looksPersonal(String(item)));
  return looksPersonal(String(value));
}

/** The details without the entries that look personal; undefined when nothing is left. */
export function withoutPersonalData(
  details: MarketingDetails | undefined,
): MarketingDetails | undefined {
  if (!details) return undefined;
  const kept = Object.entries(details).filter(
    ([key, value]) => !looksPersonal(key) && !valueLooksPersonal(value),
  );
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}
