import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Calls } from '@saral/contract/calls';
import { envelopeSchema } from '@saral/contract/envelope';
import { NativeDeviceHeader, RequestHeader } from '@saral/contract/headers';
import {
  IDEMPOTENCY_HEADER,
  ORDER_DETAIL_AUDIT_VIEW,
  ORDER_DETAIL_IN_APP,
  applyBodySchema,
  applyResponseSchema,
  calculateQuerySchema,
  calculateResponseSchema,
  kfsAcceptBodySchema,
  kfsAcceptResponseSchema,
  kfsQuerySchema,
  kfsResponseSchema,
  loanOfferQuerySchema,
  loanOfferResponseSchema,
  orderDetailQuerySchema,
  orderDetailResponseSchema,
  orderListResponseSchema,
  paymentHistoryQuerySchema,
  paymentHistoryResponseSchema,
  precheckQuerySchema,
  precheckResponseSchema,
} from '@saral/contract/api/loan';
import { currentUserId } from '../../plugins/session-auth';
import { ok } from '../../shared/envelope-reply';
import { withZod, type RouteOptions } from '../../shared/zod-app';

const IDEMPOTENCY_KEY_LENGTH = `The ${IDEMPOTENCY_HEADER} header must be 8 to 100 characters`;

/** The app's deviceId, else the browser's web_uuid: one device, for the fraud check. */
function deviceOf(headers: Record<string, string | string[] | undefined>): string | null {
  for (const name of [NativeDeviceHeader.deviceId, RequestHeader.webUuid]) {
    const value = headers[name.toLowerCase()];
    if (typeof value === 'string' && value.length > 0) return value.slice(0, 128);
  }
  return null;
}

export async function loanRoutes(app: FastifyInstance, { services }: RouteOptions) {
  const api = withZod(app);

  api.get(Calls.loanOffer.path, {
    schema: {
      tags: ['loans'],
      summary: 'Amounts within the borrower’s credit tier, the period and the daily rate',
      querystring: loanOfferQuerySchema,
      response: { 200: envelopeSchema(loanOfferResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await services.loans.offer(currentUserId(request), request.query.productId)),
  });

  api.get(Calls.calculate.path, {
    schema: {
      tags: ['loans'],
      summary: 'Price of an amount: repayment, interest, processing fee, GST, received and APR',
      querystring: calculateQuerySchema,
      response: { 200: envelopeSchema(calculateResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await services.loans.calculate(currentUserId(request), request.query)),
  });

  api.get(Calls.precheck.path, {
    schema: {
      tags: ['loans'],
      summary: 'orderStatus 0 with days and hours left after a denial, 1 may apply, 2 active order',
      querystring: precheckQuerySchema,
      response: { 200: envelopeSchema(precheckResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await services.loans.precheck(currentUserId(request), request.query.productId)),
  });

  api.post(Calls.apply.path, {
    schema: {
      tags: ['loans'],
      summary:
        'Applies; the idempotency-key header makes a retry return the same order (422 if reused with another body)',
      headers: z.object({
        [IDEMPOTENCY_HEADER]: z
          .string()
          .min(8, IDEMPOTENCY_KEY_LENGTH)
          .max(100, IDEMPOTENCY_KEY_LENGTH)
          .optional(),
      }),
      body: applyBodySchema,
      response: { 200: envelopeSchema(z.union([applyResponseSchema, z.null()])) },
    },
    preHandler: app.requireUser,
    handler: async (request) => {
      const key = request.headers[IDEMPOTENCY_HEADER];
      const deviceId = request.headers[NativeDeviceHeader.deviceId.toLowerCase()];
      return ok(
        await services.loans.apply(currentUserId(request), request.body, {
          idempotencyKey: typeof key === 'string' ? key : null,
          inNativeApp: typeof deviceId === 'string' && deviceId.length > 0,
          // Where it came from, for the fraud check's per-device and per-address counts.
          ip: request.ip,
          device: deviceOf(request.headers),
        }),
      );
    },
  });

  api.get(Calls.orderList.path, {
    schema: {
      tags: ['loans'],
      summary: 'The borrower’s orders, newest first',
      response: { 200: envelopeSchema(orderListResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) => ok(await services.loans.list(currentUserId(request))),
  });

  api.get(Calls.orderDetail.path, {
    schema: {
      tags: ['loans'],
      summary: 'One of the borrower’s orders (also the audit refresh and the confirm data)',
      querystring: orderDetailQuerySchema,
      response: { 200: envelopeSchema(orderDetailResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(
        await services.loans.detail(currentUserId(request), request.query.orderId, {
          // The app's session, or the page saying it runs inside the app (opened with ?token=).
          appAuditRefresh:
            request.query.view === ORDER_DETAIL_AUDIT_VIEW &&
            (request.appSession || request.query.inApp === ORDER_DETAIL_IN_APP),
        }),
      ),
  });

  api.get(Calls.paymentHistory.path, {
    schema: {
      tags: ['loans'],
      summary:
        'Every payment received on one of the borrower’s orders (repayments, extension fees, overpayments), oldest first',
      querystring: paymentHistoryQuerySchema,
      response: { 200: envelopeSchema(paymentHistoryResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await services.loans.paymentHistory(currentUserId(request), request.query.orderId)),
  });

  api.get(Calls.kfs.path, {
    schema: {
      tags: ['loans'],
      summary: 'Key Fact Statement of an approved order',
      querystring: kfsQuerySchema,
      response: { 200: envelopeSchema(kfsResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await services.loans.keyFactStatement(currentUserId(request), request.query.orderId)),
  });

  api.post(Calls.acceptKfs.path, {
    schema: {
      tags: ['loans'],
      summary:
        'Accepts the Key Fact Statement of the order’s current terms (termsHash: the one read)',
      body: kfsAcceptBodySchema,
      response: { 200: envelopeSchema(kfsAcceptResponseSchema) },
    },
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(
        await services.loans.acceptKeyFactStatement(
          currentUserId(request),
          request.body.orderId,
          request.body.termsHash,
        ),
      ),
  });
}
