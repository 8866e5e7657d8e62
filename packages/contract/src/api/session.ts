import { z } from 'zod';
import { loginOtpSchema, wirePhoneSchema } from '../validators';

/** GET /sms/v1/sendCode?phone=91XXXXXXXXXX — sends a login one-time code by SMS. */
export const sendCodeCall = { method: 'GET', path: '/sms/v1/sendCode' } as const;
export const sendCodeQuerySchema = z.object({ phone: wirePhoneSchema });
export type SendCodeQuery = z.infer<typeof sendCodeQuerySchema>;
export const sendCodeResponseSchema = z.null();

/** POST /user/v1/login — phone and code; creates the user on first use. */
export const loginCall = { method: 'POST', path: '/user/v1/login' } as const;
export const loginRequestSchema = z.object({ phone: wirePhoneSchema, code: loginOtpSchema });
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export const loginResponseSchema = z.object({
  token: z.string(),
  /** 1 when this login registered a new borrower, 0 for a returning one. */
  isRegister: z.union([z.literal(0), z.literal(1)]),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /user/v1/logout — revokes the session token sent in the header (Quit). */
export const logoutCall = { method: 'POST', path: '/user/v1/logout' } as const;
export const logoutResponseSchema = z.null();

/** Calls that must be sent without the token header (spec section 6). */
export const TOKENLESS_PATHS: readonly string[] = [
  '/user/v1/user-login',
  '/tripartite/v1/user-login',
];
