import { TwoStepMessage } from '@saral/contract/api/operator';
import { OPERATOR_API_BASE } from '@saral/contract/calls';
import {
  OPERATOR_PERMISSION_LIST,
  roleMay,
  type OperatorRouteAccess,
} from '@saral/contract/api/operator-permissions';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { failed } from '../../shared/app-error';
import {
  isForgeable,
  operatorSessionInvalid,
  operatorToken,
  type OperatorAuth,
} from './operator-auth';
import type { OperatorIdentity } from './operator-repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator, set by the access guard of an /ops/v1 route. */
    operator: OperatorIdentity | null;
  }
  interface FastifyContextConfig {
    /** What an /ops/v1 route requires; every such route must declare it. */
    operatorAccess?: OperatorRouteAccess;
  }
  interface FastifyInstance {
    /** Every /ops/v1 route and what it requires, in registration order. */
    operatorRoutes: OperatorRouteRecord[];
  }
}

export type OperatorRouteRecord = { method: string; url: string; access: OperatorRouteAccess };

export const NOT_ALLOWED = 'Not allowed for your role';
export const MISSING_CONSOLE_HEADER = 'Requests with the console cookie must come from the console';

const ACCESS_VALUES: readonly string[] = [...OPERATOR_PERMISSION_LIST, 'signed-in', 'public'];
const isAccess = (value: unknown): value is OperatorRouteAccess =>
  typeof value === 'string' && ACCESS_VALUES.includes(value);

/** onRequest guard: 401 (code -4) without a live session, 403 (code -1) without the permission. */
export function requireAccess(
  auth: OperatorAuth,
  access: Exclude<OperatorRouteAccess, 'public'>,
): onRequestHookHandler {
  return async (request: FastifyRequest) => {
    const operator = await auth.resolve(operatorToken(request));
    if (!operator) throw operatorSessionInvalid();
    if (isForgeable(request)) throw failed(MISSING_CONSOLE_HEADER, 403);
    if (access !== 'signed-in' && !roleMay(operator.role, access)) {
      throw failed(NOT_ALLOWED, 403);
    }
    // A role that needs two-step sign-in may only set it up until it is on.
    if (access !== 'signed-in' && auth.twoStepRequired(operator.role) && !operator.twoStepOn) {
      throw failed(TwoStepMessage.setupNeeded, 403);
    }
    request.operator = operator;
  };
}

/**
 * Deny by default for the operator API: every route under /ops/v1 registered after this plugin
 * must declare `config.operatorAccess`, or the server refuses to start. The guard is attached
 * here, from the declaration, so a route cannot declare one permission and check another.
 */
export const operatorAccessPlugin = fp(
  async (app: FastifyInstance, { auth }: { auth: OperatorAuth }) => {
    // The console's session is a cookie (nothing else here uses cookies).
    if (!app.hasDecorator('parseCookie')) await app.register(fastifyCookie);
    app.decorateRequest('operator', null);
    app.decorate('operatorRoutes', [] as OperatorRouteRecord[]);
    app.addHook('onRoute', (route) => {
      if (route.url !== OPERATOR_API_BASE && !route.url.startsWith(`${OPERATOR_API_BASE}/`)) {
        return;
      }
      const access = route.config?.operatorAccess;
      const methods = [route.method].flat().join(',');
      if (!isAccess(access)) {
        throw new Error(
          `${methods} ${route.url} declares no operator access (config.operatorAccess)`,
        );
      }
      // Fastify adds HEAD for each GET with the same options: guarded alike, listed once.
      if (methods !== 'HEAD') app.operatorRoutes.push({ method: methods, url: route.url, access });
      if (access === 'public') return;
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [requireAccess(auth, access), ...existing];
    });
  },
  { name: 'operator-access' },
);
