import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_INFO_FIELDS, WORK_INFO_FIELDS } from '../src/db/seed/onboarding-seed';
import { ONBOARDING_SEED_HINDI } from '../src/domains/profile-forms/seeded-form-texts-hi';
import { placeIn, VALID_BASE_INFO } from './support/base-info';
import { createTestApp, signIn, type TestApp } from './support/test-app';

/**
 * Issue 17: the basic and work information forms in Hindi. Seeded field names, placeholders and
 * choice names come back in Hindi for Accept-Language hi; values, and what a save stores, do not
 * change; a text an operator rewrote is served as written.
 */

type Field = {
  key: string;
  label: string;
  value: string;
  modifyValue: string;
  modifyLabel: string;
  dictionaryVoList: { dictLabel: string; dictValue: string }[];
};

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t.app, '919812300171');
});
afterAll(async () => {
  await t.close();
});

async function basicForm(language: string) {
  const reply = await t.app.inject({
    method: 'GET',
    url: '/api1/auth/v1/auth-page-info?type=baseInfo',
    headers: { token, 'accept-language': language },
  });
  expect(reply.json()).toMatchObject({ code: 0 });
  return { reply, fields: reply.json().data as Field[] };
}

const field = (fields: Field[], param: string): Field => {
  const found = fields.find((item) => item.value === param);
  if (!found) throw new Error(`no field ${param}`);
  return found;
};

describe('the seeded form texts', () => {
  it('have a Hindi version for every field name, choice and worded placeholder', () => {
    const texts = [...BASE_INFO_FIELDS, ...WORK_INFO_FIELDS].flatMap((seed) => [
      seed.label,
      seed.placeholder,
      ...(seed.options ?? []).map((option) => (typeof option === 'string' ? option : option[1])),
    ]);
    const untranslated = texts.filter((text) => !ONBOARDING_SEED_HINDI.has(text));
    expect(untranslated).toEqual(['DD-MM-YYYY', 'name@example.com']);
  });
});

describe('GET auth-page-info in Hindi and English', () => {
  it('answers the basic information names and choices in Hindi, values unchanged', async () => {
    const hi = await basicForm('hi-IN,hi;q=0.9,en;q=0.8');
    const en = await basicForm('en');
    expect(hi.reply.headers['content-language']).toBe('hi');
    expect(hi.reply.headers.vary).toContain('Accept-Language');
    expect(en.reply.headers['content-language']).toBe('en');
    const gender = field(hi.fields, 'gender');
    expect(gender.key).toBe('लिंग');
    expect(gender.label).toBe('कृपया चुनें');
    expect(gender.dictionaryVoList).toMatchObject([
      { dictLabel: 'पुरुष', dictValue: '1' },
      { dictLabel: 'महिला', dictValue: '2' },
      { dictLabel: 'अन्य', dictValue: '3' },
    ]);
    expect(field(hi.fields, 'realName')).toMatchObject({
      key: 'पूरा नाम',
      label: 'जैसा आपके PAN कार्ड पर है',
    });
    expect(field(hi.fields, 'dateOfBirth').label).toBe('DD-MM-YYYY');
    expect(field(en.fields, 'gender')).toMatchObject({ key: 'Gender', label: 'Please choose' });
    expect(field(en.fields, 'gender').dictionaryVoList.map((item) => item.dictLabel)).toEqual([
      'Male',
      'Female',
      'Other',
    ]);
    // Same fields, same values, same order.
    expect(hi.fields.map((item) => item.value)).toEqual(en.fields.map((item) => item.value));
    expect(hi.fields.flatMap((item) => item.dictionaryVoList.map((d) => d.dictValue))).toEqual(
      en.fields.flatMap((item) => item.dictionaryVoList.map((d) => d.dictValue)),
    );
  });

  it('answers the work information in Hindi, hideable and fixed fields alike', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api1/auth/v2/auth-page-info?type=workInfo',
      headers: { token, 'accept-language': 'hi' },
    });
    const data = reply.json().data as { canHidden: Field[]; cannotHidden: Field[] };
    expect(field(data.cannotHidden, 'workState')).toMatchObject({
      key: 'रोज़गार का प्रकार',
      dictionaryVoList: [
        { dictLabel: 'वेतनभोगी', dictValue: '1' },
        { dictLabel: 'स्वरोज़गार / व्यवसाय', dictValue: '2' },
        { dictLabel: 'काम नहीं करते', dictValue: '3' },
        { dictLabel: 'पेंशन के साथ सेवानिवृत्त', dictValue: '4' },
      ],
    });
    expect(field(data.canHidden, 'workYears').key).toBe('मौजूदा काम में साल');
  });

  it('a save from the Hindi form stores the same values; the saved choice reads in Hindi', async () => {
    const place = await placeIn(t.app, token, 'Rajasthan');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api1/auth/v1/base-info',
      headers: { token, 'accept-language': 'hi' },
      payload: { ...VALID_BASE_INFO, ...place },
    });
    expect(saved.json()).toMatchObject({ code: 0 });
    const rows = await t.db.query<{ answers: Record<string, string> }>(
      `SELECT answers FROM form_answers WHERE form = 'baseInfo' AND user_id =
         (SELECT user_id FROM form_answers WHERE answers->>'email' = $1)`,
      [VALID_BASE_INFO.email],
    );
    expect(rows[0]?.answers).toEqual({ ...VALID_BASE_INFO, ...place });
    const hi = await basicForm('hi');
    expect(field(hi.fields, 'gender')).toMatchObject({ modifyValue: '1', modifyLabel: 'पुरुष' });
    const en = await basicForm('en');
    expect(field(en.fields, 'gender')).toMatchObject({ modifyValue: '1', modifyLabel: 'Male' });
  });

  it('a refused Hindi save names the field as the Hindi form does', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api1/auth/v1/base-info',
      headers: { token, 'accept-language': 'hi' },
      payload: { ...VALID_BASE_INFO, pinCode: '3020' },
    });
    expect(refused.json()).toMatchObject({
      msg: expect.stringContaining('PIN कोड में 6 अंक होने चाहिए'),
      data: { errorColumn: expect.arrayContaining(['PIN कोड has 6 digits']) },
    });
  });

  it('serves a name or choice an operator rewrote as written, in both languages', async () => {
    await t.db.query(
      `UPDATE form_fields SET label = 'Sex (as on Aadhaar)',
         dictionary = jsonb_set(dictionary, '{2,dictLabel}', '"Transgender"')
       WHERE form = 'baseInfo' AND param = 'gender'`,
    );
    try {
      for (const language of ['hi', 'en']) {
        const gender = field((await basicForm(language)).fields, 'gender');
        expect(gender.key).toBe('Sex (as on Aadhaar)');
        expect(gender.dictionaryVoList.map((item) => item.dictLabel)).toEqual(
          language === 'hi' ? ['पुरुष', 'महिला', 'Transgender'] : ['Male', 'Female', 'Transgender'],
        );
      }
    } finally {
      await t.db.query(
        `UPDATE form_fields SET label = 'Gender',
           dictionary = jsonb_set(dictionary, '{2,dictLabel}', '"Other"')
         WHERE form = 'baseInfo' AND param = 'gender'`,
      );
    }
  });
});
