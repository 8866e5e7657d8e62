import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import {
  OPERATOR_TOKEN_HEADER,
  type OperatorRoleValue,
  type operatorLoginResponseSchema,
} from '@saral/contract/api/operator';
import { ErrorCode } from '@saral/contract/envelope';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/database';
import { AppError, failed, rateLimited } from '../../shared/app-error';
import { addSeconds, type Clock } from '../../shared/clock';
import { newSessionToken, sha256Hex } from '../../shared/secrets';
import { createOperatorRepository, type OperatorIdentity } from './operator-repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator, set by a requireOperator preHandler. */
    operator: OperatorIdentity | null;
  }
}

export type OperatorLoginResponse = z.infer<typeof operatorLoginResponseSchema>;

export const OPERATOR_SESSION_HOURS = 12;
export const WRONG_CREDENTIALS = 'Wrong username or password';
export const NOT_ALLOWED = 'Not allowed for your role';
const ROLE_RANK: Record<OperatorRoleValue, number> = { viewer: 1, reviewer: 2, admin: 3 };

/* Passwords ----------------------------------------------------------------------------------- */

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

/** Operator usernames: lowercase letters, digits, dot, dash and underscore. */
export const USERNAME_PATTERN = /^[a-z0-9._-]{3,64}$/;
export const MIN_PASSWORD_LENGTH = 12;
export const normaliseUsername = (username: string) => username.trim().toLowerCase();

/** Creates an operator, or with `reset` gives an existing one a new password and role. */
export async function createOperator(
  db: Queryable,
  input: { username: string; password: string; role: OperatorRoleValue; reset?: boolean },
): Promise<'created' | 'reset' | 'exists'> {
  const username = normaliseUsername(input.username);
  if (!USERNAME_PATTERN.test(username)) {
    throw new Error('The username must be 3–64 of: a-z 0-9 . _ -');
  }
  if (input.password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  const operators = createOperatorRepository(db);
  const change = { username, passwordHash: await hashPassword(input.password), role: input.role };
  if ((await operators.insert(change)) !== null) return 'created';
  if (!input.reset) return 'exists';
  return (await operators.reset(change)) ? 'reset' : 'exists';
}

/* Failed sign-ins ----------------------------------------------------------------------------- */

const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES_PER_USERNAME = 10;
const MAX_FAILURES_PER_IP = 30;

/**
 * Counts failed sign-ins per key within a window. In memory, so each process counts its own:
 * a slowdown for guessing, not an account lock an attacker could use to keep operators out.
 */
function createFailureCounter(now: () => number, maxKeys = 10_000) {
  const failures = new Map<string, { count: number; since: number }>();
  const live = (key: string) => {
    const entry = failures.get(key);
    if (entry && now() - entry.since >= FAILURE_WINDOW_MS) failures.delete(key);
    return failures.get(key);
  };
  return {
    count: (key: string) => live(key)?.count ?? 0,
    /** Minutes until the window of this key ends. */
    minutesLeft: (key: string) => {
      const entry = live(key);
      return entry ? Math.max(1, Math.ceil((entry.since + FAILURE_WINDOW_MS - now()) / 60_000)) : 0;
    },
    add(key: string) {
      const entry = live(key);
      if (entry) entry.count += 1;
      else {
        if (failures.size >= maxKeys) {
          const oldest = failures.keys().next();
          if (!oldest.done) failures.delete(oldest.value);
        }
        failures.set(key, { count: 1, since: now() });
      }
    },
    clear: (key: string) => failures.delete(key),
  };
}

/* Sessions and the guard ---------------------------------------------------------------------- */

type Deps = { db: Database; clock: Clock; log: Pick<FastifyBaseLogger, 'info' | 'warn'> };

export const operatorSessionInvalid = () =>
  new AppError(ErrorCode.sessionInvalid, 'Operator session expired. Please sign in again.', 401);

export function operatorToken(request: FastifyRequest): string | undefined {
  const value = request.headers[OPERATOR_TOKEN_HEADER];
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;
}

/** The operator of a route guarded by requireOperator. */
export function currentOperator(request: FastifyRequest): OperatorIdentity {
  if (!request.operator) throw operatorSessionInvalid();
  return request.operator;
}

/**
 * Operator sign-in: scrypt password hashes, opaque 256-bit session tokens stored only as SHA-256,
 * 12-hour sessions. Separate from borrowers' sessions: its own table, header and error texts.
 */
export function createOperatorAuth({ db, clock, log }: Deps) {
  const operators = createOperatorRepository(db);
  const failures = createFailureCounter(() => clock.now().getTime());
  // Unknown usernames are checked against this, so they take as long as a wrong password.
  let decoyHash: Promise<string> | null = null;
  const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));

  async function resolve(token: string | undefined): Promise<OperatorIdentity | null> {
    if (!token) return null;
    return operators.findLiveSession(sha256Hex(token), clock.now());
  }

  return {
    async login(rawUsername: string, password: string, ip: string): Promise<OperatorLoginResponse> {
      const username = normaliseUsername(rawUsername);
      const userKey = `user:${username}`;
      const ipKey = `ip:${ip}`;
      if (
        failures.count(userKey) >= MAX_FAILURES_PER_USERNAME ||
        failures.count(ipKey) >= MAX_FAILURES_PER_IP
      ) {
        const minutes = Math.max(failures.minutesLeft(userKey), failures.minutesLeft(ipKey));
        throw rateLimited(`Too many sign-in attempts. Please try again in ${minutes} minutes.`);
      }
      const operator = await operators.findByUsername(username);
      const matches = await verifyPassword(password, operator?.password_hash ?? (await decoy()));
      if (!operator || !matches || !operator.active) {
        failures.add(userKey);
        failures.add(ipKey);
        log.warn({ username, ip }, 'operator sign-in failed');
        throw failed(WRONG_CREDENTIALS);
      }
      failures.clear(userKey);
      const token = newSessionToken();
      const now = clock.now();
      const expiresAt = addSeconds(now, OPERATOR_SESSION_HOURS * 3600);
      await operators.deleteExpiredSessions(now);
      await operators.insertSession(sha256Hex(token), operator.id, now, expiresAt);
      log.info({ username, role: operator.role }, 'operator signed in');
      return { token, role: operator.role, expiresAt: expiresAt.toISOString() };
    },

    resolve,

    async logout(token: string): Promise<void> {
      await operators.deleteSession(sha256Hex(token));
    },

    /** preHandler: 401 (code -4) without a live operator session, 403 below `minRole`. */
    requireOperator(minRole: OperatorRoleValue) {
      return async (request: FastifyRequest): Promise<void> => {
        const operator = await resolve(operatorToken(request));
        if (!operator) throw operatorSessionInvalid();
        if (ROLE_RANK[operator.role] < ROLE_RANK[minRole]) throw failed(NOT_ALLOWED, 403);
        request.operator = operator;
      };
    },
  };
}
export type OperatorAuth = ReturnType<typeof createOperatorAuth>;
