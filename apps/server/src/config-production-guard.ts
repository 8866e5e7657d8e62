import type { EnvValues } from './config-env-schema';
import { weakProductionSecret } from './shared/production-secrets';

/**
 * Why a production environment may not start, or null when it may: missing secrets, sandboxes
 * that would fake SMS, KYC, payments or payouts, and weak or published secret values.
 */
export function productionRefusal(
  values: EnvValues,
  publishedSecrets: readonly string[],
): string | null {
  if (!values.SECRET_PEPPER) {
    return 'SECRET_PEPPER (at least 32 characters) is required in production.';
  }
  if (values.SMS_PROVIDER === 'sandbox') {
    return 'SMS_PROVIDER=sandbox is not allowed in production; configure SMS_HTTP_*.';
  }

  if (!values.AADHAAR_ENCRYPTION_KEY) {
    return 'AADHAAR_ENCRYPTION_KEY (32 bytes, base64) is required in production.';
  }
  if (values.AADHAAR_OTP_PROVIDER === 'sandbox' || values.LIVENESS_PROVIDER === 'sandbox') {
    return 'The Aadhaar OTP and liveness sandboxes are not allowed in production; configure their HTTP providers.';
  }

  if (values.PAYMENT_PROVIDER === 'sandbox' || values.PAYOUT_PROVIDER === 'sandbox') {
    return 'The payment and payout sandboxes are not allowed in production; configure PAYMENT_* and PAYOUT_*.';
  }
  if (!values.PUBLIC_BASE_URL) {
    return 'PUBLIC_BASE_URL is required in production (payment return URL).';
  }
  if (!values.NATIVE_LOGIN_SECRET) {
    return 'NATIVE_LOGIN_SECRET (at least 32 characters, shared with the native app) is required in production.';
  }
  return weakProductionSecret(values, publishedSecrets);
}
