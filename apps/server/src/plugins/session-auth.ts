import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RequestHeader } from '@saral/contract/headers';
import { sessionInvalid } from '../shared/app-error';
import type { SessionService } from '../domains/sessions/session-service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in borrower, set by `app.requireUser` or `app.identifyUser`. */
    userId: number | null;
    /** The session was opened by a native-app login (/joint); set with userId. */
    appSession: boolean;
  }
  interface FastifyInstance {
    /** preHandler: answers code -4 unless the `token` header names a live session. */
    requireUser(request: FastifyRequest): Promise<void>;
    /** preHandler: like requireUser but lets anonymous callers through (userId stays null). */
    identifyUser(request: FastifyRequest): Promise<void>;
  }
}

export function sessionToken(request: FastifyRequest): string | undefined {
  const value = request.headers[RequestHeader.token.toLowerCase()];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** The borrower of a route guarded by requireUser. */
export function currentUserId(request: FastifyRequest): number {
  if (request.userId === null) throw sessionInvalid();
  return request.userId;
}

export const sessionAuthPlugin = fp(
  async (app: FastifyInstance, options: { sessions: SessionService }) => {
    app.decorateRequest('userId', null);
    app.decorateRequest('appSession', false);

    app.decorate('requireUser', async (request: FastifyRequest) => {
      const session = await options.sessions.resolveSession(sessionToken(request));
      if (session === null) throw sessionInvalid();
      request.userId = session.userId;
      request.appSession = session.isApp;
    });

    app.decorate('identifyUser', async (request: FastifyRequest) => {
      const session = await options.sessions.resolveSession(sessionToken(request));
      request.userId = session?.userId ?? null;
      request.appSession = session?.isApp ?? false;
    });
  },
);
