/** Business constants of spec section 9. Both the web app and the server import them from here. */

export const API_BASE_PATH = '/api1';
export const REQUEST_TIMEOUT_MS = 100_000;
/**
 * Busy answers (code -8) to a card upload that the app sends again by itself, each after its
 * Retry-After (at most 30 s): up to about 10 minutes of a full reading queue.
 */
export const CARD_BUSY_RETRIES = 20;
/**
 * Busy answers (code -8) to any other call that the app sends again by itself, each after its
 * Retry-After (1–3 s when an API process sheds load): about half a minute of a surge.
 */
export const CALL_BUSY_RETRIES = 15;

export const COUNTRY_CODE = '91';
export const PHONE_DIGITS = 10;
export const LOGIN_OTP_LENGTH = 4;
export const AADHAAR_OTP_MAX_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;

export const AADHAAR_DIGITS = 12;
export const PAN_LENGTH = 10;
/** An account number must be shorter than this. */
export const BANK_ACCOUNT_MAX_EXCLUSIVE = 20;
export const CONTACT_MOBILE_MAX_DIGITS = 10;

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_COMPRESSION_QUALITY = 0.5;

/** The calculation always uses this period (days); cards show each product's tenure label. */
export const CALCULATION_PERIOD_DAYS = 7;

export const WORK_DAY_CHOICES = Array.from({ length: 31 }, (_, index) => index + 1);

export const EXTENSION_DAYS = 7;
export const EXTENSION_FEE_PAYMENT_WINDOW_HOURS = 24;
export const REAPPLY_WAIT_DAYS = 15;
export const GST_RATE_PERCENT = 18;

export const APPLY_FIXED_VALUES = { autoGetMoney: 1, checkEmail: 0 } as const;
export const AUTO_MONEY_DEFAULT = 1;

export const LOAN_PURPOSES = [
  'Shopping',
  'Medical treatment',
  'Education',
  'Tourism',
  'Living expenses',
  'Purchase of vehicles',
] as const;
export type LoanPurpose = (typeof LOAN_PURPOSES)[number];

/**
 * The promotion's sample amount: a multiple of the step from this floor up to the real first-loan
 * limit (`promotionFigures`); a limit below the floor is shown as it is. Never above the limit.
 */
export const PROMOTION_SAMPLE_MIN_RUPEES = 50_000;
export const PROMOTION_SAMPLE_STEP_RUPEES = 1_000;
export const PROMOTION_LOADING_MS = 3_000;
export const PROMOTION_COUNTER_STEP_RUPEES = 3_000;
export const PROMOTION_COUNTER_TICK_MS = 50;
export const PROMOTION_LOCAL_AMOUNT_KEY = 'localAmount';

export const DOWNLOAD_BUTTON_LOCK_MS = 5_000;
export const APPLY_DOWNLOAD_REDIRECT_DELAY_MS = 300;

export const AUTH_STEP_TOTAL = 5;
export const ADULT_AGE = 18;

/** Credit tiers shown on the download page: loan count -> amount range in rupees. */
export const LOAN_TIERS = [
  { loans: 1, minRupees: 1_000, maxRupees: 5_000 },
  { loans: 3, minRupees: 3_000, maxRupees: 10_000 },
  { loans: 5, minRupees: 5_000, maxRupees: 40_000 },
] as const;

export const ATTRIBUTION_ENVIRONMENT = 'production';
export const CURRENCY_SYMBOL = '₹';

/** One-time login codes. */
export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_SENDS_PER_PHONE_PER_MINUTE = 1;
export const OTP_SENDS_PER_PHONE_PER_DAY = 10;
/**
 * Per client network (an IPv4 address, an IPv6 /64): a budget, since one carrier-NAT address can
 * carry thousands of borrowers; the per-phone limits above are the main guard.
 */
export const OTP_SENDS_PER_IP_PER_HOUR = 1000;
export const OTP_SENDS_PER_IP_PER_MINUTE = 100;

/** Sessions. */
export const SESSION_TTL_DAYS = 30;
