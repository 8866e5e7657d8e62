import { ErrorCode, type Envelope } from '@saral/contract/error-codes';

/** The success envelope every route returns. */
export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: ErrorCode.ok, msg, data };
}
