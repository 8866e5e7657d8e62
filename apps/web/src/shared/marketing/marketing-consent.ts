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

/** The stored answer whatever services it named (the Account page's switch), null when none. */
export function marketingChoice(): MarketingConsent | null {
  return read()?.choice ?? null;
}

/** Cookies the pixel set: after a withdrawal our own calls must not carry them any more. */
const PIXEL_COOKIES = ['_fbp', '_fbc'];

function forgetPixelCookies() {
  // The pixel may have set them on this host or on a parent domain: expire every variant.
  const parts = location.hostname.split('.');
  const domains = [''];
  for (let index = 0; index < parts.length - 1; index += 1) {
    domains.push(`; Domain=.${parts.slice(index).join('.')}`);
  }
  for (const name of PIXEL_COOKIES) {
    for (const domain of domains) document.cookie = `${name}=; Path=/; Max-Age=0${domain}`;
  }
}

/**
 * The Account page changes the answer. A pixel or SDK already loaded keeps running until the
 * page reloads, so the caller reloads; the services named are kept, so turning it back on
 * covers what was asked before (a service added since makes the bar ask again).
 */
export function changeMarketingConsent(choice: MarketingConsent) {
  storeMarketingConsent(choice, read()?.services ?? []);
  if (choice === 'denied') forgetPixelCookies();
}
