import { MarketingEvent, trackMarketingEvent } from '../marketing/marketing-events';
import { forgetCachedQueries } from './session-cache';
import { sessionStore, type Session } from './session-store';

/** What every sign-in call answers; isRegister is null when the call does not say. */
export type SignInResult = { token: string; isRegister: 0 | 1 | null };

/**
 * Opens the borrower's session after any sign-in (phone login, promotion page, native /joint).
 * Cached queries go first: nothing a borrower who used this device before fetched may show.
 * Spec section 1: the pixel's registration event, for a borrower this sign-in created.
 */
export function startSession(result: SignInResult, session: Omit<Session, 'token'>): void {
  forgetCachedQueries();
  sessionStore.set({ token: result.token, ...session });
  if (result.isRegister === 1) trackMarketingEvent(MarketingEvent.registration);
}
