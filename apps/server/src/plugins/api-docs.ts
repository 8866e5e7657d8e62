import fastifySwagger, { type SwaggerTransformObject } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { Calls } from '@saral/contract/calls';
import { API_BASE_PATH } from '@saral/contract/constants';
import { OPERATOR_TOKEN_HEADER } from '@saral/contract/api/operator';

/**
 * The OpenAPI document and its viewer at /api1/docs. Partners generate clients from it and an
 * OpenAPI linter checks it in the tests, so every operation gets, from how its route is built:
 * an operationId (the contract's call name, or method + path), the security it needs (the
 * borrower's `token` header, the operator's session header, or none), and the error envelopes
 * it may answer.
 */

type Security = Record<string, string[]>[];
type Responses = Record<string, unknown>;
type Operation = { responses?: Responses; security?: Security };

const ERROR_RESPONSES = {
  BadRequest: 'The request broke a rule; msg says which (code -1, or -5 for a missing record)',
  Unauthorized: 'No live session: sign in again (code -4)',
  Forbidden: 'Not allowed for this operator role',
  TooManyRequests: 'Too many attempts; msg says when to try again (code -3)',
  ServerError: 'The server failed; nothing was changed by this request',
} as const;

const errorRef = (name: keyof typeof ERROR_RESPONSES) => ({
  $ref: `#/components/responses/${name}`,
});

/** The contract's call names by "METHOD /api1/path": the operationIds of borrower calls. */
const CALL_NAMES = new Map(
  Object.entries(Calls).map(([name, call]) => [
    `${call.method} ${API_BASE_PATH}${call.path}`,
    name,
  ]),
);

/**
 * "POST /ops/v1/applications/{orderId}/approve" → "postOpsApplicationsApprove"; with
 * `withParams` ("GET /ops/v1/loans/{orderId}", when "getOpsLoans" is taken) → "getOpsLoansByOrderId".
 */
function derivedOperationId(method: string, url: string, withParams = false): string {
  const words = url
    .split(/[/_.-]+/)
    .map((part) =>
      withParams
        ? part.replace(
            /^(?::|\{)(\w)(\w*)\}?$/,
            (_match, first: string, rest: string) => `by${first.toUpperCase()}${rest}`,
          )
        : part,
    )
    .filter(
      (part) => part && !/^v\d+$/.test(part) && !part.startsWith(':') && !part.startsWith('{'),
    );
  const pascal = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  return `${method.toLowerCase()}${pascal}`;
}

function hasHandler(route: RouteOptions, handler: unknown): boolean {
  const handlers: unknown = route.preHandler;
  return Array.isArray(handlers) ? handlers.includes(handler) : handlers === handler;
}

function securityOf(app: FastifyInstance, route: RouteOptions, url: string): Security {
  if (url.startsWith('/ops/')) {
    const access = (route.config as { operatorAccess?: string } | undefined)?.operatorAccess;
    return access === 'public' ? [] : [{ operatorToken: [] }];
  }
  if (hasHandler(route, app.requireUser)) return [{ token: [] }];
  // Signed in or not: the same call answers both (an empty object means "no security").
  if (hasHandler(route, app.identifyUser)) return [{ token: [] }, {}];
  return [];
}

function withErrors(responses: Responses, security: Security, url: string): Responses {
  const add: Responses = { '400': errorRef('BadRequest') };
  if (security.length > 0) add['401'] = errorRef('Unauthorized');
  if (url.startsWith('/ops/') && security.length > 0) add['403'] = errorRef('Forbidden');
  add['429'] = errorRef('TooManyRequests');
  add['500'] = errorRef('ServerError');
  return { ...add, ...responses };
}

export async function registerApiDocs(
  app: FastifyInstance,
  options: { publicBaseUrl?: string },
): Promise<void> {
  const seenIds = new Set<string>();
  const errorEnvelope = {
    type: 'object' as const,
    required: ['code', 'msg', 'data'],
    properties: {
      code: {
        type: 'integer' as const,
        description: 'Negative: which failure (see the error codes)',
      },
      msg: {
        type: 'string' as const,
        description: 'What went wrong, for the person using the app',
      },
      data: { description: 'null, or details the message names' },
    },
  };
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Saral API',
        description:
          'Borrower API (/api1) and operator API (/ops/v1) of Saral. Every reply is {code, msg, data}; code 0 is success, -4 means sign in again.',
        version: '1.0.0',
      },
      servers: [
        {
          url: options.publicBaseUrl ?? '/',
          description: 'The server that serves this document',
        },
      ],
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'token' },
          operatorToken: { type: 'apiKey', in: 'header', name: OPERATOR_TOKEN_HEADER },
        },
        schemas: { ErrorEnvelope: errorEnvelope },
        responses: Object.fromEntries(
          Object.entries(ERROR_RESPONSES).map(([name, description]) => [
            name,
            {
              description,
              content: {
                'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } },
              },
            },
          ]),
        ),
      },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const { route, url } = input;
      const method = (Array.isArray(route.method) ? route.method[0] : route.method) ?? 'GET';
      const schema = transformed.schema as Record<string, unknown>;
      // A call whose id is a path segment (extension-calc/{orderId}) is named by its prefix.
      const callName =
        CALL_NAMES.get(`${method} ${url}`) ??
        CALL_NAMES.get(`${method} ${url.replace(/\/(:\w+|\{\w+\})$/, '')}`);
      let operationId = callName ?? derivedOperationId(method, url);
      // The same call name on two methods (contacts: GET and POST) keeps both unique; so does
      // the path parameter of one item beside its list (GET /ops/v1/loans and /loans/{orderId}).
      if (seenIds.has(operationId)) operationId = derivedOperationId(method, url, true);
      seenIds.add(operationId);
      const security = securityOf(app, route, url);
      return { ...transformed, schema: { ...schema, operationId, security } };
    },
    // The error envelopes, once the document is built (they refer to shared components).
    transformObject: (documentObject) => {
      const document = (
        'openapiObject' in documentObject
          ? documentObject.openapiObject
          : documentObject.swaggerObject
      ) as { paths?: Record<string, Record<string, Operation>> };
      for (const [url, operations] of Object.entries(document.paths ?? {})) {
        for (const operation of Object.values(operations)) {
          operation.responses = withErrors(
            operation.responses ?? {},
            operation.security ?? [],
            url,
          );
        }
      }
      return document as ReturnType<SwaggerTransformObject>;
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: `${API_BASE_PATH}/docs`, staticCSP: true });
}
