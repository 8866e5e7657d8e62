/**
 * The attribution referrer of the landing address (spec sections 1 and 2): an ad link brings
 * adjust_referrer; the route guard renames it adjust_reftag when it sends a visitor to /login.
 * Kept for this tab at start-up, so neither the redirect nor later navigation loses it before
 * the borrower has decided on consent.
 */
const REFERRER_KEY = 'saral.adjust_referrer';

export function rememberAttributionReferrer(search: string): void {
  const query = new URLSearchParams(search);
  const referrer = query.get('adjust_referrer') ?? query.get('adjust_reftag');
  if (!referrer) return;
  try {
    sessionStorage.setItem(REFERRER_KEY, referrer);
  } catch {
    // Storage switched off: attribution simply goes without the referrer.
  }
}

/** The remembered referrer (decoded), handed over once. */
export function takeAttributionReferrer(): string | null {
  try {
    const referrer = sessionStorage.getItem(REFERRER_KEY);
    sessionStorage.removeItem(REFERRER_KEY);
    return referrer;
  } catch {
    return null;
  }
}
