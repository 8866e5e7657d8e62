import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_BASE_PATH } from '@saral/contract/constants';
import { ErrorCode } from '@saral/contract/error-codes';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { catalogRoutes } from './domains/catalog/catalog-routes';
import { contentRoutes } from './domains/content/content-routes';
import { lenderRoutes } from './domains/lender/lender-routes';
import { deviceRoutes } from './domains/device/device-routes';
import { smsOutboxRoutes } from './domains/dev-tools/sms-outbox-routes';
import { whatsappOutboxRoutes } from './domains/dev-tools/whatsapp-outbox-routes';
import { notificationRoutes } from './domains/notifications/notification-routes';
import { notificationPublicRoutes } from './domains/notifications/notification-public-routes';
import { offerStopRoutes } from './domains/notifications/offer-stop-routes';
import type { WhatsAppProvider } from './domains/whatsapp/whatsapp-provider';
import { registerCardReadingWorker } from './domains/identity/card-reading-service';
import { cardReadingBusyRoutes } from './domains/dev-tools/card-reading-busy-routes';
import { borrowerCallsBusyRoutes } from './domains/dev-tools/borrower-calls-busy-routes';
import { onboardingSettingsRoutes } from './domains/dev-tools/onboarding-settings-routes';
import { devClockRoutes } from './domains/dev-tools/dev-clock-routes';
import { orderClockRoutes } from './domains/dev-tools/order-clock-routes';
import { trackingEventsRoutes } from './domains/dev-tools/tracking-events-routes';
import { loginRoutes } from './domains/login/login-routes';
import { nativeLoginRoutes } from './domains/native-login/native-login-routes';
import type { SmsProvider } from './domains/sms/sms-provider';
import { contactsRoutes } from './domains/contacts/contacts-routes';
import { faceRoutes } from './domains/face/face-routes';
import { geographyRoutes } from './domains/geography/geography-routes';
import { identityRoutes } from './domains/identity/identity-routes';
import { onboardingRoutes } from './domains/onboarding/onboarding-routes';
import { formRoutes } from './domains/profile-forms/form-routes';
import { loanRoutes } from './domains/orders/loan-routes';
import { fraudCheckRoutes } from './domains/risk/risk-routes';
import { bankRoutes } from './domains/bank/bank-routes';
import { accountRoutes } from './domains/account/account-routes';
import { moneyRoutes } from './domains/orders/money-routes';
import { coolingOffRoutes } from './domains/orders/cooling-off-routes';
import { creditLimitRoutes } from './domains/orders/credit-limit-routes';
import { paymentRoutes, paymentWebhookRoutes } from './domains/payments/payment-routes';
import { sandboxCheckoutRoutes } from './domains/payments/sandbox-checkout-routes';
import { isSandboxPaymentProvider } from './domains/payments/sandbox-payment-provider';
import type { PaymentLinkProvider } from './domains/payments/payment-provider';
import type { PayoutProvider } from './domains/payouts/payout-provider';
import { extensionRoutes } from './domains/extensions/extension-routes';
import { OPERATOR_API_BASE } from '@saral/contract/calls';
import { OPERATOR_TOKEN_HEADER } from '@saral/contract/api/operator';
import type { Providers } from './providers';
import { requestIdPlugin, requestLogServerOptions } from './plugins/request-log';
import { trackingRoutes } from './domains/tracking/tracking-routes';
import { marketingRoutes } from './domains/marketing/marketing-routes';
import { marketingSettingsRoutes } from './domains/dev-tools/marketing-settings-routes';
import { campaignRoutes } from './domains/campaigns/campaign-routes';
import { controlCharactersPlugin } from './plugins/control-characters';
import { envelopePlugin } from './plugins/envelope';
import { healthRoutes } from './plugins/health';
import { privateRepliesPlugin } from './plugins/private-replies';
import { admissionControlPlugin } from './plugins/admission-control';
import { securityHeadersPlugin } from './plugins/security-headers';
import { registerApiDocs } from './plugins/api-docs';
import { sessionAuthPlugin } from './plugins/session-auth';
import { readAppShell, webAppPlugin } from './plugins/web-app';
import { CONSOLE_BASE_PATH, consoleAppPlugin } from './plugins/console-app';
import {
  MESSAGE_DELIVER_JOB,
  NOTIFY_LATER_JOB,
  REMINDER_SWEEP_EVERY_MS,
  REMINDER_SWEEP_JOB,
} from './domains/notifications/message-jobs';
import { createServices } from './services';
import { createAdjustableClock, isAdjustableClock, systemClock, type Clock } from './shared/clock';
import { registerOperatorApi } from './operator-api';
import { errorLogSerializer, requestLogSerializer } from './shared/log-redaction';

