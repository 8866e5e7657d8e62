import { Calls } from '@saral/contract/calls';
// Types only: the promotion page must not load the schema library.
import type { LoginRequest, LoginResponse } from '@saral/contract/api/session';
import { apiRequest } from '../../../shared/api/api-client';

/** Sends the sign-in code from the promotion page (phone with the 91 prefix). */
export const sendPromotionCode = (wirePhone: string) =>
  apiRequest<null>(Calls.promotionSendCode, { query: { phone: wirePhone } });

/** The normal phone + code sign-in; registers the borrower on first use. */
export const signInWithCode = (request: LoginRequest) =>
  apiRequest<LoginResponse>(Calls.login, { body: request });
