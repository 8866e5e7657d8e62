import { Calls } from '@saral/contract/calls';
import { apiRequest } from '../api/api-client';

/** Revokes the session on the server (Quit). */
export const logout = () => apiRequest<null>(Calls.logout, { body: {} });
