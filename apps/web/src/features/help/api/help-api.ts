import { queryOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
import { faqResponseSchema } from '@saral/contract/api/content';
import { apiRequest } from '../../../shared/api/api-client';
import { languageStore, type Language } from '../../../shared/i18n/language';

/** The help items in the app's language (English when none are published in it). */
export const faqQuery = (language: Language = languageStore.get()) =>
  queryOptions({
    queryKey: ['content', 'faq', language],
    queryFn: () => apiRequest(Calls.faq, { schema: faqResponseSchema }),
    staleTime: 10 * 60_000,
  });
