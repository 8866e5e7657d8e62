import { queryOptions } from '@tanstack/react-query';
import { operatorLoginResponseSchema } from '@saral/contract/api/operator';
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
export const signIn = (username: string, password: string) =>
  opsCall('/login', {
    method: 'POST',
    body: { username, password, sessionCookie: true },
    schema: operatorLoginResponseSchema,
  });

export const signOut = () => opsCall('/logout', { method: 'POST', schema: z.null() });
