import { mutationOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
import { apiRequest } from '../../../shared/api/api-client';

// The sign-in with the code is the normal one: see shared/api/login-api.

/** Sends the sign-in code from the promotion page (phone with the 91 prefix). */
export const sendPromotionCodeMutation = () =>
  mutationOptions({
    mutationKey: ['session', 'send-promotion-code'],
    mutationFn: (wirePhone: string) =>
      apiRequest<null>(Calls.promotionSendCode, { query: { phone: wirePhone } }),
  });
