import { StartCalls } from '@saral/contract/start-calls';
import type { Language } from '../i18n/language';
import { apiRequest } from './api-client';

/**
 * Stores the borrower's language in their profile (server messages use it). The reply (the
 * language stored) is not read, so no schema: it would put zod objects on the login page.
 */
export function saveProfileLanguage(language: Language) {
  return apiRequest<{ language: Language }>(StartCalls.setLanguage, { body: { language } });
}
