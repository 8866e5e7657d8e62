import { Calls } from '@saral/contract/calls';
// Types only: the login screen must not load the schema library.
import type { LoginRequest, LoginResponse } from '@saral/contract/api/session';
import { apiRequest } from '../../../shared/api/api-client';

export const sendLoginCode = (wirePhone: string) =>
  apiRequest<null>(Calls.sendCode, { query: { phone: wirePhone } });

export const login = (request: LoginRequest) =>
  apiRequest<LoginResponse>(Calls.login, { body: request });
