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
import type { SmsProvider } from './domains/sms/sms-provider';
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
