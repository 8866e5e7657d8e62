import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { failed } from '../../shared/app-error';
import { withZod } from '../../shared/zod-app';
import type { NotificationService } from './notification-service';
import { LINK_NOT_VALID } from './notification-public-routes';
import { STOP_OFFERS_PATH, checkStopOffersLink } from './offer-stop-links';

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:480px;margin:2rem auto;padding:0 1rem;line-height:1.5}
button{font:inherit;min-height:48px;padding:0 1.5rem;border:0;border-radius:8px;background:#0f7b63;color:#fff}</style>
</head><body><h1>${title}</h1>${body}</body></html>`;

const EXPLAINED =
  '<p>Messages about your loans (approval, payment reminders, receipts) still come: they are ' +
  'part of your loan and cannot be stopped. You can start offers again in the app under Messages.</p>';

/**
 * The "stop offers" link of a marketing message, without signing in: GET shows a button (a link
 * preview or mail scanner opening the link stops nothing), POST stops offers.
 */
export async function offerStopRoutes(
  app: FastifyInstance,
  deps: { notifications: NotificationService; documentLinkKey: Buffer },
) {
  // The button posts an empty urlencoded form; nothing in it is read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );
  const api = withZod(app);
  const schema = {
    tags: ['notifications'],
    params: z.object({ userId: z.coerce.number().int().positive() }),
    querystring: z.object({ sig: z.string().max(128).optional() }),
  };
  const check = (userId: number, sig: string | undefined) => {
    if (!sig || !checkStopOffersLink(deps.documentLinkKey, userId, sig)) {
      throw failed(LINK_NOT_VALID, 401);
    }
  };

  api.get(`${STOP_OFFERS_PATH}/:userId`, {
    schema: { ...schema, summary: 'The page that stops offers (signed link, no sign-in)' },
    handler: async (request, reply) => {
      check(request.params.userId, request.query.sig);
      const action = `${STOP_OFFERS_PATH}/${request.params.userId}?sig=${request.query.sig}`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .send(
          page(
            'Stop offers from Saral?',
            `<p>You will no longer get offers by SMS, WhatsApp or in the app.</p>${EXPLAINED}
<form method="post" action="${action}"><button type="submit">Stop offers</button></form>`,
          ),
        );
    },
  });

  api.post(`${STOP_OFFERS_PATH}/:userId`, {
    schema: { ...schema, summary: 'Stops offers (signed link, no sign-in)' },
    handler: async (request, reply) => {
      check(request.params.userId, request.query.sig);
      await deps.notifications.setOffersWanted(request.params.userId, false);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(page('Offers stopped', `<p>You will get no more offers from Saral.</p>${EXPLAINED}`));
    },
  });
}
