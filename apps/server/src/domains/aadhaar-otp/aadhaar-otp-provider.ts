/**
 * Aadhaar one-time-code verification (the borrower proves the number is theirs with a code sent
 * to the mobile number bound to it). A sandbox that sends the code through the SMS outbox, and an
 * adapter for a KYC vendor's HTTP API.
 */
export interface AadhaarOtpProvider {
  readonly name: string;
  /**
   * Asks for a code for this Aadhaar number. `phone` is the borrower's login phone (91XXXXXXXXXX):
   * the sandbox treats it as the Aadhaar-bound number; a real vendor ignores it.
   * Throws AadhaarOtpError with a message for the borrower.
   */
  requestOtp(request: { aadhaar: string; phone: string }): Promise<{ referenceId: string }>;
  /** Checks the code. Throws AadhaarOtpError ("Invalid OTP", "OTP expired", ...) when it fails. */
  verifyOtp(request: {
    referenceId: string;
    aadhaar: string;
    otp: string;
  }): Promise<{ name: string | null }>;
}

export class AadhaarOtpError extends Error {
  constructor(
    /** Shown to the borrower as is. */
    message: string,
    readonly retryable: boolean = false,
  ) {
    super(message);
    this.name = 'AadhaarOtpError';
  }
}
