import { StartCalls } from '@saral/contract/start-calls';
import { apiRequest } from '../../../shared/api/api-client';

// The sign-in itself is shared with the promotion page: see shared/api/login-api. The login page
// runs without the query library (docs/web-bundle.md), so these are plain requests.

/** Sends a login code by SMS (phone with the 91 prefix). */
export const sendLoginCode = (wirePhone: string) =>
  apiRequest<null>(StartCalls.sendCode, { query: { phone: wirePhone } });
