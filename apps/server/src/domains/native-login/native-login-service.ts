import { createHmac } from 'node:crypto';
import {
  NATIVE_LOGIN_MAX_SKEW_MS,
  nativeDeviceOf,
  nativeLoginSigningString,
  type AppNativeLoginRequest,
  type AppNativeLoginResponse,
  type SignedNativeLoginRequest,
  type SignedNativeLoginResponse,
} from '@saral/contract/api/native';
import { ErrorCode } from '@saral/contract/error-codes';
import { maskPhone } from '@saral/contract/field-rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import { constantTimeEqualHex } from '../../shared/secrets';
import type { SessionService } from '../sessions/session-service';
import { createUserRepository } from '../users/user-repository';
import { createNativeLoginRepository } from './native-login-repository';

type Deps = {
  db: Database;
  clock: Clock;
  sessions: SessionService;
  /** NATIVE_LOGIN_SECRET: the HMAC key shared with the native app. */
  secret: string;
  log: FastifyBaseLogger;
};

export const NativeLoginMessage = {
  badSignature: 'The app login could not be verified. Please open the app and try again.',
  stale: 'The app login has expired. Please open the app and try again.',
  replayed: 'This app login was already used. Please open the app and try again.',
  appSessionGone: 'Your app session has ended. Please log in to the app again.',
  handedOnSession:
    'This session was itself opened from the app and cannot be handed on. Please open the app and try again.',
} as const;

const rejected = (message: string) =>
  new AppError(ErrorCode.nativeLoginRejected, message, 401, null);

/** hex(HMAC-SHA256(secret, signing string)) of a payload; the partner app computes the same. */
export function signNativeLogin(
  secret: string,
  payload: Parameters<typeof nativeLoginSigningString>[0],
): string {
  return createHmac('sha256', secret).update(nativeLoginSigningString(payload)).digest('hex');
}

/**
 * The two native user-login calls (spec section 7). Both open an app session (is_app, with the
 * device the app reported) and need no token header.
 */
export function createNativeLoginService({ db, clock, sessions, secret, log }: Deps) {
  return {
    /**
     * Signed by an app that verified the phone itself: signature, a timestamp within
     * NATIVE_LOGIN_MAX_SKEW_MS and a nonce never seen before; registers the borrower on first use.
     */
    async signedLogin(request: SignedNativeLoginRequest): Promise<SignedNativeLoginResponse> {
      // Signature first: nothing else of an unsigned payload deserves a database write.
      if (!constantTimeEqualHex(request.sign, signNativeLogin(secret, request))) {
        log.warn({ phone: maskPhone(request.phone) }, 'native login: bad signature');
        throw rejected(NativeLoginMessage.badSignature);
      }
      const now = clock.now();
      if (Math.abs(now.getTime() - request.timestamp) > NATIVE_LOGIN_MAX_SKEW_MS) {
        throw rejected(NativeLoginMessage.stale);
      }
      const outcome = await db.transaction(async (tx) => {
        const nonces = createNativeLoginRepository(tx);
        await nonces.deleteExpiredNonces(now);
        const fresh = await nonces.claimNonce(
          request.nonce,
          request.phone,
          now,
          new Date(request.timestamp + NATIVE_LOGIN_MAX_SKEW_MS),
        );
        if (!fresh) return null;
        const user = await createUserRepository(tx).findOrCreateByPhone(request.phone);
        const token = await sessions.open(tx, user.id, nativeDeviceOf(request));
        return { token, isRegister: user.created ? (1 as const) : (0 as const) };
      });
      if (outcome === null) {
        log.warn({ phone: maskPhone(request.phone) }, 'native login: replayed nonce');
        throw rejected(NativeLoginMessage.replayed);
      }
      return outcome;
    },

    /**
     * The app's own session (from POST /user/v1/login in its screens) must be live; the web gets
     * a child session of the same borrower: signing out of the web session leaves the app's
     * alone, but the child expires no later than the app's session and ends when it is revoked
     * (Quit in the app). A child cannot be exchanged again, so a stolen token cannot be renewed
     * into an endless chain of fresh sessions.
     */
    async appLogin(request: AppNativeLoginRequest): Promise<AppNativeLoginResponse> {
      const appSession = await sessions.resolveSession(request.appToken);
      if (appSession === null) throw rejected(NativeLoginMessage.appSessionGone);
      if (appSession.parentSessionId !== null) {
        log.warn({ sessionId: appSession.id }, 'native login: child session offered as app token');
        throw rejected(NativeLoginMessage.handedOnSession);
      }
      const token = await db.transaction((tx) =>
        sessions.open(tx, appSession.userId, nativeDeviceOf(request), appSession),
      );
      return { token };
    },
  };
}
export type NativeLoginService = ReturnType<typeof createNativeLoginService>;
