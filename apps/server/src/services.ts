import type { FastifyBaseLogger } from 'fastify';
import { createOperatorServices } from './operator-services';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { createCatalogService } from './domains/catalog/catalog-service';
import { readCreditTiers } from './domains/orders/credit-tiers';
import { createRiskService } from './domains/risk/risk-service';
import { createContentService } from './domains/content/content-service';
import { createLenderService } from './domains/lender/lender-service';
import { createDeviceService } from './domains/device/device-service';
import { createLoginService } from './domains/login/login-service';
import { createNativeLoginService } from './domains/native-login/native-login-service';
import { createSessionService } from './domains/sessions/session-service';
import type { SmsProvider } from './domains/sms/sms-provider';
import { createSmsRepository } from './domains/sms/sms-repository';
import { createTrackingService } from './domains/tracking/tracking-service';
import type { Clock } from './shared/clock';
import { createContactsService } from './domains/contacts/contacts-service';
import { createFaceService } from './domains/face/face-service';
import { createGeographyService } from './domains/geography/geography-service';
import { createIdentityRepository } from './domains/identity/identity-repository';
import { createIdentityService } from './domains/identity/identity-service';
import { createUploadService } from './domains/identity/upload-service';
import { createCardReadingServices } from './card-reading-services';
import { createOnboardingService } from './domains/onboarding/onboarding-service';
import { createFormService } from './domains/profile-forms/form-service';
import { createUserService } from './domains/users/user-service';
import {
  createPaymentProviderFromConfig,
  createPayoutProviderFromConfig,
  createProviders,
  createSmsProviderFromConfig,
  hindiCodesOf,
  type Providers,
} from './providers';
import { createLoanService } from './domains/orders/loan-service';
import { owedNowPaise } from './domains/orders/order-money';
import { readLenderDetails } from './domains/orders/lender-settings';
import { createReapplyWait } from './domains/orders/reapply-wait';
import { applyRepayment, type Repayment } from './domains/orders/repayment';
import { readProductReviewSettings } from './domains/review/product-review-settings';
import { createBankService } from './domains/bank/bank-service';
import { createAccountService } from './domains/account/account-service';
import type { Queryable } from './db/database';
import { recordOverpayment } from './domains/ledger/ledger-receipts';
import { createGetMoneyService } from './domains/orders/get-money-service';
import type { PaymentLinkProvider } from './domains/payments/payment-provider';
import { createPaymentService } from './domains/payments/payment-service';
import type { PayoutProvider } from './domains/payouts/payout-provider';
import { createPayoutService, queuePayout } from './domains/payouts/payout-service';
import { createReviewService } from './domains/review/review-service';
import { applyExtensionFee } from './domains/extensions/extension-fee-payment';
import { extensionAvailability, extensionMessage } from './domains/extensions/extension-rules';
import { createExtensionService } from './domains/extensions/extension-service';
import { applyCoolingOffExit } from './domains/orders/cooling-off';
import { createCoolingOffService } from './domains/orders/cooling-off-service';
import { createCreditLimitService } from './domains/orders/credit-limit-service';
import { createOverdueService } from './domains/overdue/overdue-service';
import { createMarketingService } from './domains/marketing/marketing-service';
import { createCampaignService } from './domains/campaigns/campaign-service';
import { createEnqueueJob, createEnqueueJobs } from './domains/jobs/job-repository';
import { createJobRunner } from './domains/jobs/job-runner';
import { createNotificationServices } from './notification-services';
import type { WhatsAppProvider } from './domains/whatsapp/whatsapp-provider';

export type ServiceDeps = {
  config: AppConfig;
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Tests pass their own provider; otherwise the configured one is built. */
  sms?: SmsProvider;
  /** Tests replace any onboarding provider (OCR, liveness, Aadhaar OTP, storage). */
  providers?: Partial<Providers>;
  /** Tests pass a fake gateway; otherwise the configured one is built. */
  paymentProvider?: PaymentLinkProvider;
  payoutProvider?: PayoutProvider;
  whatsapp?: WhatsAppProvider;
};

