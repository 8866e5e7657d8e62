import { queryOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
import { aboutUsResponseSchema } from '@saral/contract/api/content';
import { apiRequest } from '../../../shared/api/api-client';
import { languageStore, type Language } from '../../../shared/i18n/language';

/** About us in the app's language (English when none is published in it). */
export const aboutUsQuery = (language: Language = languageStore.get()) =>
  queryOptions({
    queryKey: ['content', 'about-us', language],
    queryFn: () => apiRequest(Calls.aboutUs, { schema: aboutUsResponseSchema }),
    staleTime: 10 * 60_000,
  });
