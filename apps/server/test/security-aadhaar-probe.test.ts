import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OnboardingMessage } from '@saral/contract/onboarding';
import { lookupHash } from '../src/shared/field-cipher';
import { userIdOf } from './support/assertions';
import { withVerhoeffCheckDigit } from './support/card-images';
import { createTestApp, signIn, type TestApp } from './support/test-app';

/**
 * "This Aadhaar number is already registered" tells a borrower that a number belongs to someone
 * else: the checks are limited per borrower (10 an hour) and each refusal is logged, masked.
 */

const TAKEN = withVerhoeffCheckDigit('29876543210');
/** Valid numbers nobody holds, different from TAKEN. */
const free = (index: number) => withVerhoeffCheckDigit(`2345678${String(9000 + index)}`);

let t: TestApp;
let prober: string;
beforeAll(async () => {
  t = await createTestApp();
  await signIn(t.app, '919812300071');
  const ownerId = await userIdOf(t.db, '919812300071');
  await t.db.query('INSERT INTO user_identity (user_id, aadhaar_lookup) VALUES ($1, $2)', [
    ownerId,
    lookupHash(t.config.secretPepper, `aadhaar:${TAKEN}`),
  ]);
  prober = await signIn(t.app, '919812300072', '10.0.0.2');
});
afterAll(async () => {
  await t.close();
});

const check = (token: string, aadhaar: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api1/auth/v2/aadhaar/send-otp',
    headers: { token },
    payload: { aadhaar },
  });

describe('probing Aadhaar numbers', () => {
  it('the taken number is refused with 409, and the refusal is logged without the number', async () => {
    const refused = await check(prober, TAKEN);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(OnboardingMessage.aadhaarUsedElsewhere);
    const log = t.logLines.join('');
    expect(log).toContain('Aadhaar number registered to another account');
    expect(log).toContain(TAKEN.slice(-4));
    expect(log).not.toContain(TAKEN);
  });

  it('after 10 checks in an hour the borrower is told to wait, even for the taken number', async () => {
    const answers: number[] = [];
    for (let index = 0; index < 9; index += 1) {
      answers.push((await check(prober, free(index))).statusCode);
    }
    expect(answers).toEqual(Array(9).fill(200));
    const blocked = await check(prober, TAKEN);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: -2, msg: expect.stringMatching(/try again in/) });
    expect(t.logLines.join('')).toContain('Aadhaar checks limited');
  });

  it('the limit is the borrower’s own: another borrower still checks', async () => {
    const other = await signIn(t.app, '919812300073', '10.0.0.3');
    expect((await check(other, TAKEN)).statusCode).toBe(409);
  });

  it('an hour later the borrower may check again', async () => {
    t.clock.advanceSeconds(3_601);
    expect((await check(prober, TAKEN)).statusCode).toBe(409);
  });
});
