import { TEMPLATE_NAMES } from '../../src/domains/notifications/message-templates';
/** Environments that loadConfig accepts in production, for the tests of what it refuses there. */

/** Production refuses placeholders and published values: these look like generated secrets. */
export const PRODUCTION_PEPPER = 'r8VqL2xN5tW9zK3mB7cF1hJ4dG6sP0yA';

/** The SMS gateway of a production deployment (the sandbox is refused there). */
export const HTTP_SMS_ENV = {
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example.in/v1/send',
  SMS_HTTP_API_KEY: 'key-123',
  SMS_DLT_TEMPLATE_ID: '1107161234567890123',
  SMS_DLT_TEMPLATE_ID_HI: '1107161234567890124',
  SMS_DLT_TEMPLATE_IDS: TEMPLATE_NAMES.map((name, i) => `${name}=11071612345678${10000 + i}`).join(
    ',',
  ),
  SMS_DLT_TEMPLATE_IDS_HI: TEMPLATE_NAMES.map(
    (name, i) => `${name}=11071612345678${20000 + i}`,
  ).join(','),
  NOTIFICATION_CHANNELS: 'sms,inapp',
  DELIVERY_RECEIPT_SECRET: 'receipt-secret-0123456789',
};

/** Every other provider and secret production requires: KYC, money, public address, native login. */
export const HTTP_PROVIDERS_ENV = {
  AADHAAR_ENCRYPTION_KEY: Buffer.from(
    Array.from({ length: 32 }, (_, index) => (index * 73 + 41) % 256),
  ).toString('base64'),
  AADHAAR_OTP_PROVIDER: 'http',
  AADHAAR_OTP_HTTP_URL: 'https://kyc.example.in/api',
  AADHAAR_OTP_API_KEY: 'kyc-key',
  LIVENESS_PROVIDER: 'http',
  LIVENESS_HTTP_URL: 'https://kyc.example.in/api',
  LIVENESS_API_KEY: 'kyc-key',
  PAYOUT_PROVIDER: 'http',
  PAYOUT_HTTP_URL: 'https://payouts.example.in',
  PAYOUT_KEY_ID: 'payout-key',
  PAYOUT_KEY_SECRET: 'payout-secret',
  PAYMENT_PROVIDER: 'http',
  PAYMENT_HTTP_URL: 'https://payments.example.in',
  PAYMENT_KEY_ID: 'payment-key',
  PAYMENT_KEY_SECRET: 'payment-secret',
  PAYMENT_WEBHOOK_SECRET: 'webhook-secret-0123456789',
  PUBLIC_BASE_URL: 'https://app.saral.example',
  NATIVE_LOGIN_SECRET: 'Hx4Tn9Qe2Wb7Ys5Kd8Lm3Rv6Pa1Zc0Uj',
};

/** A complete production environment: loadConfig accepts it as it is. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SECRET_PEPPER: PRODUCTION_PEPPER,
  ...HTTP_SMS_ENV,
  ...HTTP_PROVIDERS_ENV,
};
