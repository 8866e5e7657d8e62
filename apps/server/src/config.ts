import path from 'node:path';
import type { AdjustEnvironment } from '@saral/contract/api/marketing';
import type { OperatorRoleValue } from '@saral/contract/api/operator';
import { envSchema } from './config-env-schema';
import { ConfigError, httpOrDefault, required, twoStepRoles } from './config-values';
import { cardReadingConfig, type CardReadingConfig } from './config-ocr';
import { productionRefusal } from './config-production-guard';
import {
  DEV_DELIVERY_RECEIPT_SECRET,
  notificationSettings,
  type NotificationSettings,
} from './config-notifications';
import type { TrustProxySetting } from './shared/trusted-proxies';

/**
 * The one place the server reads its environment. Everything else receives a typed AppConfig.
 * Development gets safe defaults; production refuses to start without real secrets.
 */

/** Outside production only (also keys the demo borrowers' bank-account lookups in the seed). */
export const DEV_TOKEN_PEPPER = 'dev-only-pepper-not-for-production';
/** Shared with the native app in development and tests only; production must set its own. */
export const DEV_NATIVE_LOGIN_SECRET = 'dev-only-native-login-secret-not-for-production';
/** Secrets anyone can read (the defaults above, the native login example in the docs). */
const PUBLISHED_SECRETS = [
  DEV_TOKEN_PEPPER,
  DEV_NATIVE_LOGIN_SECRET,
  'test-secret-0123456789abcdef01234567',
  DEV_DELIVERY_RECEIPT_SECRET,
];

