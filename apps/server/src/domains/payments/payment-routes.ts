import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Calls } from '@saral/contract/calls';
import {
  paymentStatusQuerySchema,
  paymentStatusResponseSchema,
  paymentUrlResponseSchema,
  repayBodySchema,
} from '@saral/contract/api/money';
import { envelopeSchema } from '@saral/contract/envelope';
import { currentUserId } from '../../plugins/session-auth';
import { notFound } from '../../shared/app-error';
import { ok } from '../../shared/envelope-reply';
import { withZod } from '../../shared/zod-app';
import type { PaymentService } from './payment-service';

export const PAYMENT_WEBHOOK_BASE = '/webhooks/payments';

export type PaymentRouteOptions = { payments: PaymentService };

/** The borrower's payment call; registered under /api1. */
export async function paymentRoutes(app: FastifyInstance, { payments }: PaymentRouteOptions) {
  withZod(app).post(Calls.repay.path, {
    schema: {
      tags: ['payments'],
      summary: 'A payment link for everything owed on a loaned, overdue or extended order',
      body: repayBodySchema,
      response: { 200: envelopeSchema(paymentUrlResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await payments.createRepaymentLink(currentUserId(request), request.body.orderId)),
  });

  withZod(app).get(Calls.paymentStatus.path, {
    schema: {
      tags: ['payments'],
      summary: "Where a payment through one of the borrower's links stands: paid, failed, pending",
      querystring: paymentStatusQuerySchema,
      response: { 200: envelopeSchema(paymentStatusResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await payments.paymentStatus(currentUserId(request), request.query.linkId)),
  });
}

/**
 * The gateway's webhook, outside /api1 and without a borrower token: the signature is the
 * authentication. Registered as its own plugin so the raw-body JSON parser stays inside it.
 */
export async function paymentWebhookRoutes(
  app: FastifyInstance,
  { payments }: PaymentRouteOptions,
) {
  // The signature covers the exact bytes sent, so the body must not be parsed before checking.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  withZod(app).post(`${PAYMENT_WEBHOOK_BASE}/:provider`, {
    schema: {
      tags: ['payments'],
      summary: 'Payment gateway events (HMAC-SHA256 signed); each event id is applied once',
      params: z.object({ provider: z.string().max(40) }),
      response: { 200: z.object({ ok: z.literal(true) }) },
    },
    handler: async (request) => {
      if (request.params.provider !== payments.providerName) throw notFound('Payment provider');
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      await payments.handleWebhook(rawBody, request.headers);
      return { ok: true as const };
    },
  });
}
