/**
 * The location question (spec section 4): asked once per borrower on this device, only when the
 * server wants a location. The answer is remembered per phone, so another borrower signing in
 * on the same phone is asked for themselves.
 */

export type LocationAnswer = 'allowed' | 'declined';
/** The browser's permission state; 'unknown' where the Permissions API is missing. */
export type LocationPermission = 'granted' | 'denied' | 'prompt' | 'unknown';
/** ask: show the question; refresh: send a new location without asking; none: do nothing. */
export type LocationStep = 'ask' | 'refresh' | 'none';

const ANSWERS_KEY = 'saral.locationAnswers';
/** A session handed over by the native app may carry no phone: then the device is the key. */
const NO_PHONE_KEY = 'this-device';

function readAnswers(): Record<string, LocationAnswer> {
  try {
    const parsed = JSON.parse(localStorage.getItem(ANSWERS_KEY) ?? '{}') as unknown;
    return parsed !== null && typeof parsed === 'object'
      ? (parsed as Record<string, LocationAnswer>)
      : {};
  } catch {
    return {};
  }
}

export function locationAnswer(phone: string | null | undefined): LocationAnswer | null {
  const answer = readAnswers()[phone || NO_PHONE_KEY];
  return answer === 'allowed' || answer === 'declined' ? answer : null;
}

export function saveLocationAnswer(phone: string | null | undefined, answer: LocationAnswer) {
  try {
    localStorage.setItem(
      ANSWERS_KEY,
      JSON.stringify({ ...readAnswers(), [phone || NO_PHONE_KEY]: answer }),
    );
  } catch {
    // Storage refused: the question may come again, which is better than never saving.
  }
}

/**
 * What to do on Home. Asked once: after any answer the question never returns. A borrower who
 * allowed before, and whose browser still grants the permission, has the location refreshed
 * silently when the server wants a newer one; nobody else is ever prompted again.
 */
export function locationStep(input: {
  serverWantsGps: boolean;
  geolocationSupported: boolean;
  answer: LocationAnswer | null;
  permission: LocationPermission;
}): LocationStep {
  if (!input.serverWantsGps || !input.geolocationSupported) return 'none';
  if (input.answer === null) return 'ask';
  if (input.answer === 'allowed' && input.permission === 'granted') return 'refresh';
  return 'none';
}
