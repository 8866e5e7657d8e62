import { SESSION_TTL_DAYS } from '@saral/contract/constants';
import type { NativeDevice } from '@saral/contract/api/native';
import type { Database, Queryable } from '../../db/database';
import { addSeconds, type Clock } from '../../shared/clock';
import { newSessionToken, sha256Hex } from '../../shared/secrets';
import { TtlCache } from '../../shared/ttl-cache';
import { createSessionRepository, type LiveSession } from './session-repository';

/**
 * Sessions are opaque 256-bit tokens. Only their SHA-256 lives in the database, so a copy of the
 * sessions table cannot be used to sign in.
 */
export function createSessionService(db: Database, clock: Clock, cacheTtlMs: number) {
  const sessions = createSessionRepository(db);
  // Token hash -> user id, expiry and kind. Saves a query on every request; a logout in this
  // process takes effect at once, in other processes within cacheTtlMs.
  const cache = new TtlCache<string, LiveSession | null>(cacheTtlMs, 50_000, () =>
    clock.now().getTime(),
  );
  /** The live session behind a token, or null for a missing, unknown, expired or revoked one. */
  async function resolveSession(token: string | undefined): Promise<LiveSession | null> {
    if (!token || token.length > 200) return null;
    const tokenHash = sha256Hex(token);
    const now = clock.now();
    const live = await cache.getOrLoad(tokenHash, () => sessions.findLive(tokenHash, now));
    return live && live.expiresAt > now.getTime() ? live : null;
  }

  return {
    /**
     * Opens a session inside the caller's transaction and returns the token to hand out once.
     * `appDevice` marks it as a native-app session and records the device the app reported.
     * `parent`: the session whose token opened this one; the new one expires no later than it
     * and is revoked with it.
     */
    async open(
      tx: Queryable,
      userId: number,
      appDevice: NativeDevice | null = null,
      parent: Pick<LiveSession, 'id' | 'expiresAt'> | null = null,
    ): Promise<string> {
      const token = newSessionToken();
      const now = clock.now();
      const fullTerm = addSeconds(now, SESSION_TTL_DAYS * 24 * 3600);
      await createSessionRepository(tx).insert(
        userId,
        sha256Hex(token),
        now,
        parent && parent.expiresAt < fullTerm.getTime() ? new Date(parent.expiresAt) : fullTerm,
        appDevice,
        parent?.id ?? null,
      );
      return token;
    },

    resolveSession,

    /** The user id behind a token, or null for a missing, unknown, expired or revoked one. */
    async resolve(token: string | undefined): Promise<number | null> {
      return (await resolveSession(token))?.userId ?? null;
    },

    /** Revokes the session and the child sessions opened with its token (Quit ends them all). */
    async revoke(token: string): Promise<boolean> {
      const tokenHash = sha256Hex(token);
      cache.delete(tokenHash);
      const revoked = await sessions.revoke(tokenHash, clock.now());
      for (const hash of revoked) cache.delete(hash);
      return revoked.length > 0;
    },

    /** Revokes every session of the user inside the caller's transaction (account closed). */
    async revokeAllOfUser(tx: Queryable, userId: number): Promise<void> {
      const revoked = await createSessionRepository(tx).revokeAllOfUser(userId, clock.now());
      for (const hash of revoked) cache.delete(hash);
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
