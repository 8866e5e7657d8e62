import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { OPERATOR_TOKEN_HEADER } from '@saral/contract/api/operator';
import { RequestHeader } from '@saral/contract/headers';

const CREDENTIAL_HEADERS = [RequestHeader.token.toLowerCase(), OPERATOR_TOKEN_HEADER];

/** A borrower or operator call: it sent a session header, or a session (cookie) was found. */
function isAuthenticated(request: FastifyRequest): boolean {
  return (
    CREDENTIAL_HEADERS.some((name) => request.headers[name] !== undefined) ||
    request.userId !== null ||
    (request.operator ?? null) !== null
  );
}

/** A Cache-Control value that already forbids storing (e.g. an image route's private, no-store). */
const forbidsStoring = (value: unknown) => typeof value === 'string' && /\bno-store\b/.test(value);

/**
 * Replies to authenticated calls carry personal data (PAN, account numbers, orders, card
 * images): no browser, proxy or shared cache may keep them, whatever the route set. A route's own
 * value is kept only when it says no-store itself.
 */
export const privateRepliesPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isAuthenticated(request) && !forbidsStoring(reply.getHeader('cache-control'))) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
});
