import { randomBytes } from 'node:crypto';
import {
  OPERATOR_CONSOLE_HEADER,
  OPERATOR_SESSION_COOKIE,
  OPERATOR_TOKEN_HEADER,
  TwoStepMessage,
  type OperatorRoleValue,
  type operatorLoginResponseSchema,
} from '@saral/contract/api/operator';
import { AuditAction } from '@saral/contract/api/operator-admin';
import { ErrorCode } from '@saral/contract/error-codes';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError, failed, rateLimited } from '../../shared/app-error';
import { addSeconds, type Clock } from '../../shared/clock';
import {
  ConcurrencyLimitReached,
  createBoundedConcurrency,
} from '../../shared/bounded-concurrency';
import { createRateLimitCounter, minutesUntil } from '../../shared/rate-limit-counter';
import { newSessionToken, sha256Hex } from '../../shared/secrets';
import { recordAudit, type OperatorActor } from '../audit-log/audit-log';
import { hashPassword, normaliseUsername, verifyPassword } from './operator-passwords';
import { createOperatorRepository, type OperatorIdentity } from './operator-repository';
import type { TwoStep } from './two-step';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator, set by a requireOperator preHandler. */
    operator: OperatorIdentity | null;
  }
}

/** A new session; the route may move the token into the console's cookie. */
export type OperatorLoginResponse = z.infer<typeof operatorLoginResponseSchema> & { token: string };

export const OPERATOR_SESSION_HOURS = 12;
export const WRONG_CREDENTIALS = 'Wrong username or password';

/* Sign-in attempts --------------------------------------------------------------------------- */

const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;
/**
 * Failed attempts per username from one address, and per address for all usernames. There is
 * no lock by username alone: a flood from one address must not keep the owner out elsewhere.
 */
const MAX_FAILURES_PER_USERNAME_AND_IP = 10;
const MAX_FAILURES_PER_IP = 30;
/**
 * Each check is a 32 MiB, ~0.1 s scrypt on libuv's 4-thread pool, which file reads and
 * compression share: two at a time, a few waiting, the rest answered "busy" at once.
 */
const PASSWORD_CHECKS = { running: 2, waiting: 6 } as const;
export const SIGN_IN_BUSY = 'Sign-in is busy. Please try again in a moment.';

/* Sessions ---------------------------------------------------------------------- */

type Deps = {
  db: Database;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  twoStep: TwoStep;
};

export const operatorSessionInvalid = () =>
  new AppError(ErrorCode.sessionInvalid, 'Operator session expired. Please sign in again.', 401);

const usableToken = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 200;

