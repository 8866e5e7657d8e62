import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeIn, VALID_BASE_INFO } from './support/base-info';
import { createTestApp, signIn, type TestApp } from './support/test-app';

/** A refused save of the basic information never replaces the answers that passed. */

let t: TestApp;
let token: string;
let place: { liveState: string; liveDistrict: string };
beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t.app, '919812300081');
  place = await placeIn(t.app, token, 'Rajasthan');
});
afterAll(async () => {
  await t.close();
});

const VALID = VALID_BASE_INFO;

const save = (answers: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api1/auth/v1/base-info',
    headers: { token },
    payload: answers,
  });

async function savedAnswers(): Promise<Record<string, string>> {
  const page = await t.app.inject({
    method: 'GET',
    url: '/api1/auth/v1/auth-page-info?type=baseInfo',
    headers: { token },
  });
  const fields = page.json().data as { value: string; modifyValue: string }[];
  return Object.fromEntries(fields.map((field) => [field.value, field.modifyValue]));
}

async function basicComplete(): Promise<number> {
  const config = await t.app.inject({
    method: 'GET',
    url: '/api1/auth/v1/auth-config',
    headers: { token },
  });
  return config.json().data.basic as number;
}

describe('after the basic information was saved', () => {
  beforeAll(async () => {
    expect((await save({ ...VALID, ...place })).json()).toMatchObject({ code: 0 });
    expect(await basicComplete()).toBe(1);
  });

  it('a save with an impossible date (31-02-1990) is refused and changes nothing', async () => {
    const refused = await save({
      ...VALID,
      ...place,
      realName: 'Someone Else Entirely',
      dateOfBirth: '31-02-1990',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.errorColumn).toHaveLength(1);
    expect(await savedAnswers()).toMatchObject({
      realName: VALID.realName,
      dateOfBirth: VALID.dateOfBirth,
    });
    expect(await basicComplete()).toBe(1);
  });

  it('a save missing required answers is refused and changes nothing', async () => {
    const refused = await save({ realName: 'R' });
    expect(refused.statusCode).toBe(400);
    expect(await savedAnswers()).toMatchObject({ ...VALID, ...place });
    expect(await basicComplete()).toBe(1);
  });

  it('a valid save still replaces the answers', async () => {
    expect((await save({ ...VALID, ...place, email: 'ramesh.k@example.com' })).json().code).toBe(0);
    expect((await savedAnswers()).email).toBe('ramesh.k@example.com');
  });
});
