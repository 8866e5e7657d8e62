import { mutationOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
import { apiRequest } from '../../../shared/api/api-client';

// The sign-in itself is shared with the promotion page: see shared/api/login-api.

/** Sends a login code by SMS (phone with the 91 prefix). */
export const sendLoginCodeMutation = () =>
  mutationOptions({
    mutationKey: ['session', 'send-login-code'],
    mutationFn: (wirePhone: string) =>
      apiRequest<null>(Calls.sendCode, { query: { phone: wirePhone } }),
  });
