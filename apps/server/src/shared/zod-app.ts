import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Services } from '../services';

/** Route plugins receive the service container and type their routes with zod schemas. */
export type RouteOptions = { services: Services };
export const withZod = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
