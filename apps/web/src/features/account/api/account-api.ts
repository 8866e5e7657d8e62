import { mutationOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
import { apiRequest } from '../../../shared/api/api-client';

/** Revokes the session on the server (Quit). */
export const logoutMutation = () =>
  mutationOptions({
    mutationKey: ['session', 'logout'],
    mutationFn: () => apiRequest<null>(Calls.logout, { body: {} }),
  });
