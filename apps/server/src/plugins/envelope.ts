import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '@saral/contract/error-codes';
import { AppError } from '../shared/app-error';
import { localizeMessage, requestLanguage } from '../shared/message-language';

/**
 * Every failure leaves in the envelope with a clear msg: validation problems name the field,
 * our own AppErrors keep their code, anything unexpected is logged and answered generically.
 * The msg is in the language of the request's Accept-Language header when it has a translation.
 */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const language = requestLanguage(request.headers['accept-language']);
    const say = (message: string) => localizeMessage(message, language);
    if (error instanceof AppError) {
      const retryAfter = (error.data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
      if (error.code === ErrorCode.busy && typeof retryAfter === 'number') {
        reply.header('retry-after', String(retryAfter));
      }
      return reply
        .status(error.httpStatus)
        .send({ code: error.code, msg: say(error.message), data: error.data });
    }
    if ('validation' in error && error.validation) {
      return reply
        .status(400)
        .send({ code: ErrorCode.failed, msg: say(validationMessage(error)), data: null });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type).
      return reply
        .status(status)
        .send({ code: ErrorCode.failed, msg: clientErrorMessage(error), data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      code: ErrorCode.serverError,
      msg: say('Something went wrong. Please try again.'),
      data: null,
    });
  });
});

type ValidationItem = { message?: string; instancePath?: string; params?: Record<string, unknown> };

function validationMessage(error: FastifyError): string {
  const first = (error.validation as ValidationItem[] | undefined)?.[0];
  if (!first?.message) return 'Invalid request';
  const field = fieldName(first);
  // Our own messages are complete sentences ("Please Enter correct Phone Number"); zod's defaults
  // ("Invalid input: expected string") need the field name in front.
  const isOwnMessage =
    /^[A-Z]/.test(first.message) &&
    !first.message.startsWith('Invalid input') &&
    !first.message.startsWith('Too ');
  return isOwnMessage || !field ? first.message : `${field}: ${first.message}`;
}

function fieldName(item: ValidationItem): string {
  const issue = item.params?.issue as { path?: unknown[] } | undefined;
  if (issue?.path && issue.path.length > 0) return issue.path.join('.');
  return (item.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    default:
      return error.message;
  }
}
