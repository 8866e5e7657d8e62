import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
import { savedContactsResponseSchema } from '@saral/contract/api/onboarding';
import { apiRequest } from '../../../shared/api/api-client';
import type { ContactValues } from '../contact-form';

/** What the borrower saved before (null the first time). */
export const savedContactsQuery = () =>
  queryOptions({
    queryKey: ['onboarding', 'contacts'],
    queryFn: () => apiRequest(Calls.savedContacts, { schema: savedContactsResponseSchema }),
    // Always what the server holds now, never an older cached copy.
    gcTime: 0,
  });

export const saveContactsMutation = () =>
  mutationOptions({
    mutationKey: ['onboarding', 'save-contacts'],
    mutationFn: (body: ContactValues) => apiRequest<null>(Calls.contacts, { body }),
  });
