import type { AppConfig } from './config';
import type { Database } from './db/database';
import { createHttpAadhaarOtpProvider } from './domains/aadhaar-otp/http-aadhaar-otp-provider';
import { createSandboxAadhaarOtpProvider } from './domains/aadhaar-otp/sandbox-aadhaar-otp-provider';
import type { AadhaarOtpProvider } from './domains/aadhaar-otp/aadhaar-otp-provider';
import type { FileStorage } from './domains/file-storage/file-storage';
import { createLocalFileStorage } from './domains/file-storage/local-file-storage';
import { createS3FileStorage } from './domains/file-storage/s3-file-storage';
import { createHttpLivenessProvider } from './domains/liveness/http-liveness-provider';
import type { LivenessProvider } from './domains/liveness/liveness-provider';
import { createSandboxLivenessProvider } from './domains/liveness/sandbox-liveness-provider';
import { createHttpOcrProvider } from './domains/ocr/http-ocr-provider';
import type { OcrProvider } from './domains/ocr/ocr-provider';
import { createTesseractOcrProvider } from './domains/ocr/tesseract-ocr-provider';
import type { FastifyBaseLogger } from 'fastify';
import { createHttpPaymentProvider } from './domains/payments/http-payment-provider';
import type { PaymentLinkProvider } from './domains/payments/payment-provider';
import { createSandboxPaymentProvider } from './domains/payments/sandbox-payment-provider';
import { createHttpPayoutProvider } from './domains/payouts/http-payout-provider';
import type { PayoutProvider } from './domains/payouts/payout-provider';
import { createSandboxPayoutProvider } from './domains/payouts/sandbox-payout-provider';
import { createHttpSmsProvider } from './domains/sms/http-sms-provider';
import { createSandboxSmsProvider } from './domains/sms/sandbox-sms-provider';
import type { SmsProvider } from './domains/sms/sms-provider';
import { createSmsRepository } from './domains/sms/sms-repository';
import type { Clock } from './shared/clock';
import { createFieldCipher, loadDevelopmentKey, type FieldCipher } from './shared/field-cipher';

/** The onboarding providers as configured: local working defaults, or vendors over HTTP. */
export type Providers = {
  storage: FileStorage;
  cipher: FieldCipher;
  aadhaarOtp: AadhaarOtpProvider;
  ocr: OcrProvider;
  liveness: LivenessProvider;
};

export function createFileStorageFromConfig(config: AppConfig): FileStorage {
  return config.fileStorage.kind === 's3'
    ? createS3FileStorage(config.fileStorage)
    : createLocalFileStorage(config.fileStorage.directory);
}

/** The Aadhaar key: the configured one, or outside production the data folder's own. */
export function createCipherFromConfig(config: AppConfig): FieldCipher {
  return createFieldCipher(config.aadhaarEncryptionKey ?? loadDevelopmentKey(config.dataDir));
}

export function createProviders(deps: {
  config: AppConfig;
  db: Database;
  clock: Clock;
  sms: SmsProvider;
}): Providers {
  const { config } = deps;
  return {
    storage: createFileStorageFromConfig(config),
    cipher: createCipherFromConfig(config),
    aadhaarOtp:
      config.aadhaarOtp.provider === 'http'
        ? createHttpAadhaarOtpProvider(config.aadhaarOtp)
        : createSandboxAadhaarOtpProvider({
            db: deps.db,
            clock: deps.clock,
            sms: deps.sms,
            pepper: config.secretPepper,
          }),
    ocr:
      config.ocr.provider === 'http'
        ? createHttpOcrProvider(config.ocr)
        : // One tesseract thread per card read at once: a worker process uses its cores.
          createTesseractOcrProvider({ workers: config.cardReading.workerConcurrency }),
    liveness:
      config.liveness.provider === 'http'
        ? createHttpLivenessProvider(config.liveness)
        : createSandboxLivenessProvider(),
  };
}

/** How sign-in codes go in Hindi: the sandbox takes any text; a gateway needs its template. */
export function hindiCodesOf(config: AppConfig): { templateId?: string } | null {
  if (config.sms.provider === 'sandbox') return {};
  return config.sms.hindiTemplateId ? { templateId: config.sms.hindiTemplateId } : null;
}

export function createSmsProviderFromConfig(
  config: AppConfig,
  db: Database,
  log: FastifyBaseLogger,
): SmsProvider {
  if (config.sms.provider === 'http') {
    return createHttpSmsProvider({
      url: config.sms.url,
      apiKey: config.sms.apiKey,
      senderId: config.sms.senderId,
      templateId: config.sms.templateId,
    });
  }
  return createSandboxSmsProvider(log, createSmsRepository(db));
}

export function createPayoutProviderFromConfig(config: AppConfig, clock: Clock): PayoutProvider {
  if (config.payouts.provider === 'http') return createHttpPayoutProvider(config.payouts);
  return createSandboxPayoutProvider({ clock, delayMs: config.payouts.delayMs });
}

export function createPaymentProviderFromConfig(config: AppConfig): PaymentLinkProvider {
  if (config.payments.provider === 'http') return createHttpPaymentProvider(config.payments);
  return createSandboxPaymentProvider({ webhookSecret: config.payments.webhookSecret });
}
