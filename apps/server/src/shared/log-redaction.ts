import type { FastifyRequest } from 'fastify';
import { maskPhone } from '@saral/contract/field-rules';

/**
 * Request URLs can carry a phone (?phone=91…) or a session token (?token=… on the audit page).
 * Logs keep only a masked phone and never a token or code.
 */
export function redactUrl(url: string): string {
  return url
    .replace(
      /([?&]phone=)(\d+)/gi,
      (_match, prefix: string, phone: string) => `${prefix}${maskPhone(phone)}`,
    )
    .replace(/([?&](?:token|code|otp)=)[^&]*/gi, '$1[redacted]');
}

export const requestLogSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  remoteAddress: request.ip,
});
