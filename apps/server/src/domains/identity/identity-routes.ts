import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Calls } from '@saral/contract/calls';
import { envelopeSchema } from '@saral/contract/envelope';
import {
  aadhaarSendOtpBodySchema,
  aadhaarSendOtpResponseSchema,
  aadhaarVerifyBodySchema,
  aadhaarVerifyResponseSchema,
  findUserAuthResponseSchema,
  kycAadhaarPanBodySchema,
  kycAadhaarVerifyBodySchema,
  ocrFieldsSchema,
  ocrResponseSchema,
  uploadFieldsSchema,
  uploadResponseSchema,
} from '@saral/contract/api/onboarding';
import { currentUserId } from '../../plugins/session-auth';
import { failed } from '../../shared/app-error';
import { ok } from '../../shared/envelope-reply';
import { readMultipart } from '../../shared/multipart';
import { withZod, type RouteOptions } from '../../shared/zod-app';

const nothing = envelopeSchema(z.null());

/** Parses multipart text fields with a contract schema; the first problem becomes msg. */
function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.infer<T> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw failed(`${issue?.path.join('.') || 'field'}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

export async function identityRoutes(app: FastifyInstance, { services }: RouteOptions) {
  const api = withZod(app);

  api.get(Calls.findUserAuth.path, {
    schema: {
      tags: ['identity'],
      summary: 'Identity variant (kycPageType) and what the borrower saved of the identity step',
      response: { 200: envelopeSchema(findUserAuthResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) => ok(await services.identity.status(currentUserId(request))),
  });

  api.post(Calls.upload.path, {
    schema: {
      tags: ['identity'],
      summary: 'Stores a private image (multipart: type, file)',
      consumes: ['multipart/form-data'],
      response: { 200: envelopeSchema(uploadResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) => {
      const { fields, file } = await readMultipart(request, 'file');
      const { type } = parseFields(uploadFieldsSchema, fields);
      if (!file) throw failed('Please choose an image to upload');
      const fileId = await services.uploads.store(currentUserId(request), type, file.bytes);
      return ok({ fileId, type });
    },
  });

  api.get(`${Calls.uploadedFile.path}/:fileId`, {
    schema: {
      tags: ['identity'],
      summary: 'One of the borrower’s own images (raw bytes); other borrowers get not found',
      params: z.object({ fileId: z.string().uuid() }),
    },
    preHandler: app.requireUser,
    handler: async (request, reply) => {
      const file = await services.uploads.read(currentUserId(request), request.params.fileId);
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  });

  api.post(Calls.ocrSeparate.path, {
    schema: {
      tags: ['identity'],
      summary:
        'Stores a card image and has a worker read name, Aadhaar (masked) and PAN (busy: 503, Retry-After)',
      consumes: ['multipart/form-data'],
      response: { 200: envelopeSchema(ocrResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request, reply) => {
      const { fields, file } = await readMultipart(request, 'image');
      const { type, notNeed } = parseFields(ocrFieldsSchema, fields);
      if (!file) throw failed('Please choose an image to upload');
      // A borrower who gave up (closed the app, timed out) leaves nobody to read the card for.
      const gone = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      return ok(
        await services.identity.uploadCard(
          currentUserId(request),
          type,
          file.bytes,
          notNeed === '1',
          gone.signal,
        ),
      );
    },
  });

  api.post(Calls.kycAadhaarPan.path, {
    schema: {
      tags: ['identity'],
      summary: 'Upload variant: confirms name, Aadhaar and PAN',
      body: kycAadhaarPanBodySchema,
      response: { 200: nothing },
    },
    preHandler: app.requireUser,
    handler: async (request) => {
      await services.identity.confirmUploadedIdentity(currentUserId(request), request.body);
      return ok(null);
    },
  });

  api.post(Calls.aadhaarSendOtp.path, {
    schema: {
      tags: ['identity'],
      summary: 'Aadhaar variant: sends the one-time code (state 0) or reports it verified (1)',
      body: aadhaarSendOtpBodySchema,
      response: { 200: envelopeSchema(aadhaarSendOtpResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) => {
      const userId = currentUserId(request);
      const phone = await services.users.phoneOf(userId);
      return ok(await services.identity.sendAadhaarOtp(userId, phone, request.body.aadhaar));
    },
  });

  api.post(Calls.aadhaarVerify.path, {
    schema: {
      tags: ['identity'],
      summary: 'Aadhaar variant: checks the one-time code',
      body: aadhaarVerifyBodySchema,
      response: { 200: envelopeSchema(aadhaarVerifyResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(
        await services.identity.verifyAadhaarOtp(
          currentUserId(request),
          request.body.aadhaar,
          request.body.otp,
        ),
      ),
  });

  api.post(Calls.kycAadhaarVerify.path, {
    schema: {
      tags: ['identity'],
      summary: 'Aadhaar variant: confirms the verified Aadhaar and the PAN',
      body: kycAadhaarVerifyBodySchema,
      response: { 200: nothing },
    },
    preHandler: app.requireUser,
    handler: async (request) => {
      await services.identity.confirmVerifiedIdentity(currentUserId(request), request.body);
      return ok(null);
    },
  });
}
