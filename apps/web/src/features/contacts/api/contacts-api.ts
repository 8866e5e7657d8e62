import { Calls } from '@saral/contract/calls';
import { useQuery } from '@tanstack/react-query';
import { savedContactsResponseSchema } from '@saral/contract/api/onboarding';
import { apiRequest } from '../../../shared/api/api-client';
import type { ContactValues } from '../contact-form';

/** What the borrower saved before (null the first time). */
export function useSavedContacts() {
  return useQuery({
    queryKey: ['onboarding', 'contacts'],
    queryFn: () => apiRequest(Calls.savedContacts, { schema: savedContactsResponseSchema }),
    // Always what the server holds now, never an older cached copy.
    gcTime: 0,
  });
}

export const saveContacts = (body: ContactValues) => apiRequest<null>(Calls.contacts, { body });
