import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Services } from '../services';

/** Route plugins receive the app typed for zod schemas and the service container. */
export type ZodApp = ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance;
export type RouteOptions = { services: Services };
export const withZod = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
