/** Production secrets: at least this many bytes. */
export const MIN_SECRET_BYTES = 32;
/**
 * A random secret of 32+ characters has well over 8 distinct ones (32 hex digits: at least 8
 * in all but about one in a million); fewer means a placeholder such as "changeme" repeated.
 */
const MIN_DISTINCT_SYMBOLS = 8;

/**
 * Why `value` cannot be a production secret, or null when it can: a value anyone can read (a
 * development default or a documented example), shorter than 32 bytes, or a repeated placeholder.
 * `bytes` are what the secret keys with (the decoded key for a base64 key).
 */
function weakSecretReason(
  value: string,
  published: readonly string[],
  bytes: Buffer = Buffer.from(value, 'utf8'),
): string | null {
  if (published.includes(value)) return 'is a published development value';
  if (bytes.length < MIN_SECRET_BYTES) return `is shorter than ${MIN_SECRET_BYTES} bytes`;
  if (new Set(bytes).size < MIN_DISTINCT_SYMBOLS) return 'is a repeated placeholder, not random';
  return null;
}

/**
 * The refusal for the first weak production secret (the hash pepper, the native login key, the
 * Aadhaar encryption key, whose decoded bytes count), or null when all of them are strong.
 */
export function weakProductionSecret(
  secrets: {
    SECRET_PEPPER?: string | undefined;
    NATIVE_LOGIN_SECRET?: string | undefined;
    AADHAAR_ENCRYPTION_KEY?: string | undefined;
  },
  published: readonly string[],
): string | null {
  const checks: [string, string | undefined, (value: string) => Buffer | undefined][] = [
    ['SECRET_PEPPER', secrets.SECRET_PEPPER, () => undefined],
    ['NATIVE_LOGIN_SECRET', secrets.NATIVE_LOGIN_SECRET, () => undefined],
    ['AADHAAR_ENCRYPTION_KEY', secrets.AADHAAR_ENCRYPTION_KEY, (key) => Buffer.from(key, 'base64')],
  ];
  for (const [name, value, keyBytes] of checks) {
    const reason = value === undefined ? null : weakSecretReason(value, published, keyBytes(value));
    if (reason) return `${name} ${reason}; production needs a random secret of its own.`;
  }
  return null;
}
