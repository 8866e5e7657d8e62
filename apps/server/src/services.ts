import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { createCatalogService } from './domains/catalog/catalog-service';
import { createContentService } from './domains/content/content-service';
import { createLenderService } from './domains/lender/lender-service';
import { createDeviceService } from './domains/device/device-service';
import { createLoginService } from './domains/login/login-service';
import { createNativeLoginService } from './domains/native-login/native-login-service';
import { createSessionService } from './domains/sessions/session-service';
import { createHttpSmsProvider } from './domains/sms/http-sms-provider';
import { createSandboxSmsProvider } from './domains/sms/sandbox-sms-provider';
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
import { createOnboardingService } from './domains/onboarding/onboarding-service';
import { createFormService } from './domains/profile-forms/form-service';
import { createUserRepository } from './domains/users/user-repository';
import { sessionInvalid } from './shared/app-error';
import { createProviders, type Providers } from './providers';
import { createLoanService } from './domains/loans/loan-service';
import { readLenderDetails } from './domains/loans/lender-settings';
import { readProductReviewSettings } from './domains/loans/review-settings';
import { createOperatorAuth } from './domains/operators/operator-auth';
import { createBankService } from './domains/bank/bank-service';
import { OrderState } from '@saral/contract/order-states';
import { outstanding, recordRepayment } from './domains/ledger/ledger';
import { createGetMoneyService } from './domains/orders/get-money-service';
import { lockOrderState, transition } from './domains/orders/order-state-machine';
import { createHttpPaymentProvider } from './domains/payments/http-payment-provider';
import type { PaymentLinkProvider } from './domains/payments/payment-provider';
import { createPaymentService } from './domains/payments/payment-service';
import { createSandboxPaymentProvider } from './domains/payments/sandbox-payment-provider';
import { createHttpPayoutProvider } from './domains/payouts/http-payout-provider';
import type { PayoutProvider } from './domains/payouts/payout-provider';
import { createPayoutService } from './domains/payouts/payout-service';
import { createSandboxPayoutProvider } from './domains/payouts/sandbox-payout-provider';
import { createReviewService } from './domains/review/review-service';
import { applyExtensionFee, createExtensionService } from './domains/extensions/extension-service';
import { createOverdueService } from './domains/overdue/overdue-service';
import { createMarketingService } from './domains/marketing/marketing-service';
import { createCampaignService } from './domains/campaigns/campaign-service';

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
};

