import { Calls } from '@saral/contract/calls';
import { useQuery } from '@tanstack/react-query';
import { legalDocumentSchema } from '@saral/contract/api/content';
import { apiRequest } from '../../../shared/api/api-client';

export type LegalDocumentKind = 'privacy' | 'terms';

const CALLS = { privacy: Calls.privacyPolicy, terms: Calls.termsOfUse } as const;

/** The privacy policy or the terms, from the server: they name the lender of its one setting. */
export function useLegalDocument(kind: LegalDocumentKind) {
  return useQuery({
    queryKey: ['content', 'legal', kind],
    queryFn: () => apiRequest(CALLS[kind], { schema: legalDocumentSchema }),
    staleTime: 10 * 60_000,
    // The page shows the failure with a retry.
    meta: { errorDisplay: 'inline' },
  });
}