/** The session token: the x-operator-token header (API clients) or the console's cookie. */
export function operatorToken(request: FastifyRequest): string | undefined {
  const header = request.headers[OPERATOR_TOKEN_HEADER];
  if (usableToken(header)) return header;
  const cookie = request.cookies?.[OPERATOR_SESSION_COOKIE];
  return usableToken(cookie) ? cookie : undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for cookie sessions: a call that changes something must carry
 * the console's custom header, which another site's page cannot send to us.
 */
export function isForgeable(request: FastifyRequest): boolean {
  if (usableToken(request.headers[OPERATOR_TOKEN_HEADER])) return false;
  if (SAFE_METHODS.has(request.method)) return false;
  return request.headers[OPERATOR_CONSOLE_HEADER] !== '1';
}

/** The operator of a route guarded by its declared access (operator-access.ts). */
export function currentOperator(request: FastifyRequest): OperatorIdentity {
  if (!request.operator) throw operatorSessionInvalid();
  return request.operator;
}

/** The signed-in operator and their address, for the audit log. */
export function actorOf(request: FastifyRequest): OperatorActor {
  const operator = currentOperator(request);
  return { operatorId: operator.id, username: operator.username, ip: request.ip };
}

/**
 * Operator sign-in: scrypt password hashes, opaque 256-bit session tokens stored only as SHA-256,
 * 12-hour sessions. Separate from borrowers' sessions: its own table, header and error texts.
 */
export function createOperatorAuth({ db, clock, log, twoStep }: Deps) {
  const operators = createOperatorRepository(db);
  const attempts = createRateLimitCounter(db);
  const passwordChecks = createBoundedConcurrency(PASSWORD_CHECKS);
  // Unknown usernames are checked against this, so they take as long as a wrong password.
  let decoyHash: Promise<string> | null = null;
  const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));

  /** The counters hold checked attempts only: one refused before its check is taken back. */
  async function giveBack(keys: { userAtIp: string; ip: string }) {
    await attempts.giveBack(keys.userAtIp);
    await attempts.giveBack(keys.ip);
  }

  /** Counts the attempt before any hashing; refuses it when either window is used up. */
  async function countAttempt(keys: { userAtIp: string; ip: string }) {
    const now = clock.now();
    const userAtIp = await attempts.hit(keys.userAtIp, ATTEMPT_WINDOW_MS, now);
    const byIp = await attempts.hit(keys.ip, ATTEMPT_WINDOW_MS, now);
    const refused = [
      userAtIp.hits > MAX_FAILURES_PER_USERNAME_AND_IP ? userAtIp.resetsAt : null,
      byIp.hits > MAX_FAILURES_PER_IP ? byIp.resetsAt : null,
    ].filter((resetsAt) => resetsAt !== null);
    if (refused.length > 0) {
      await giveBack(keys);
      const latest = new Date(Math.max(...refused.map((resetsAt) => resetsAt.getTime())));
      throw rateLimited(
        `Too many sign-in attempts. Please try again in ${minutesUntil(latest, now)} minutes.`,
      );
    }
  }

  async function checkPassword(username: string, password: string) {
    try {
      return await passwordChecks.run(async () => {
        const operator = await operators.findByUsername(username);
        const matches = await verifyPassword(password, operator?.password_hash ?? (await decoy()));
        return operator && matches && operator.active ? operator : null;
      });
    } catch (error) {
      if (error instanceof ConcurrencyLimitReached) return 'busy' as const;
      throw error;
    }
  }

  async function resolve(token: string | undefined): Promise<OperatorIdentity | null> {
    if (!token) return null;
    return operators.findLiveSession(sha256Hex(token), clock.now());
  }

  return {
    /** Whether the role must use two-step sign-in here. */
    twoStepRequired: (role: OperatorRoleValue) => twoStep.required(role),

    async login(
      rawUsername: string,
      password: string,
      ip: string,
      code?: string,
    ): Promise<OperatorLoginResponse> {
      const username = normaliseUsername(rawUsername);
      const keys = { userAtIp: `operator-sign-in:${username}@${ip}`, ip: `operator-sign-in:${ip}` };
      await countAttempt(keys);
      const operator = await checkPassword(username, password);
      if (operator === 'busy') {
        await giveBack(keys);
        log.warn({ ip }, 'operator sign-in refused: password checks busy');
        throw failed(SIGN_IN_BUSY, 503);
      }
      if (!operator) {
        log.warn({ username, ip }, 'operator sign-in failed');
        // Bounded by the attempt counters above: at most 30 a quarter hour per address.
        const known = await operators.findByUsername(username);
        await recordAudit(db, {
          actor: { operatorId: known?.id ?? null, username, ip },
          action: AuditAction.signInFailed,
          at: clock.now(),
          entityType: 'operator',
          ...(known ? { entityId: known.id } : {}),
        });
        throw failed(WRONG_CREDENTIALS);
      }
      // The password matched; an operator with two-step sign-in on needs the current code too.
      const second = await twoStep.check(operator.id, code);
      if (second === 'missing') {
        await giveBack(keys);
        throw failed(TwoStepMessage.codeNeeded, 401);
      }
      if (second === 'wrong') {
        log.warn({ username, ip }, 'operator sign-in failed: two-step code');
        await recordAudit(db, {
          actor: { operatorId: operator.id, username, ip },
          action: AuditAction.signInFailed,
          at: clock.now(),
          entityType: 'operator',
          entityId: operator.id,
          after: { reason: 'two-step code' },
        });
        throw failed(TwoStepMessage.wrongCode, 401);
      }
      // Only failures count: the success forgets this username's failures from here.
      await attempts.forget(keys.userAtIp);
      await attempts.giveBack(keys.ip);
      const token = newSessionToken();
      const now = clock.now();
      const expiresAt = addSeconds(now, OPERATOR_SESSION_HOURS * 3600);
      await operators.deleteExpiredSessions(now);
      await db.transaction(async (tx) => {
        const inTx = createOperatorRepository(tx);
        await inTx.insertSession(
          { tokenHash: sha256Hex(token), operatorId: operator.id, ip },
          now,
          expiresAt,
        );
        await inTx.setLastSignIn(operator.id, now);
        await recordAudit(tx, {
          actor: { operatorId: operator.id, username: operator.username, ip },
          action: AuditAction.signIn,
          at: now,
          entityType: 'operator',
          entityId: operator.id,
        });
      });
      log.info({ username, role: operator.role }, 'operator signed in');
      return { token, role: operator.role, expiresAt: expiresAt.toISOString() };
    },

    resolve,

    async logout(token: string, actor: OperatorActor): Promise<void> {
      await db.transaction(async (tx) => {
        await createOperatorRepository(tx).deleteSession(sha256Hex(token));
        await recordAudit(tx, {
          actor,
          action: AuditAction.signOut,
          at: clock.now(),
          entityType: 'operator',
          ...(actor.operatorId === null ? {} : { entityId: actor.operatorId }),
        });
      });
    },
  };
}
export type OperatorAuth = ReturnType<typeof createOperatorAuth>;