/** Builds every service once per process; routes receive them through plugin options. */
export function createServices(deps: ServiceDeps) {
  const { config, db, clock, log, sms, providers } = deps;
  const smsProvider = sms ?? createSmsProviderFromConfig(config, log);
  const sessions = createSessionService(db, clock, config.cacheTtlMs);
  const now = () => clock.now();
  const onboardingProviders = {
    ...createProviders({ config, db, clock, sms: smsProvider }),
    ...providers,
  };
  const users = createUserRepository(db);
  const uploads = createUploadService(db, onboardingProviders.storage);
  const geography = createGeographyService(db);
  const identity = createIdentityService({
    db,
    cipher: onboardingProviders.cipher,
    pepper: config.secretPepper,
    uploads,
    ocr: onboardingProviders.ocr,
    aadhaarOtp: onboardingProviders.aadhaarOtp,
    now,
    log,
  });
  const forms = createFormService({ db, geography, knownName: identity.knownName, now });
  const contacts = createContactsService(db);
  const onboarding = createOnboardingService({ db, forms, identity, contacts, now });
  const payoutProvider = deps.payoutProvider ?? createPayoutProviderFromConfig(config, clock);
  const paymentProvider = deps.paymentProvider ?? createPaymentProviderFromConfig(config);
  const catalog = createCatalogService(db, clock, config.cacheTtlMs);
  const lender = createLenderService(db, clock, config.cacheTtlMs);
  const money = createGetMoneyService({ db, clock, log, payoutProvider: payoutProvider.name });
  const payments = createPaymentService({
    db,
    provider: paymentProvider,
    clock,
    log,
    publicBaseUrl: config.publicBaseUrl,
    money: {
      outstandingPaise: (orderId) => outstanding(db, orderId),
      // An extension's fee; a payment that cannot pay it is applied as a repayment instead.
      async applyExtensionFee(tx, payment) {
        await applyExtensionFee(tx, payment, {
          at: now(),
          log,
          applyPayment: (inner, repayment) => this.applyPayment(inner, repayment),
        });
      },
      async applyPayment(tx, { orderId, amountPaise, reference }) {
        // Lock first: two payments of one order count against each other, not a stale balance.
        const state = await lockOrderState(tx, orderId);
        const result = await recordRepayment(tx, { orderId, amountPaise, reference, at: now() });
        if (result.excessPaise > 0) {
          log.warn(
            { orderId, reference, excessPaise: result.excessPaise },
            'payment above the balance: refund due',
          );
        }
        const repayable: readonly number[] = [
          OrderState.loaned,
          OrderState.overdued,
          OrderState.extension,
        ];
        if (result.outstandingPaise === 0 && state !== null && repayable.includes(state)) {
          await transition(tx, {
            orderId,
            from: repayable,
            to: OrderState.settled,
            actor: `payment:${reference}`,
            at: now(),
          });
        }
      },
    },
  });
  return {
    providers: onboardingProviders,
    users: {
      async phoneOf(userId: number): Promise<string> {
        const user = await users.findById(userId);
        if (!user) throw sessionInvalid();
        return user.phone;
      },
    },
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
    review: createReviewService({ db, clock, log }),
    bank: createBankService({ db, pepper: config.secretPepper }),
    money,
    payouts: createPayoutService({ db, clock, provider: payoutProvider, log }),
    paymentProvider,
    payments,
    extensions: createExtensionService({ db, clock, log, payments }),
    overdue: createOverdueService({ db, clock, log }),
    operatorAuth: createOperatorAuth({ db, clock, log }),
    loans: createLoanService({
      db,
      now,
      async onboardingComplete(userId) {
        const config = await onboarding.authConfig(userId);
        return [
          config.basic,
          config.work,
          config.kycAadhaarAndPan,
          config.kycFaceAndHold,
          config.contact,
        ].every((flag) => flag === 1);
      },
      reviewSettings: (productId) => readProductReviewSettings(db, productId),
      lender: () => readLenderDetails(db),
      // 'Automatically get money?': accepting the KFS takes the money at once.
      autoGetMoney: money.automatic,
    }),
    sessions,
    login: createLoginService({
      db,
      clock,
      sms: smsProvider,
      sessions,
      pepper: config.secretPepper,
      log,
      ipHourlyLimit: config.otpIpHourlyLimit,
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
    content: createContentService({ db, lender, offerFigures: () => catalog.offerFigures() }),
    tracking: createTrackingService(db),
    marketing: createMarketingService({
      db,
      clock,
      log,
      defaults: config.marketing,
      cacheTtlMs: config.cacheTtlMs,
    }),
    device: createDeviceService(db, clock),
    campaigns: createCampaignService({ db, clock, cacheTtlMs: config.cacheTtlMs }),
    smsOutbox: createSmsRepository(db),
  };
}
export type Services = ReturnType<typeof createServices>;

function createSmsProviderFromConfig(config: AppConfig, log: FastifyBaseLogger): SmsProvider {
  if (config.sms.provider === 'http') {
    return createHttpSmsProvider({
      url: config.sms.url,
      apiKey: config.sms.apiKey,
      senderId: config.sms.senderId,
      templateId: config.sms.templateId,
    });
  }
  return createSandboxSmsProvider(log);
}

function createPayoutProviderFromConfig(config: AppConfig, clock: Clock): PayoutProvider {
  if (config.payouts.provider === 'http') return createHttpPayoutProvider(config.payouts);
  return createSandboxPayoutProvider({ clock, delayMs: config.payouts.delayMs });
}

function createPaymentProviderFromConfig(config: AppConfig): PaymentLinkProvider {
  if (config.payments.provider === 'http') return createHttpPaymentProvider(config.payments);
  return createSandboxPaymentProvider({ webhookSecret: config.payments.webhookSecret });
}
