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

/** Fields of a database error that name the failure without carrying any of the data. */
const DATABASE_ERROR_FIELDS = ['code', 'severity', 'routine', 'schema', 'table', 'column'] as const;
/** A database message quotes the value it refused ('invalid input syntax …: "Asha"'). */
const quotedValues = (text: string) => text.replace(/"[^"]*"|'[^']*'/g, '"…"');

/**
 * Errors in the log: name, message, stack and code only. A database error (PGlite or pg) also
 * carries the SQL, its parameters and `where`/`detail` lines quoting the row, which hold
 * personal data: they are dropped, and quoted values in its message are blanked.
 */
type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

export function errorLogSerializer(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const fields = error as Error & Record<string, unknown>;
  const fromDatabase = typeof fields.severity === 'string' && typeof fields.code === 'string';
  const clean = fromDatabase ? quotedValues : (text: string) => text;
  const entry: LoggedError = {
    type: error.name,
    message: clean(error.message),
    stack: clean(error.stack ?? ''),
  };
  if (fromDatabase) {
    for (const key of DATABASE_ERROR_FIELDS) {
      if (typeof fields[key] === 'string') entry[key] = fields[key];
    }
  } else if (typeof fields.code === 'string' || typeof fields.code === 'number') {
    entry.code = fields.code;
  }
  if (error.cause !== undefined) entry.cause = errorLogSerializer(error.cause);
  return entry;
}