export type BuildAppOptions = {
  config: AppConfig;
  db: Database;
  clock?: Clock;
  sms?: SmsProvider;
  /** Tests replace onboarding providers here. */
  providers?: Partial<Providers>;
  paymentProvider?: PaymentLinkProvider;
  payoutProvider?: PayoutProvider;
  whatsapp?: WhatsAppProvider;
  /** Where log lines go (tests capture them); the redaction rules always apply. */
  logStream?: NodeJS.WritableStream;
  /** false silences the log entirely. */
  logger?: false;
};

/**
 * Logger settings: request URLs lose phone digits and tokens, token headers are removed, errors
 * keep no SQL parameters or quoted rows.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream) {
  return {
    level,
    serializers: { req: requestLogSerializer, err: errorLogSerializer },
    redact: [
      'req.headers.token',
      'headers.token',
      `req.headers["${OPERATOR_TOKEN_HEADER}"]`,
      `headers["${OPERATOR_TOKEN_HEADER}"]`,
    ],
    ...(stream ? { stream } : {}),
  };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel, options.logStream),
    ...requestLogServerOptions,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Slow mobile networks: allow time, but never hang forever.
    requestTimeout: 120_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    config.validateResponses ? serializerCompiler : () => (data) => JSON.stringify(data),
  );

  // A development server's clock can be moved (PUT /dev/clock); production's is real time.
  const clock = options.clock ?? (config.exposeDevTools ? createAdjustableClock() : systemClock);
  const services = createServices({
    config,
    db,
    clock,
    log: app.log,
    sms: options.sms,
    providers: options.providers,
    paymentProvider: options.paymentProvider,
    payoutProvider: options.payoutProvider,
    ...(options.whatsapp ? { whatsapp: options.whatsapp } : {}),
  });
  // The OCR worker holds a thread; stop it with the server.
  app.addHook('onClose', () => services.providers.ocr.close());

  await app.register(requestIdPlugin);
  // The CSP allows the marketing pixel's and Adjust's origins only while they are configured.
  await app.register(securityHeadersPlugin, {
    cspAdditions: () => services.marketing.cspAdditions(),
  });
  app.addHook('onReady', () => services.marketing.load());
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(envelopePlugin);
  // Before any other work on a call: a process already serving its limit answers busy at once.
  await app.register(admissionControlPlugin, { limit: config.apiConcurrencyLimit });
  await app.register(controlCharactersPlugin);
  await app.register(sessionAuthPlugin, { sessions: services.sessions });
  await app.register(privateRepliesPlugin);
  // Card and face images; each route reads one file of at most IMAGE_MAX_BYTES.
  await app.register(fastifyMultipart);

  if (config.apiDocs) await registerApiDocs(app, { publicBaseUrl: config.publicBaseUrl });

  await app.register(healthRoutes, { db });
  await app.register(
    async (api) => {
      const routeOptions = { services };
      await api.register(loginRoutes, routeOptions);
      await api.register(nativeLoginRoutes, routeOptions);
      await api.register(catalogRoutes, routeOptions);
      await api.register(contentRoutes, routeOptions);
      await api.register(lenderRoutes, routeOptions);
      await api.register(trackingRoutes, routeOptions);
      await api.register(marketingRoutes, routeOptions);
      await api.register(deviceRoutes, routeOptions);
      await api.register(onboardingRoutes, routeOptions);
      await api.register(identityRoutes, routeOptions);
      await api.register(faceRoutes, routeOptions);
      await api.register(formRoutes, routeOptions);
      await api.register(contactsRoutes, routeOptions);
      await api.register(geographyRoutes, routeOptions);
      await api.register(loanRoutes, routeOptions);
      await api.register(fraudCheckRoutes, routeOptions);
      await api.register(bankRoutes, routeOptions);
      await api.register(accountRoutes, routeOptions);
      await api.register(moneyRoutes, routeOptions);
      await api.register(paymentRoutes, { payments: services.payments });
      await api.register(extensionRoutes, routeOptions);
      await api.register(coolingOffRoutes, routeOptions);
      await api.register(creditLimitRoutes, routeOptions);
      await api.register(campaignRoutes, routeOptions);
      await api.register(notificationRoutes, {
        views: services.notificationViews,
        notifications: services.notifications,
      });
    },
    { prefix: API_BASE_PATH },
  );
  // The back office: its own base path, accounts, sessions and roles (operator-api.ts).
  await registerOperatorApi(app, {
    services,
    db,
    clock,
    secureCookies: config.env === 'production',
  });
  // Gateway webhooks: outside /api1, authenticated by their signature.
  await app.register(paymentWebhookRoutes, { payments: services.payments });
  await app.register(notificationPublicRoutes, {
    receipts: services.deliveryReceipts,
    db,
    clock,
    documentLinkKey: services.documentLinkKey,
  });
  await app.register(offerStopRoutes, {
    notifications: services.notifications,
    documentLinkKey: services.documentLinkKey,
  });
  if (config.exposeSandboxCheckout && isSandboxPaymentProvider(services.paymentProvider)) {
    await app.register(sandboxCheckoutRoutes, {
      payments: services.payments,
      sandbox: services.paymentProvider,
    });
  }
  // The one background-job runner: the sweeps this process runs are recurring jobs on it.
  const { jobRunner } = services;
  const sweeps = [
    {
      kind: 'review.sweep',
      on: config.reviewScheduler.enabled,
      everyMs: config.reviewScheduler.intervalMs,
      run: () => services.review.runDueReviews(),
    },
    {
      kind: 'payouts.sweep',
      on: config.payouts.workerEnabled,
      everyMs: config.payouts.workerIntervalMs,
      run: () => services.payouts.runDuePayouts(),
    },
    {
      kind: 'overdue.sweep',
      on: config.overdueScheduler.enabled,
      everyMs: config.overdueScheduler.intervalMs,
      run: () => services.overdue.runOverdue(),
    },
  ];
  for (const sweep of sweeps) {
    if (sweep.on) jobRunner.registerRecurring(sweep.kind, sweep.everyMs, sweep.run);
  }
  if (config.notifications.workerEnabled) {
    // Each message is a job queued with its event; the reminders are queued by a sweep.
    jobRunner.register(MESSAGE_DELIVER_JOB, services.deliverMessage);
    jobRunner.register(NOTIFY_LATER_JOB, services.notifications.notifyLaterHandler);
    jobRunner.registerRecurring(REMINDER_SWEEP_JOB, REMINDER_SWEEP_EVERY_MS, () =>
      services.queueDueReminders(clock.now()),
    );
  }
  app.addHook('onReady', async () => jobRunner.start());
  app.addHook('onClose', () => jobRunner.stop());
  // Card photos: read here unless OCR_WORKER=off (then by `npm run worker` processes).
  if (config.cardReading.worker) {
    registerCardReadingWorker(services.ocrRunner, services.cardReadings);
    app.addHook('onReady', async () => services.ocrRunner.start());
    app.addHook('onClose', () => services.ocrRunner.stop());
  }
  if (config.exposeSmsOutbox) await app.register(smsOutboxRoutes, { services });
  if (config.notifications.exposeWhatsAppOutbox) {
    await app.register(whatsappOutboxRoutes, { services });
  }
  if (config.exposeDevTools) {
    await app.register(onboardingSettingsRoutes, { services, db });
    await app.register(cardReadingBusyRoutes, { services });
    await app.register(borrowerCallsBusyRoutes);
    await app.register(orderClockRoutes, { db });
    if (isAdjustableClock(clock)) await app.register(devClockRoutes, { db, clock });
    await app.register(marketingSettingsRoutes, { services });
    await app.register(trackingEventsRoutes, { services });
  }

  await app.register(consoleAppPlugin, {
    distDir: config.consoleDistDir,
    prefix: CONSOLE_BASE_PATH,
  });
  await app.register(webAppPlugin, { distDir: config.webDistDir });
  const appShell = readAppShell(config.webDistDir);
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPageRequest =
      // HEAD too: link checkers and uptime monitors ask for pages without their body.
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith(API_BASE_PATH) &&
      !request.url.startsWith(OPERATOR_API_BASE) &&
      !request.url.startsWith('/dev/') &&
      !/\.[a-z0-9]+$/i.test(pathname);
    if (isPageRequest && appShell) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(request.method === 'HEAD' ? '' : appShell.forPath(pathname));
    }
    return reply.status(404).send({ code: ErrorCode.notFound, msg: 'Not found', data: null });
  });

  return app;
}
