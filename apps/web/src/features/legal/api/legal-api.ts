import { queryOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
import { legalDocumentSchema } from '@saral/contract/api/content';
import { apiRequest } from '../../../shared/api/api-client';
import { languageStore, type Language } from '../../../shared/i18n/language';

export type LegalDocumentKind = 'privacy' | 'terms';

const CALLS = { privacy: Calls.privacyPolicy, terms: Calls.termsOfUse } as const;

/**
 * The privacy policy or the terms, from the server: they name the lender of its one setting.
 * In the app's language (the server falls back to English): keyed by it, so a switch refetches.
 */
export const legalDocumentQuery = (
  kind: LegalDocumentKind,
  language: Language = languageStore.get(),
) =>
  queryOptions({
    queryKey: ['content', 'legal', kind, language],
    queryFn: () => apiRequest(CALLS[kind], { schema: legalDocumentSchema }),
    staleTime: 10 * 60_000,
    // The page shows the failure with a retry.
    meta: { errorDisplay: 'inline' },
  });
