import { isValidAadhaar } from '@saral/contract/field-rules';
import { AadhaarOtpError, type AadhaarOtpProvider } from './aadhaar-otp-provider';

export type HttpAadhaarOtpOptions = {
  /** The vendor's API base URL; /aadhaar-v2/... is appended. */
  url: string;
  apiKey: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

export const AADHAAR_SERVICE_UNAVAILABLE = 'Aadhaar service is unavailable, please try again';

type VendorReply<Data> = { success?: boolean; message?: string; data?: Data };

/**
 * Adapter for a KYC vendor's Aadhaar OTP API (the common JSON protocol): generate-otp sends UIDAI's
 * code to the Aadhaar-bound mobile and answers a client_id; submit-otp checks the code and answers
 * the resident's name. The vendor's messages are shown to the borrower as they come.
 */
export function createHttpAadhaarOtpProvider(options: HttpAadhaarOtpOptions): AadhaarOtpProvider {
  const fetchImpl = options.fetchImpl ?? fetch;
  const base = options.url.replace(/\/+$/, '');

  async function call<Data>(path: string, payload: unknown): Promise<Data> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${options.apiKey}`,
        },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch {
      throw new AadhaarOtpError(AADHAAR_SERVICE_UNAVAILABLE, true);
    }
    const reply = (await response.json().catch(() => null)) as VendorReply<Data> | null;
    // Our credentials being refused and vendor outages are not the borrower's to fix.
    if (response.status === 401 || response.status === 403) {
      throw new AadhaarOtpError(AADHAAR_SERVICE_UNAVAILABLE, false);
    }
    if (response.status >= 500 || !reply) {
      throw new AadhaarOtpError(AADHAAR_SERVICE_UNAVAILABLE, true);
    }
    if (reply.success !== true || !response.ok) {
      throw new AadhaarOtpError(reply.message?.trim() || AADHAAR_SERVICE_UNAVAILABLE, false);
    }
    if (!reply.data) throw new AadhaarOtpError(AADHAAR_SERVICE_UNAVAILABLE, true);
    return reply.data;
  }

  return {
    name: 'http',

    async requestOtp({ aadhaar }) {
      // Checked here too: a malformed number would cost a paid vendor call to be told the same.
      if (!isValidAadhaar(aadhaar)) throw new AadhaarOtpError('Invalid Aadhaar Number');
      const data = await call<{ client_id?: unknown }>('/aadhaar-v2/generate-otp', {
        id_number: aadhaar,
      });
      if (typeof data.client_id !== 'string' || data.client_id === '') {
        throw new AadhaarOtpError(AADHAAR_SERVICE_UNAVAILABLE, true);
      }
      return { referenceId: data.client_id };
    },

    async verifyOtp({ referenceId, otp }) {
      const data = await call<{ full_name?: unknown }>('/aadhaar-v2/submit-otp', {
        client_id: referenceId,
        otp,
      });
      const name = typeof data.full_name === 'string' ? data.full_name.trim() : '';
      return { name: name === '' ? null : name };
    },
  };
}
