import { LANGUAGE_STORAGE_KEY, isLanguage } from '../../shared/i18n/language';
import { saveProfileLanguage } from '../../shared/api/language-api';

/**
 * After sign-in: a language the borrower chose on this device (the login screen's switch, or
 * earlier) goes to their profile, so messages reach them in it. Only an explicit choice is sent:
 * the phone's language alone never overwrites what the profile holds. Quiet on failure.
 */
export function sendChosenLanguage() {
  let chosen: string | null = null;
  try {
    chosen = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return;
  }
  if (isLanguage(chosen)) void saveProfileLanguage(chosen).catch(() => undefined);
}
