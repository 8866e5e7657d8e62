import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_API_BASE } from '@saral/contract/calls';
import { createOperator } from '../src/domains/operators/operator-passwords';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Operator sign-in under attack: attempts are counted before the password is hashed, the
 * lock is per username and address, and only a few password hashes run at once.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const signIn = (username: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: `${OPERATOR_API_BASE}/login`,
    payload: { username, password },
    remoteAddress: ip,
  });

type Outcome = 'signed in' | 'wrong' | 'limited' | 'busy';
async function outcome(reply: ReturnType<typeof signIn>): Promise<Outcome> {
  const response = await reply;
  if (response.json().code === 0) return 'signed in';
  if (response.statusCode === 429) return 'limited';
  if (response.statusCode === 503) return 'busy';
  expect(response.json()).toEqual({ code: -1, msg: 'Wrong username or password', data: null });
  return 'wrong';
}

const tally = (outcomes: Outcome[]) =>
  outcomes.reduce<Partial<Record<Outcome, number>>>((counts, item) => {
    counts[item] = (counts[item] ?? 0) + 1;
    return counts;
  }, {});

describe('a flood of wrong passwords for one operator', () => {
  const owner = { username: 'flooded.admin', password: 'flooded-admin-password-1' };
  let flood: Partial<Record<Outcome, number>>;
  beforeAll(async () => {
    await createOperator(t.db, { ...owner, role: 'admin' });
    flood = tally(
      await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          outcome(signIn(owner.username, `wrong-guess-${index}`, '10.66.0.1')),
        ),
      ),
    );
  });

  it('40 parallel wrong passwords from one address: at most 10 are checked, the rest refused', () => {
    // Checked passwords answer "wrong"; the rest were refused without hashing.
    expect(flood.wrong).toBeLessThanOrEqual(10);
    expect((flood.wrong ?? 0) + (flood.busy ?? 0) + (flood.limited ?? 0)).toBe(40);
  });

  it('after 10 checked failures the address is refused, even with the right password', async () => {
    let wrong = flood.wrong ?? 0;
    let next: Outcome = 'wrong';
    for (let guess = 0; next === 'wrong' || next === 'busy'; guess += 1) {
      next = await outcome(signIn(owner.username, `another-guess-${guess}`, '10.66.0.1'));
      if (next === 'wrong') wrong += 1;
    }
    expect({ wrong, next }).toEqual({ wrong: 10, next: 'limited' });
    const response = await signIn(owner.username, owner.password, '10.66.0.1');
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ code: -2, msg: expect.stringMatching(/try again in/) });
  });

  it('the owner still signs in from another address', async () => {
    expect(await outcome(signIn(owner.username, owner.password, '10.77.0.1'))).toBe('signed in');
  });
});

describe('password hashes at once', () => {
  it('a flood of sign-ins from many addresses is refused as busy beyond a few hashes at a time', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        outcome(
          signIn(`nobody-${randomBytes(4).toString('hex')}`, 'whatever-it-is', `10.88.0.${index}`),
        ),
      ),
    );
    const counts = tally(outcomes);
    expect(counts.busy).toBeGreaterThan(0);
    expect((counts.wrong ?? 0) + (counts.busy ?? 0)).toBe(40);
  });

  it('the busy refusal is HTTP 503 with a clear message', async () => {
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        signIn(`nobody-${index}`, 'whatever-it-is', `10.89.0.${index}`),
      ),
    );
    const busy = replies.find((reply) => reply.statusCode === 503);
    expect(busy?.json()).toEqual({
      code: -1,
      msg: 'Sign-in is busy. Please try again in a moment.',
      data: null,
    });
  });
});
