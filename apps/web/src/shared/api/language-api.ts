import { Calls } from '@saral/contract/calls';
import { setLanguageResponseSchema } from '@saral/contract/api/language';
import type { Language } from '../i18n/language';
import { apiRequest } from './api-client';

/** Stores the borrower's language in their profile (server messages use it). */
export function saveProfileLanguage(language: Language) {
  return apiRequest(Calls.setLanguage, {
    body: { language },
    schema: setLanguageResponseSchema,
  });
}
