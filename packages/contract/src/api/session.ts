import { z } from 'zod';
import { loginOtpSchema, wirePhoneSchema } from '../validators';

export const sendCodeQuerySchema = z.object({ phone: wirePhoneSchema });
export type SendCodeQuery = z.infer<typeof sendCodeQuerySchema>;
export const sendCodeResponseSchema = z.null();

export const loginRequestSchema = z.object({ phone: wirePhoneSchema, code: loginOtpSchema });
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export const loginResponseSchema = z.object({
  token: z.string(),
  /** 1 when this login registered a new borrower, 0 for a returning one. */
  isRegister: z.union([z.literal(0), z.literal(1)]),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const logoutResponseSchema = z.null();
