import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Calls } from '@saral/contract/calls';
import { API_BASE_PATH } from '@saral/contract/constants';
import { busy } from '../shared/app-error';

/** What a borrower reads when a call is turned away; the app sends it again by itself. */
export const SERVER_BUSY_MESSAGE = 'Many people are using Saral right now. Please wait a moment.';

/** Retry-After of a turned-away call: 1–3 s at random, so the retries do not all return at once. */
const RETRY_AFTER_RANGE_S = [1, 3] as const;

/**
 * Card uploads have a queue of their own in front of the OCR workers (card-reading-service.ts)
 * and wait there for up to OCR_WAIT_BUDGET_MS: counting them here would fill the limit with
 * requests that use no CPU while they wait.
 */
const OWN_QUEUE_PATHS = new Set([`${API_BASE_PATH}${Calls.ocrSeparate.path}`]);

type AdmissionOptions = {
  /** Borrower calls this process serves at once; the next one is answered busy. */
  limit: number;
};

/** Borrower calls only: pages, the console, webhooks, health and dev routes are never shed. */
const isSheddable = (request: FastifyRequest) =>
  request.url.startsWith(`${API_BASE_PATH}/`) &&
  !OWN_QUEUE_PATHS.has(request.routeOptions.url ?? '');

/**
 * Load shedding, a guard. A process serves at most `limit` borrower calls at once and answers the
 * next one at once with busy (code -8, HTTP 503, Retry-After): the call did nothing, and the app
 * sends it again after the Retry-After. So when a process cannot keep up (a slow database, a
 * surge beyond its machine), its waiting calls, their memory and pooled connections stay bounded
 * instead of piling up to the app's 100 s timeout. It does not make a machine short of CPU
 * faster: bench/README.md, "Load shedding and the other calls at N=1,000".
 */
export const admissionControlPlugin = fp(
  async (app: FastifyInstance, options: AdmissionOptions) => {
    let inFlight = 0;
    /** Calls to be answered busy whatever the load, by call path (PUT /dev/borrower-calls-busy). */
    const forced = new Map<string, number>();
    app.decorate('admission', {
      inFlight: () => inFlight,
      forceBusy: (callPath: string, count: number) => forced.set(callPath, count),
    });

    app.addHook('onRequest', async (request, reply) => {
      if (!isSheddable(request)) return;
      const callPath = request.url.slice(API_BASE_PATH.length).split('?')[0] ?? '';
      const forcedLeft = forced.get(callPath) ?? 0;
      if (forcedLeft > 0) forced.set(callPath, forcedLeft - 1);
      if (inFlight >= options.limit || forcedLeft > 0) {
        throw busy(
          SERVER_BUSY_MESSAGE,
          randomInt(RETRY_AFTER_RANGE_S[0], RETRY_AFTER_RANGE_S[1] + 1),
        );
      }
      inFlight += 1;
      // 'close' comes once per response: sent in full, or its connection gone.
      reply.raw.once('close', () => {
        inFlight -= 1;
      });
    });
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Borrower calls being served now (admission-control.ts). */
    admission: {
      inFlight: () => number;
      /** Development only (dev route): the next `count` calls to `callPath` are answered busy. */
      forceBusy: (callPath: string, count: number) => void;
    };
  }
}
