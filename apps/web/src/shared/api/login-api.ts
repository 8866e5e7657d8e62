import { mutationOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
// Types only: the sign-in screens must not load the schema library.
import type { LoginRequest, LoginResponse } from '@saral/contract/api/session';
import { apiRequest } from './api-client';

/** Phone + SMS code sign-in (login page and promotion page); registers on first use. */
export const loginMutation = () =>
  mutationOptions({
    mutationKey: ['session', 'login'],
    mutationFn: (request: LoginRequest) =>
      apiRequest<LoginResponse>(Calls.login, { body: request }),
  });
