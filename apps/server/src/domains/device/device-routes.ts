import { Calls } from '@saral/contract/calls';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { needUploadResponseSchema, uploadDeviceInfoSchema } from '@saral/contract/api/device';
import { envelopeSchema } from '@saral/contract/envelope';
import { ok } from '../../shared/envelope-reply';
import { withZod, type RouteOptions } from '../../shared/zod-app';
import { currentUserId } from '../../plugins/session-auth';

export async function deviceRoutes(app: FastifyInstance, { services }: RouteOptions) {
  const api = withZod(app);

  api.post(Calls.needUpload.path, {
    schema: {
      tags: ['device'],
      summary: 'Which device data the server wants now',
      response: { 200: envelopeSchema(needUploadResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) => ok(await services.device.needUpload(currentUserId(request))),
  });

  api.post(Calls.uploadDeviceInfo.path, {
    schema: {
      tags: ['device'],
      summary: 'Upload the device location',
      body: uploadDeviceInfoSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    preHandler: app.requireUser,
    handler: async (request) => {
      await services.device.upload(currentUserId(request), request.body);
      return ok(null);
    },
  });
}