export type AppConfig = {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  dataDir: string;
  webDistDir: string;
  /** The operations console's build, served under /console. */
  consoleDistDir: string;
  /** Operator roles that must sign in with a second step (TOTP). */
  operatorTwoStepRoles: OperatorRoleValue[];
  logLevel: string;
  secretPepper: string;
  trustProxy: TrustProxySetting;
  /** Login-code sends per client network (IPv4 address, IPv6 /64): hourly budget, burst a minute. */
  otpIpHourlyLimit: number;
  otpIpMinuteLimit: number;
  /** Borrower calls one process serves at once before it answers busy (admission-control.ts). */
  apiConcurrencyLimit: number;
  cacheTtlMs: number;
  validateResponses: boolean;
  sms:
    | { provider: 'sandbox' }
    | {
        provider: 'http';
        url: string;
        apiKey: string;
        senderId: string;
        templateId: string;
        /** The login message's Hindi text's DLT id; unset (outside production): codes in English. */
        hindiTemplateId: string | null;
      };
  /** Base64 AES-256 key; unset outside production means a development key kept under dataDir. */
  aadhaarEncryptionKey: string | undefined;
  fileStorage:
    | { kind: 'local'; directory: string }
    | {
        kind: 's3';
        endpoint: string;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
      };
  aadhaarOtp: { provider: 'sandbox' } | { provider: 'http'; url: string; apiKey: string };
  ocr: { provider: 'tesseract' } | { provider: 'http'; url: string; apiKey: string };
  liveness: { provider: 'sandbox' } | { provider: 'http'; url: string; apiKey: string };
  /** The development SMS outbox route exists only in development/test with the sandbox provider. */
  exposeSmsOutbox: boolean;
  reviewScheduler: { enabled: boolean; intervalMs: number };
  overdueScheduler: { enabled: boolean; intervalMs: number };
  /** The job runner of this process: how often it looks for due jobs, how many it runs at once. */
  jobs: { pollIntervalMs: number; concurrency: number };
  cardReading: CardReadingConfig;
  payouts:
    | {
        provider: 'sandbox';
        delayMs: number;
        workerEnabled: boolean;
        workerIntervalMs: number;
        checkIntervalMs: number;
      }
    | {
        provider: 'http';
        url: string;
        keyId: string;
        keySecret: string;
        workerEnabled: boolean;
        workerIntervalMs: number;
        checkIntervalMs: number;
      };
  payments:
    | { provider: 'sandbox'; webhookSecret: string | undefined }
    | { provider: 'http'; url: string; keyId: string; keySecret: string; webhookSecret: string };
  /** Origin borrowers reach us at, without a trailing slash. */
  publicBaseUrl: string;
  /** The sandbox checkout pages exist only outside production with the sandbox provider. */
  exposeSandboxCheckout: boolean;
  /** Development tools (onboarding settings switch) exist only outside production. */
  exposeDevTools: boolean;
  /** Serve the API documentation (/api1/docs and its OpenAPI document). */
  apiDocs: boolean;
  /** Marketing pixel and attribution defaults; app_settings 'marketing' may override them. */
  marketing: {
    metaPixelId: string | null;
    pixelScriptUrl: string;
    adjustAppToken: string | null;
    adjustEnvironment: AdjustEnvironment;
  };
  /** Borrower notifications: channels, DLT template ids, WhatsApp, receipts, document links. */
  notifications: NotificationSettings;
  /** Key of the signed native login; DEV_NATIVE_LOGIN_SECRET outside production when unset. */
  nativeLoginSecret: string;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  // An empty variable (PORT=) means "not set", not "zero" or "empty string".
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  const production = values.NODE_ENV === 'production';

  let sms: AppConfig['sms'] = { provider: 'sandbox' };
  if (values.SMS_PROVIDER === 'http') {
    if (!values.SMS_HTTP_URL || !values.SMS_HTTP_API_KEY || !values.SMS_DLT_TEMPLATE_ID) {
      throw new ConfigError(
        'SMS_PROVIDER=http needs SMS_HTTP_URL, SMS_HTTP_API_KEY and SMS_DLT_TEMPLATE_ID.',
      );
    }
    sms = {
      provider: 'http',
      url: values.SMS_HTTP_URL,
      apiKey: values.SMS_HTTP_API_KEY,
      senderId: values.SMS_SENDER_ID,
      templateId: values.SMS_DLT_TEMPLATE_ID,
      hindiTemplateId: values.SMS_DLT_TEMPLATE_ID_HI ?? null,
    };
    if (production && !values.SMS_DLT_TEMPLATE_ID_HI) {
      throw new ConfigError(
        'SMS_DLT_TEMPLATE_ID_HI (the Hindi login message) is required with SMS_PROVIDER=http in production.',
      );
    }
  }

  // After the SMS settings' own check, so a half-configured SMS gateway is named first.
  const refusal = production ? productionRefusal(values, PUBLISHED_SECRETS) : null;
  if (refusal) throw new ConfigError(refusal);
  const notifications = notificationSettings(values, production);
  if (typeof notifications === 'string') throw new ConfigError(notifications);
  const workerEnabled =
    (values.PAYOUT_WORKER ?? (values.NODE_ENV === 'test' ? 'off' : 'on')) === 'on';
  // The payout sweep runs every second, or as often as a sent payout is checked when that is sooner.
  const checkIntervalMs = values.PAYOUT_CHECK_INTERVAL_MS;
  const workerIntervalMs = Math.min(1_000, checkIntervalMs);
  let payouts: AppConfig['payouts'] = {
    provider: 'sandbox',
    delayMs: values.PAYOUT_SANDBOX_DELAY_MS,
    workerEnabled,
    workerIntervalMs,
    checkIntervalMs,
  };
  if (values.PAYOUT_PROVIDER === 'http') {
    const { PAYOUT_HTTP_URL: url, PAYOUT_KEY_ID: keyId, PAYOUT_KEY_SECRET: keySecret } = values;
    if (!url || !keyId || !keySecret) {
      throw new ConfigError(
        'PAYOUT_PROVIDER=http needs PAYOUT_HTTP_URL, PAYOUT_KEY_ID and PAYOUT_KEY_SECRET.',
      );
    }
    payouts = {
      provider: 'http',
      url,
      keyId,
      keySecret,
      workerEnabled,
      workerIntervalMs,
      checkIntervalMs,
    };
  }
  let payments: AppConfig['payments'] = {
    provider: 'sandbox',
    webhookSecret: values.PAYMENT_WEBHOOK_SECRET,
  };
  if (values.PAYMENT_PROVIDER === 'http') {
    const { PAYMENT_HTTP_URL: url, PAYMENT_KEY_ID: keyId, PAYMENT_KEY_SECRET: keySecret } = values;
    const webhookSecret = values.PAYMENT_WEBHOOK_SECRET;
    if (!url || !keyId || !keySecret || !webhookSecret) {
      throw new ConfigError(
        'PAYMENT_PROVIDER=http needs PAYMENT_HTTP_URL, PAYMENT_KEY_ID, PAYMENT_KEY_SECRET and PAYMENT_WEBHOOK_SECRET.',
      );
    }
    payments = { provider: 'http', url, keyId, keySecret, webhookSecret };
  }

  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl: values.DATABASE_URL,
    databaseSchema: values.DATABASE_SCHEMA,
    dataDir: path.resolve(repoRoot, values.DATA_DIR),
    webDistDir: values.WEB_DIST_DIR
      ? path.resolve(values.WEB_DIST_DIR)
      : path.resolve(repoRoot, 'apps/web/dist'),
    consoleDistDir: values.CONSOLE_DIST_DIR
      ? path.resolve(values.CONSOLE_DIST_DIR)
      : path.resolve(repoRoot, 'apps/console/dist'),
    operatorTwoStepRoles: twoStepRoles(values.OPERATOR_TWO_STEP_ROLES, production),
    logLevel: values.LOG_LEVEL,
    secretPepper: values.SECRET_PEPPER ?? DEV_TOKEN_PEPPER,
    trustProxy: values.TRUST_PROXY,
    otpIpHourlyLimit: values.OTP_IP_HOURLY_LIMIT,
    otpIpMinuteLimit: values.OTP_IP_MINUTE_LIMIT,
    apiConcurrencyLimit: values.API_CONCURRENCY_LIMIT,
    cacheTtlMs: values.CACHE_TTL_MS,
    validateResponses: (values.RESPONSE_VALIDATION ?? (production ? 'off' : 'on')) === 'on',
    sms,
    aadhaarEncryptionKey: values.AADHAAR_ENCRYPTION_KEY,
    fileStorage:
      values.FILE_STORAGE === 's3'
        ? {
            kind: 's3',
            endpoint: required(values.S3_ENDPOINT, 'S3_ENDPOINT'),
            bucket: required(values.S3_BUCKET, 'S3_BUCKET'),
            region: values.S3_REGION,
            accessKeyId: required(values.S3_ACCESS_KEY_ID, 'S3_ACCESS_KEY_ID'),
            secretAccessKey: required(values.S3_SECRET_ACCESS_KEY, 'S3_SECRET_ACCESS_KEY'),
          }
        : { kind: 'local', directory: path.resolve(repoRoot, values.DATA_DIR, 'uploads') },
    aadhaarOtp: httpOrDefault(
      values.AADHAAR_OTP_PROVIDER,
      'sandbox',
      values.AADHAAR_OTP_HTTP_URL,
      values.AADHAAR_OTP_API_KEY,
      'AADHAAR_OTP',
    ),
    ocr: httpOrDefault(
      values.OCR_PROVIDER,
      'tesseract',
      values.OCR_HTTP_URL,
      values.OCR_API_KEY,
      'OCR',
    ),
    liveness: httpOrDefault(
      values.LIVENESS_PROVIDER,
      'sandbox',
      values.LIVENESS_HTTP_URL,
      values.LIVENESS_API_KEY,
      'LIVENESS',
    ),
    exposeSmsOutbox: !production && sms.provider === 'sandbox',
    exposeDevTools: !production,
    apiDocs: (values.API_DOCS ?? (production ? 'off' : 'on')) === 'on',
    marketing: {
      metaPixelId: values.META_PIXEL_ID ?? null,
      pixelScriptUrl: values.META_PIXEL_SCRIPT_URL,
      adjustAppToken: values.ADJUST_APP_TOKEN ?? null,
      adjustEnvironment: values.ADJUST_ENVIRONMENT,
    },
    nativeLoginSecret: values.NATIVE_LOGIN_SECRET ?? DEV_NATIVE_LOGIN_SECRET,
    notifications,
    payouts,
    payments,
    publicBaseUrl: (values.PUBLIC_BASE_URL ?? `http://localhost:${values.PORT}`).replace(
      /\/+$/,
      '',
    ),
    exposeSandboxCheckout: !production && payments.provider === 'sandbox',
    reviewScheduler: {
      enabled: (values.REVIEW_SCHEDULER ?? (values.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
      intervalMs: values.REVIEW_INTERVAL_MS,
    },
    overdueScheduler: {
      enabled: (values.OVERDUE_SCHEDULER ?? (values.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
      intervalMs: values.OVERDUE_INTERVAL_MS,
    },
    jobs: { pollIntervalMs: values.JOB_POLL_INTERVAL_MS, concurrency: values.JOB_CONCURRENCY },
    cardReading: cardReadingConfig(values),
  };
}
