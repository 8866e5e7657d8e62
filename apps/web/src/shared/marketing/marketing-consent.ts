/**
 * The borrower's answer to the consent bar, kept on this device with the services it named.
 * No answer means ask. A service configured after an Allow was not part of that answer, so the
 * bar asks again; a Decline stands.
 */
const CONSENT_KEY = 'saral.marketing_consent';

export type MarketingConsent = 'granted' | 'denied';
type StoredConsent = { choice: MarketingConsent; services: string[] };

function read(): StoredConsent | null {
  try {
    const value = JSON.parse(localStorage.getItem(CONSENT_KEY) ?? 'null') as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { choice, services } = value as Partial<StoredConsent>;
    if (choice !== 'granted' && choice !== 'denied') return null;
    return { choice, services: Array.isArray(services) ? services.map(String) : [] };
  } catch {
    return null;
  }
}

/** The answer that covers these services, or null when the borrower must be asked. */
export function storedMarketingConsent(services: readonly string[]): MarketingConsent | null {
  const stored = read();
  if (!stored) return null;
  if (stored.choice === 'denied') return 'denied';
  return services.every((service) => stored.services.includes(service)) ? 'granted' : null;
}

export function storeMarketingConsent(choice: MarketingConsent, services: readonly string[]) {
  try {
    localStorage.setItem(CONSENT_KEY, JSON.stringify({ choice, services }));
  } catch {
    // Not remembered: the bar asks again on the next visit.
  }
}
