import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { OperatorRoleValue } from '@saral/contract/api/operator';
import {
  OPERATOR_MIN_PASSWORD_LENGTH,
  OPERATOR_USERNAME_PATTERN,
} from '@saral/contract/api/operator-admin';
import type { Queryable } from '../../db/database';
import { createOperatorRepository } from './operator-repository';

/**
 * Operator passwords: scrypt hashes with their cost stored beside them, and creating or resetting
 * an operator (the create-operator script, the seed, the tests).
 */

// scrypt cost: 32 MiB and ~0.1 s per hash. Stored with the hash, so it can be raised later.
const SCRYPT = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

function scryptKey(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const maxmem = 128 * params.N * params.r * 2;
    scrypt(password, salt, KEY_BYTES, { ...params, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** "scrypt$N$r$p$salt$hash", salt and hash in hex. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scryptKey(password, salt, SCRYPT);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('hex'), key.toString('hex')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((value) => Number.isSafeInteger(value) && value > 0)) {
    return false;
  }
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scryptKey(password, Buffer.from(saltHex, 'hex'), params);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export const normaliseUsername = (username: string) => username.trim().toLowerCase();

/** Creates an operator, or with `reset` gives an existing one a new password and role. */
export async function createOperator(
  db: Queryable,
  input: { username: string; password: string; role: OperatorRoleValue; reset?: boolean },
): Promise<'created' | 'reset' | 'exists'> {
  const username = normaliseUsername(input.username);
  if (!OPERATOR_USERNAME_PATTERN.test(username)) {
    throw new Error('The username must be 3–64 of: a-z 0-9 . _ -');
  }
  if (input.password.length < OPERATOR_MIN_PASSWORD_LENGTH) {
    throw new Error(`The password must be at least ${OPERATOR_MIN_PASSWORD_LENGTH} characters`);
  }
  const operators = createOperatorRepository(db);
  const change = { username, passwordHash: await hashPassword(input.password), role: input.role };
  if ((await operators.insert(change)) !== null) return 'created';
  if (!input.reset) return 'exists';
  return (await operators.reset(change)) ? 'reset' : 'exists';
}
