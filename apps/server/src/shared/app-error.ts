import { ErrorCode, type ErrorCodeValue } from '@saral/contract/error-codes';

/**
 * A failure the caller should see: the envelope carries `code` and `msg`, the HTTP status tells
 * proxies and monitoring what kind of failure it was.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCodeValue,
    message: string,
    readonly httpStatus: number = 400,
    /** Sent as the envelope's data, e.g. {errorColumn} of a rejected form. */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const sessionInvalid = () =>
  new AppError(ErrorCode.sessionInvalid, 'Your session has expired. Please log in again.', 401);

export const notFound = (what: string) =>
  new AppError(ErrorCode.notFound, `${what} not found`, 404);

export const rateLimited = (message: string) => new AppError(ErrorCode.rateLimited, message, 429);

/** A rule the request broke; msg says which (code -1, HTTP 400 or the given status). */
export const failed = (message: string, httpStatus = 400, data: unknown = null) =>
  new AppError(ErrorCode.failed, message, httpStatus, data);

/** Someone else changed the record since the editor loaded it (code -7, HTTP 409): reload. */
export const staleEdit = (message: string) => new AppError(ErrorCode.staleEdit, message, 409);

/** Too much work waiting (code -8, HTTP 503, Retry-After): the same request may come back later. */
export const busy = (message: string, retryAfterSeconds: number) =>
  new AppError(ErrorCode.busy, message, 503, { retryAfterSeconds });
