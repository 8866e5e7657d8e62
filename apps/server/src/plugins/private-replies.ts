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

/**
 * Replies to authenticated calls carry personal data (PAN, account numbers, orders, card
 * images): no browser, proxy or shared cache may keep them, whatever the route set.
 */
export const privateRepliesPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isAuthenticated(request)) reply.header('cache-control', 'no-store');
    return payload;
  });
});
