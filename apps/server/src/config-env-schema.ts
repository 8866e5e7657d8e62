import os from 'node:os';
import { z } from 'zod';
import {
  OTP_SENDS_PER_IP_PER_HOUR,
  OTP_SENDS_PER_IP_PER_MINUTE,
  REQUEST_TIMEOUT_MS,
} from '@saral/contract/constants';
import {
  META_PIXEL_OFFICIAL_SCRIPT_URL,
  adjustAppTokenSchema,
  adjustEnvironmentSchema,
  metaPixelIdSchema,
  pixelScriptUrlSchema,
} from '@saral/contract/api/marketing';
import { trustProxySchema } from './shared/trusted-proxies';

/** The environment variables the server reads (config.ts parses process.env with it). */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Default: all interfaces in production, loopback elsewhere (dev routes and demo data stay local). */
  HOST: z.string().optional(),
  DATABASE_URL: z.string().url().optional(),
  /** PostgreSQL schema to use (created if missing); lets several environments share a database. */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'lowercase letters, digits and _')
    .optional(),
  DATA_DIR: z.string().default('./data'),
  WEB_DIST_DIR: z.string().optional(),
  CONSOLE_DIST_DIR: z.string().optional(),
  /** Operator roles that must use two-step sign-in, comma-separated (production adds admin, finance). */
  OPERATOR_TWO_STEP_ROLES: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Secret mixed into hashes of OTP codes so a database dump cannot be brute-forced offline. */
  SECRET_PEPPER: z.string().min(32).optional(),
  SMS_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_API_KEY: z.string().optional(),
  SMS_SENDER_ID: z.string().default('SARALN'),
  SMS_DLT_TEMPLATE_ID: z.string().optional(),
  /** DLT template id of the login message's Hindi text (required with http in production). */
  SMS_DLT_TEMPLATE_ID_HI: z.string().optional(),
  /**
   * Login-code sends allowed per client network (an IPv4 address, an IPv6 /64) per hour, all
   * phones together, and per minute (the burst limit); defaults in the contract.
   */
  OTP_IP_HOURLY_LIMIT: z.coerce.number().int().positive().default(OTP_SENDS_PER_IP_PER_HOUR),
  OTP_IP_MINUTE_LIMIT: z.coerce.number().int().positive().default(OTP_SENDS_PER_IP_PER_MINUTE),
  /**
   * Borrower calls one API process serves at once; the next is answered busy (503, Retry-After)
   * and the app sends it again (plugins/admission-control.ts). Card uploads are not counted.
   */
  API_CONCURRENCY_LIMIT: z.coerce.number().int().min(1).max(100_000).default(256),
  /**
   * How long a process may reuse what it read of sessions, products and a borrower's orders.
   * A logout applies at once in the process that handled it; anything else is seen within this time.
   */
  CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /**
   * Check every reply against its zod schema before sending (a contract safety net). On by default
   * outside production; off in production, where the types already guarantee the shapes.
   */
  RESPONSE_VALIDATION: z.enum(['on', 'off']).optional(),
  /** AES-256-GCM key for Aadhaar numbers at rest: 32 bytes, base64. Required in production. */
  AADHAAR_ENCRYPTION_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, '32 bytes, base64-encoded')
    .optional(),
  FILE_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('ap-south-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  AADHAAR_OTP_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
  AADHAAR_OTP_HTTP_URL: z.string().url().optional(),
  AADHAAR_OTP_API_KEY: z.string().optional(),
  OCR_PROVIDER: z.enum(['tesseract', 'http']).default('tesseract'),
  OCR_HTTP_URL: z.string().url().optional(),
  OCR_API_KEY: z.string().optional(),
  LIVENESS_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
  LIVENESS_HTTP_URL: z.string().url().optional(),
  LIVENESS_API_KEY: z.string().optional(),
  /** This process's automatic review timer; off in tests, which run reviews themselves. */
  REVIEW_SCHEDULER: z.enum(['on', 'off']).optional(),
  REVIEW_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(1_000),
  /** This process's overdue job timer (overdue moves, daily fees, extension lapses); off in tests. */
  OVERDUE_SCHEDULER: z.enum(['on', 'off']).optional(),
  OVERDUE_INTERVAL_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
  // The background-job runner of each process (domains/jobs).
  JOB_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(500),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  PAYOUT_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
  /** The payout API's base URL; /payouts is appended. */
  PAYOUT_HTTP_URL: z.string().url().optional(),
  PAYOUT_KEY_ID: z.string().optional(),
  PAYOUT_KEY_SECRET: z.string().optional(),
  /** How long the sandbox takes to pay (ms). */
  PAYOUT_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(2_000),
  PAYOUT_CHECK_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(3_000),
  /** This process's payout worker; off in tests, which run payouts themselves. */
  PAYOUT_WORKER: z.enum(['on', 'off']).optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
  /** The gateway's API base URL; /v1/payment_links is appended. */
  PAYMENT_HTTP_URL: z.string().url().optional(),
  PAYMENT_KEY_ID: z.string().optional(),
  PAYMENT_KEY_SECRET: z.string().optional(),
  /** The gateway webhook's signing secret; optional with the sandbox (one per process then). */
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** Origin borrowers reach us at; the gateway sends them back here after paying. */
  PUBLIC_BASE_URL: z.string().url().optional(),
  /** HMAC-SHA256 key the native app signs /tripartite/v1/user-login payloads with. */
  NATIVE_LOGIN_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  /** Marketing pixel and attribution; unset means off (operators may override in app_settings). */
  META_PIXEL_ID: metaPixelIdSchema.optional(),
  META_PIXEL_SCRIPT_URL: pixelScriptUrlSchema.default(META_PIXEL_OFFICIAL_SCRIPT_URL),
  ADJUST_APP_TOKEN: adjustAppTokenSchema.optional(),
  ADJUST_ENVIRONMENT: adjustEnvironmentSchema.default('production'),
  /** Proxies allowed to report the client address: false, or their addresses/CIDR ranges. */
  TRUST_PROXY: trustProxySchema,
  /** Channels borrower notifications go out on (comma-separated): sms, whatsapp, inapp. */
  NOTIFICATION_CHANNELS: z.string().default('sms,whatsapp,inapp'),
  /** DLT template id per message template, `name=id` comma-separated (dev defaults otherwise). */
  SMS_DLT_TEMPLATE_IDS: z.string().optional(),
  /** The same for each template's Hindi text (its own DLT template). */
  SMS_DLT_TEMPLATE_IDS_HI: z.string().optional(),
  /** The message delivery timer (on, off in tests). */
  NOTIFICATION_WORKER: z.enum(['on', 'off']).optional(),
  WHATSAPP_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
  /** Cloud-API-style base URL; /{phone-number-id}/messages is appended. */
  WHATSAPP_API_URL: z.string().url().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().optional(),
  /** HMAC-SHA256 key of the SMS and WhatsApp delivery receipts (X-Delivery-Signature). */
  DELIVERY_RECEIPT_SECRET: z.string().min(16).optional(),
  /** How long the signed link to the loan documents works, in hours. */
  DOCUMENT_LINK_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(72),
  /** Reads card photos in this process (the `ocr.read` jobs); off on API-only processes. */
  OCR_WORKER: z.enum(['on', 'off']).default('on'),
  /** Cards one OCR worker process reads at once (one tesseract thread each): its cores. */
  OCR_WORKER_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(16)
    .default(Math.min(16, os.availableParallelism())),
  /**
   * The nice value an OCR worker process (`npm run worker`) gives itself and its reading threads
   * (0 = normal, 19 = lowest): on a machine it shares with API processes, borrowers' calls come
   * first and cards are read with the CPU left over. 0 by default: at 1,000 sign-ups at once on
   * one 2-core machine, 10 read the cards more slowly and made the other calls no faster.
   */
  OCR_WORKER_NICE: z.coerce.number().int().min(0).max(19).default(0),
  /** Cards waiting beyond which a card upload is answered busy (503, Retry-After). */
  OCR_QUEUE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(500),
  /** Longest an upload waits for its card to be read; below the web app's request timeout. */
  OCR_WAIT_BUDGET_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(REQUEST_TIMEOUT_MS - 10_000)
    .default(60_000),
  /** The API documentation at /api1/docs; on by default outside production only. */
  API_DOCS: z.enum(['on', 'off']).optional(),
});
export type EnvValues = z.infer<typeof envSchema>;