/** Builds every service once per process; routes receive them through plugin options. */
export function createServices(deps: ServiceDeps) {
  const { config, db, clock, log, sms, providers } = deps;
  const smsProvider = sms ?? createSmsProviderFromConfig(config, db, log);
  const sessions = createSessionService(db, clock, config.cacheTtlMs);
  const now = () => clock.now();
  // Background jobs: a service that queues work gets enqueueJob and calls it with its own
  // transaction (enqueueJob(tx, {...})); handlers are registered on this process's jobRunner.
  const enqueueJob = createEnqueueJob(now);
  const jobRunner = createJobRunner({ db, clock, log, ...config.jobs });
  const onboardingProviders = {
    ...createProviders({ config, db, clock, sms: smsProvider }),
    ...providers,
  };
  const uploads = createUploadService(db, onboardingProviders.storage, onboardingProviders.cipher);
  // Card photos are read by OCR workers (a runner of their own), see card-reading-services.ts.
  const { ocrRunner, cardReadings } = createCardReadingServices({
    config,
    db,
    clock,
    log,
    uploads,
    enqueueJob,
    providers: onboardingProviders,
  });
  const geography = createGeographyService(db);
  const identity = createIdentityService({
    db,
    cipher: onboardingProviders.cipher,
    pepper: config.secretPepper,
    uploads,
    readings: cardReadings,
    aadhaarOtp: onboardingProviders.aadhaarOtp,
    now,
    log,
  });
  const forms = createFormService({ db, geography, knownName: identity.knownName, now });
  const contacts = createContactsService(db);
  const reviewSettings = (productId: number) => readProductReviewSettings(db, productId);
  const reapplyWait = createReapplyWait({
    db,
    now,
    waitDays: async (productId) => (await reviewSettings(productId)).reapplyWaitDays,
  });
  const onboarding = createOnboardingService({ db, forms, identity, contacts, reapplyWait });
  const notifications = createNotificationServices({
    config,
    db,
    clock,
    log,
    sms: smsProvider,
    ...(deps.whatsapp ? { whatsapp: deps.whatsapp } : {}),
    // In the caller's transaction: PGlite has one connection, a read beside it would wait forever.
    reapplyWaitDays: async (q, productId) =>
      (await readProductReviewSettings(q, productId)).reapplyWaitDays,
    enqueueJobs: createEnqueueJobs(now),
  });
  const { notify } = notifications;
  const payoutProvider = deps.payoutProvider ?? createPayoutProviderFromConfig(config, clock);
  // How often a sent payout is asked about (PAYOUT_CHECK_INTERVAL_MS).
  const { checkIntervalMs: pollMs } = config.payouts;
  const paymentProvider = deps.paymentProvider ?? createPaymentProviderFromConfig(config);
  const campaigns = createCampaignService({ db, clock, cacheTtlMs: config.cacheTtlMs });
  const catalog = createCatalogService({
    db,
    clock,
    cacheTtlMs: config.cacheTtlMs,
    // Home's cards show what each order owes now, as the order list does (loans is built below).
    inProgressOrders: (userId, states) => loans.inProgress(userId, states),
    iosH5Url: async () => (await campaigns.iosApply()).iosH5Url,
    creditTiers: () => readCreditTiers(db),
  });
  const lender = createLenderService(db, clock, config.cacheTtlMs);
  const content = createContentService({
    db,
    clock,
    cacheTtlMs: config.cacheTtlMs,
    lender,
    offerFigures: () => catalog.offerFigures(),
  });
  const money = createGetMoneyService({
    db,
    clock,
    log,
    queuePayout: (tx, payout) => queuePayout(tx, { ...payout, provider: payoutProvider.name }),
  });
  const repay = (tx: Queryable, repayment: Repayment) =>
    applyRepayment(tx, repayment, { at: now(), log, notify });
  const payments = createPaymentService({
    db,
    provider: paymentProvider,
    clock,
    log,
    publicBaseUrl: config.publicBaseUrl,
    money: {
      // The one figure of what is owed (order-money), as the order list and detail show it.
      outstandingPaise: (orderId) => owedNowPaise(db, orderId),
      applyPayment: repay,
      applyOverpayment: (tx, payment) => recordOverpayment(tx, { ...payment, at: now() }),
      // An extension's fee; a payment that cannot pay it is applied as a repayment instead.
      applyExtensionFee: (tx, payment) =>
        applyExtensionFee(tx, payment, { at: now(), log, applyPayment: repay, notify }),
      applyCoolingOffExit: (tx, payment) => applyCoolingOffExit(tx, payment, { at: now(), log }),
    },
  });
  const loans = createLoanService({
    db,
    now,
    onboardingComplete: onboarding.isComplete,
    reviewSettings,
    reapplyWait,
    lender: () => readLenderDetails(db),
    // 'Automatically get money?': accepting the KFS takes the money at once.
    autoGetMoney: money.automatic,
    notify,
    servicing: {
      paymentMethods: (orderId) => payments.paymentMethods(orderId),
      extension: async (order) => ({
        ...(await extensionAvailability(db, order, now())),
        message: await extensionMessage(db, order),
      }),
    },
  });
  const review = createReviewService({ db, clock, log, notify });
  const risk = createRiskService({ db, clock });
  // Sign-in and account closure both send a code by SMS and check it against a session.
  const codeSending = { db, clock, sms: smsProvider, sessions, pepper: config.secretPepper, log };
  return {
    jobRunner,
    ocrRunner,
    cardReadings,
    enqueueJob,
    providers: onboardingProviders,
    users: createUserService(db),
    uploads,
    geography,
    identity,
    face: createFaceService({
      db,
      liveness: onboardingProviders.liveness,
      uploads,
      identity: createIdentityRepository(db),
      now,
      log,
    }),
    forms,
    contacts,
    onboarding,
    review,
    bank: createBankService({ db, pepper: config.secretPepper }),
    money,
    payouts: createPayoutService({ db, clock, provider: payoutProvider, log, notify, pollMs }),
    paymentProvider,
    payments,
    extensions: createExtensionService({ db, clock, log, payments }),
    overdue: createOverdueService({ db, clock, log, notify }),
    loans,
    coolingOff: createCoolingOffService({
      db,
      now,
      coolingOffDays: async () => (await readLenderDetails(db)).coolingOffDays,
      payments,
    }),
    creditLimit: createCreditLimitService({ db, now }),
    sessions,
    login: createLoginService({
      ...codeSending,
      networkLimits: { perHour: config.otpIpHourlyLimit, perMinute: config.otpIpMinuteLimit },
      hindiCodes: hindiCodesOf(config),
    }),
    account: createAccountService({
      ...codeSending,
      deleteFile: (key) => onboardingProviders.storage.delete(key),
      hindiCodes: hindiCodesOf(config),
    }),
    nativeLogin: createNativeLoginService({
      db,
      clock,
      sessions,
      secret: config.nativeLoginSecret,
      log,
    }),
    catalog,
    lender,
    content,
    tracking: createTrackingService(db),
    marketing: createMarketingService({
      db,
      clock,
      log,
      defaults: config.marketing,
      cacheTtlMs: config.cacheTtlMs,
    }),
    device: createDeviceService(db, clock),
    campaigns,
    risk,
    smsOutbox: createSmsRepository(db),
    ...notifications,
    // The back office: operators, finance, collections, complaints, the console's views.
    ...createOperatorServices({
      config,
      db,
      clock,
      log,
      notify,
      cipher: onboardingProviders.cipher,
      uploads,
      forms,
      contacts,
      review,
      risk,
      catalog,
      content,
    }),
  };
}
export type Services = ReturnType<typeof createServices>;
