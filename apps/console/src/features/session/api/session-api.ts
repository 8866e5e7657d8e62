import { queryOptions } from '@tanstack/react-query';
import {
  operatorLoginResponseSchema,
  twoStepSetupResponseSchema,
} from '@saral/contract/api/operator';
import { operatorMeResponseSchema } from '@saral/contract/api/operator-permissions';
import { z } from 'zod';
import { opsCall } from '../../../shared/api-client';

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['ops', 'me'],
    queryFn: () => opsCall('/me', { schema: operatorMeResponseSchema }),
    retry: false,
    staleTime: 5 * 60_000,
  });

/** Signs in with the session kept in the HttpOnly cookie. */
export const signIn = (username: string, password: string, code?: string) =>
  opsCall('/login', {
    method: 'POST',
    body: { username, password, sessionCookie: true, ...(code ? { code } : {}) },
    schema: operatorLoginResponseSchema,
  });

export const beginTwoStep = () =>
  opsCall('/me/two-step', { method: 'POST', schema: twoStepSetupResponseSchema });

export const confirmTwoStep = (code: string) =>
  opsCall('/me/two-step/confirm', { method: 'POST', body: { code }, schema: z.null() });

export const signOut = () => opsCall('/logout', { method: 'POST', schema: z.null() });
