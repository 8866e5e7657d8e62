import {
  DELIVERY_RECEIPTS_BASE,
  DELIVERY_SIGNATURE_HEADER,
} from '@saral/contract/api/notifications';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { AppError, failed, notFound } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import { withZod } from '../../shared/zod-app';
import { acceptedKeyFactStatement } from '../orders/message-facts';
import type { DeliveryReceipts } from './delivery-receipts';
import { LOAN_DOCUMENTS_PATH, checkDocumentLink } from './document-links';
import { loanDocumentsPage } from './loan-documents-page';
import { ErrorCode } from '@saral/contract/error-codes';

export const LINK_NOT_VALID = 'This link is not valid';
export const LINK_EXPIRED = 'This link has expired; ask for the documents in the app';

/**
 * Outside /api1 and without a session: the providers' delivery receipts (authenticated by their
 * signature; the raw-body parser stays inside this plugin) and the loan documents behind a
 * signed, expiring link.
 */
export async function notificationPublicRoutes(
  app: FastifyInstance,
  deps: { receipts: DeliveryReceipts; db: Queryable; clock: Clock; documentLinkKey: Buffer },
) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  const api = withZod(app);

  api.post(`${DELIVERY_RECEIPTS_BASE}/:channel`, {
    schema: {
      tags: ['notifications'],
      summary: `Delivery receipt of the SMS gateway or WhatsApp API (${DELIVERY_SIGNATURE_HEADER}: hex HMAC-SHA256 of the body)`,
      params: z.object({ channel: z.enum(['sms', 'whatsapp']) }),
      response: { 200: z.object({ ok: z.literal(true) }) },
    },
    handler: async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      await deps.receipts.apply(
        request.params.channel,
        rawBody,
        request.headers[DELIVERY_SIGNATURE_HEADER],
      );
      return { ok: true as const };
    },
  });

  api.get(`${LOAN_DOCUMENTS_PATH}/:orderId`, {
    schema: {
      tags: ['notifications'],
      summary: 'The sanction letter and accepted KFS of an order (signed link, no sign-in)',
      params: z.object({ orderId: z.coerce.number().int().positive() }),
      querystring: z.object({
        expires: z.coerce.number().int().positive().optional(),
        sig: z.string().max(128).optional(),
      }),
    },
    handler: async (request, reply) => {
      const { expires, sig } = request.query;
      const verdict =
        expires === undefined || sig === undefined
          ? 'bad'
          : checkDocumentLink(
              deps.documentLinkKey,
              { orderId: request.params.orderId, expires, sig },
              deps.clock.now(),
            );
      if (verdict === 'bad') throw failed(LINK_NOT_VALID, 401);
      if (verdict === 'expired') throw new AppError(ErrorCode.failed, LINK_EXPIRED, 410);
      const kfs = await acceptedKeyFactStatement(deps.db, request.params.orderId);
      if (!kfs) throw notFound('Loan documents');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .send(loanDocumentsPage(kfs));
    },
  });
}
