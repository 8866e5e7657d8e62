import { z } from 'zod';

/** The languages Saral speaks to borrowers; English is the default. */
export const BORROWER_LANGUAGES = ['en', 'hi'] as const;
export type BorrowerLanguage = (typeof BORROWER_LANGUAGES)[number];

export const setLanguageRequestSchema = z.object({
  language: z.enum(BORROWER_LANGUAGES, { error: 'Language must be en or hi' }),
});
export type SetLanguageRequest = z.infer<typeof setLanguageRequestSchema>;

export const setLanguageResponseSchema = z.object({ language: z.enum(BORROWER_LANGUAGES) });
