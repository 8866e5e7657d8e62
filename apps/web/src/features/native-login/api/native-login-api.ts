import { mutationOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
import {
  appNativeLoginResponseSchema,
  signedNativeLoginResponseSchema,
} from '@saral/contract/api/native';
import { apiRequest } from '../../../shared/api/api-client';
import type { NativeLogin } from '../../../shared/native/native-bridge';

export type NativeLoginResult = { token: string; isRegister: 0 | 1 | null };

/**
 * The user-login variant the bridge data asks for: signed → /tripartite/v1/user-login, the app's
 * own token → /user/v1/user-login. The API client sends neither call a token header.
 */
async function nativeLogin(login: NativeLogin): Promise<NativeLoginResult> {
  if (login.kind === 'signed') {
    return apiRequest(Calls.nativeSignedLogin, {
      body: login.request,
      schema: signedNativeLoginResponseSchema,
    });
  }
  const { token } = await apiRequest(Calls.nativeAppLogin, {
    body: login.request,
    schema: appNativeLoginResponseSchema,
  });
  return { token, isRegister: null };
}

export const nativeLoginMutation = () =>
  mutationOptions({ mutationKey: ['session', 'native-login'], mutationFn: nativeLogin });
