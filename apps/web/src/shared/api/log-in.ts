import { StartCalls } from '@saral/contract/start-calls';
// Types only: the sign-in screens must not load the schema library.
import type { LoginRequest, LoginResponse } from '@saral/contract/api/session';
import { apiRequest } from './api-client';

/**
 * Phone + SMS code sign-in (login and promotion pages); registers on first use. A plain request,
 * free of the query library, which the login page does without (docs/web-bundle.md).
 */
export const logIn = (request: LoginRequest) =>
  apiRequest<LoginResponse>(StartCalls.login, { body: request });
