import { queryOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
import { legalDocumentSchema } from '@saral/contract/api/content';
import { apiRequest } from '../../../shared/api/api-client';

export type LegalDocumentKind = 'privacy' | 'terms';

const CALLS = { privacy: Calls.privacyPolicy, terms: Calls.termsOfUse } as const;

/** The privacy policy or the terms, from the server: they name the lender of its one setting. */
export const legalDocumentQuery = (kind: LegalDocumentKind) =>
  queryOptions({
    queryKey: ['content', 'legal', kind],
    queryFn: () => apiRequest(CALLS[kind], { schema: legalDocumentSchema }),
    staleTime: 10 * 60_000,
    // The page shows the failure with a retry.
    meta: { errorDisplay: 'inline' },
  });
