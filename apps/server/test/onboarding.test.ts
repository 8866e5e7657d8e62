import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@saral/contract/error-codes';
import { OnboardingMessage } from '@saral/contract/onboarding';
import { OrderState } from '@saral/contract/order-states';
import { writeOnboardingSettings } from '../src/domains/onboarding/onboarding-settings';
import {
  formatAadhaar,
  generateCardImage,
  generateFaceImage,
  sampleIdentities,
  withVerhoeffCheckDigit,
  type CardIdentity,
} from './support/card-images';
import { VALID_BASE_INFO } from './support/base-info';
import { multipart } from './support/multipart-body';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { createBorrower, createOrder } from './support/test-data';

/**
 * Onboarding calls end to end through app.inject: auth config, identity in both variants, face,
 * basic and work forms, contacts and can-apply. OCR is skipped (notNeed=1) except where a test
 * says so; the OCR provider itself is tested in ocr.test.ts.
 */

let t: TestApp;
let open: TestApp | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

const identity = sampleIdentities[0] as CardIdentity;
let cards: Record<'aadhaarFront' | 'aadhaarBack' | 'pan', Buffer>;
let facePhoto: Buffer;
let darkPhoto: Buffer;
beforeAll(async () => {
  const [aadhaarFront, aadhaarBack, pan] = await Promise.all([
    generateCardImage({ ...identity, card: 'aadhaarFront', pan: undefined }),
    generateCardImage({ ...identity, card: 'aadhaarBack', pan: undefined }),
    generateCardImage({ ...identity, card: 'pan', aadhaar: undefined }),
  ]);
  cards = { aadhaarFront, aadhaarBack, pan };
  facePhoto = await generateFaceImage();
  darkPhoto = await sharp(facePhoto).linear(0.08, 0).jpeg().toBuffer();
}, 60_000);

let phoneCounter = 0;
const nextPhone = () => `9170000${String(10_000 + phoneCounter++).slice(-5)}`;

async function borrower(options: Parameters<typeof createTestApp>[0] = {}) {
  t = await createTestApp(options);
  open = t;
  const phone = nextPhone();
  const token = await signIn(t.app, phone);
  return { token, phone };
}

function call(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  return app
    .inject({ method, url: `/api1${url}`, headers: { token }, ...(payload ? { payload } : {}) })
    .then((response) => ({
      status: response.statusCode,
      body: response.json(),
      raw: response.body,
    }));
}

async function upload(
  token: string,
  url: string,
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer },
) {
  const body = multipart(fields, file);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api1${url}`,
    headers: { token, ...body.headers },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json() };
}

const uploadCard = (token: string, type: keyof typeof cards, notNeed = '1') =>
  upload(token, '/auth/v1/ocr-separate', { type, notNeed }, { name: 'image', bytes: cards[type] });

const BASE_INFO = VALID_BASE_INFO;

async function placeIds(token: string) {
  const states = (await call(t.app, token, 'GET', '/map-state/v1/list')).body.data as {
    id: number;
    name: string;
  }[];
  const rajasthan = states.find((state) => state.name === 'Rajasthan');
  const kerala = states.find((state) => state.name === 'Kerala');
  if (!rajasthan || !kerala) throw new Error('states not seeded');
  const districts = (await call(t.app, token, 'GET', `/map-state/v1/district/${rajasthan.id}`)).body
    .data as { id: number; name: string }[];
  const jaipur = districts.find((district) => district.name === 'Jaipur');
  if (!jaipur) throw new Error('Jaipur not seeded');
  return { rajasthan: rajasthan.id, kerala: kerala.id, jaipur: jaipur.id };
}

const WORK_INFO = {
  workState: '1',
  occupation: '1',
  monthlyIncome: '32000',
  companyName: 'Shree Textiles',
  salaryDay: '5',
  workYears: '2',
};

const CONTACTS = {
  oneName: 'suresh sharma',
  oneMobile: '9812345670',
  oneRelation: 'Father',
  twoName: "d'souza",
  twoMobile: '9812345671',
  twoRelation: 'brother',
  thirdName: 'anil k.',
  thirdMobile: '9812345672',
  thirdRelation: 'Friends',
};

describe('auth config', () => {
  it('lists the five steps in the spec order, all incomplete for a new borrower', async () => {
    const { token } = await borrower();
    const { body } = await call(t.app, token, 'GET', '/auth/v1/auth-config?productId=1');
    expect(body).toEqual({
      code: 0,
      msg: expect.any(String),
      data: {
        userAuthConfigVoList: [[2], [3], [8], [9], [4]].map((pageTypes) => ({ pageTypes })),
        basic: 0,
        work: 0,
        kycAadhaarAndPan: 0,
        kycFaceAndHold: 0,
        contact: 0,
      },
    });
  });

  it('follows an order the operator changed, without a deploy', async () => {
    const { token } = await borrower();
    await writeOnboardingSettings(t.db, { stepOrder: [8, 9, 2, 3, 4] });
    const { body } = await call(t.app, token, 'GET', '/auth/v1/auth-config');
    expect(
      body.data.userAuthConfigVoList.map((entry: { pageTypes: number[] }) => entry.pageTypes[0]),
    ).toEqual([8, 9, 2, 3, 4]);
  });

  it('lets development tools switch the identity variant, refusing unknown page types', async () => {
    const { token } = await borrower();
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/dev/onboarding-settings', payload });
    expect((await put({ kycPageType: 2 })).json().data).toMatchObject({ kycPageType: 2 });
    expect((await call(t.app, token, 'GET', '/auth/v1/find-user-auth')).body.data.kycPageType).toBe(
      2,
    );
    const bad = await put({ stepOrder: [2, 77] });
    expect(bad.json()).toMatchObject({
      code: ErrorCode.failed,
      msg: expect.stringContaining('stepOrder'),
    });
  });

  it('needs a session', async () => {
    t = await createTestApp();
    open = t;
    const response = await t.app.inject({ method: 'GET', url: '/api1/auth/v1/auth-config' });
    expect(response.json().code).toBe(ErrorCode.sessionInvalid);
  });
});

describe('basic information', () => {
  it('serves the server-defined fields with their types and rules', async () => {
    const { token } = await borrower();
    const { body } = await call(t.app, token, 'GET', '/auth/v1/auth-page-info?type=baseInfo');
    const fields = body.data as {
      value: string;
      dataType: string;
      checkType: number;
      dictionaryVoList: unknown[];
    }[];
    const byParam = new Map(fields.map((field) => [field.value, field]));
    expect(byParam.get('gender')?.dataType).toBe('0');
    expect(byParam.get('gender')?.dictionaryVoList.length).toBe(3);
    expect(byParam.get('liveState')?.dataType).toBe('4');
    expect(byParam.get('liveDistrict')?.dataType).toBe('5');
    expect(byParam.get('pinCode')?.checkType).toBe(1);
    expect(byParam.get('dateOfBirth')).toBeDefined();
  });

  it('shows an operator’s change to a field at once, without a deploy', async () => {
    const { token } = await borrower();
    await t.db.query(
      `UPDATE form_fields SET label = 'Highest Education', dictionary = dictionary || $1::jsonb
       WHERE form = 'baseInfo' AND param = 'education'`,
      [JSON.stringify([{ dictLabel: 'ITI certificate', dictValue: '8', dictType: 'education' }])],
    );
    await t.db.query(`UPDATE form_fields SET active = false WHERE param = 'maritalStatus'`);
    const { body } = await call(t.app, token, 'GET', '/auth/v1/auth-page-info?type=baseInfo');
    const fields = body.data as {
      value: string;
      key: string;
      dictionaryVoList: { dictLabel: string }[];
    }[];
    const education = fields.find((field) => field.value === 'education');
    expect(education?.key).toBe('Highest Education');
    expect(education?.dictionaryVoList.map((item) => item.dictLabel)).toContain('ITI certificate');
    expect(fields.some((field) => field.value === 'maritalStatus')).toBe(false);
    // A retired field is no longer required.
    const saved = await call(t.app, token, 'POST', '/auth/v1/base-info', {
      ...BASE_INFO,
      education: '8',
    });
    expect(saved.body.data?.errorColumn ?? []).not.toContain('Please enter Marital Status');
  });

  it('returns every problem in errorColumn and keeps what was typed', async () => {
    const { token } = await borrower();
    const { rajasthan } = await placeIds(token);
    const { status, body } = await call(t.app, token, 'POST', '/auth/v1/base-info', {
      realName: 'Ramesh',
      dateOfBirth: '01-01-2015',
      email: 'not-an-email',
      pinCode: '30A015',
      liveState: String(rajasthan),
    });
    expect(status).toBe(400);
    expect(body.code).toBe(ErrorCode.failed);
    expect(body.data.errorColumn).toEqual(
      expect.arrayContaining([
        'Please enter Gender',
        'You must be at least 18 years old to borrow',
        'Please enter a valid email address',
        'PIN Code has 6 digits',
        'Please enter District',
      ]),
    );
    const page = await call(t.app, token, 'GET', '/auth/v1/auth-page-info?type=baseInfo');
    const saved = Object.fromEntries(
      (page.body.data as { value: string; modifyValue: string; modifyLabel: string }[]).map(
        (field) => [field.value, field],
      ),
    );
    expect(saved.realName?.modifyValue).toBe('Ramesh');
    expect(saved.liveState?.modifyLabel).toBe('Rajasthan');
    const config = await call(t.app, token, 'GET', '/auth/v1/auth-config');
    expect(config.body.data.basic).toBe(0);
  });

  it('refuses a district of another state', async () => {
    const { token } = await borrower();
    const { kerala, jaipur } = await placeIds(token);
    const { body } = await call(t.app, token, 'POST', '/auth/v1/base-info', {
      ...BASE_INFO,
      liveState: String(kerala),
      liveDistrict: String(jaipur),
    });
    expect(body.data.errorColumn).toEqual(['Please choose a District in the chosen State']);
  });

  it('completes the step and survives a new session', async () => {
    const { token, phone } = await borrower();
    const { rajasthan, jaipur } = await placeIds(token);
    const saved = await call(t.app, token, 'POST', '/auth/v1/base-info', {
      ...BASE_INFO,
      liveState: String(rajasthan),
      liveDistrict: String(jaipur),
    });
    expect(saved.body).toMatchObject({ code: 0, data: null });

    t.clock.advanceSeconds(61); // the next login code may be sent after a minute
    const again = await signIn(t.app, phone, '10.0.0.2');
    const config = await call(t.app, again, 'GET', '/auth/v1/auth-config');
    expect(config.body.data.basic).toBe(1);
    const page = await call(t.app, again, 'GET', '/auth/v1/auth-page-info?type=baseInfo');
    const district = (
      page.body.data as { value: string; modifyValue: string; modifyLabel: string }[]
    ).find((field) => field.value === 'liveDistrict');
    expect(district).toMatchObject({ modifyValue: String(jaipur), modifyLabel: 'Jaipur' });
  });
});

describe('work information', () => {
  it('splits hideable and fixed fields', async () => {
    const { token } = await borrower();
    const { body } = await call(t.app, token, 'GET', '/auth/v2/auth-page-info?type=workInfo');
    const names = (list: { value: string }[]) => list.map((field) => field.value);
    expect(names(body.data.cannotHidden)).toEqual(['workState', 'occupation', 'monthlyIncome']);
    expect(names(body.data.canHidden)).toEqual(
      expect.arrayContaining(['companyName', 'salaryDay']),
    );
    const salaryDay = body.data.canHidden.find(
      (field: { value: string }) => field.value === 'salaryDay',
    );
    expect(salaryDay.dataType).toBe('3');
  });

  it('requires occupation and income always, job fields only for someone working', async () => {
    const { token } = await borrower();
    const missing = await call(t.app, token, 'POST', '/auth/v1/work-info', { workState: '1' });
    expect(missing.body.data.errorColumn).toEqual(
      expect.arrayContaining([
        'Please enter Occupation',
        'Please enter Monthly Income (₹)',
        'Please enter Company Name',
        'Please enter Salary Day',
      ]),
    );
    const notWorking = await call(t.app, token, 'POST', '/auth/v1/work-info', {
      workState: '3',
      occupation: '8',
      monthlyIncome: '4000',
      companyName: 'ignored',
    });
    expect(notWorking.body).toMatchObject({ code: 0 });
    const page = await call(t.app, token, 'GET', '/auth/v2/auth-page-info?type=workInfo');
    const company = page.body.data.canHidden.find(
      (field: { value: string }) => field.value === 'companyName',
    );
    expect(company.modifyValue).toBe('');
    expect((await call(t.app, token, 'GET', '/auth/v1/auth-config')).body.data.work).toBe(1);
  });

  it('rejects a salary day outside 1–31 and a non-numeric income', async () => {
    const { token } = await borrower();
    const { body } = await call(t.app, token, 'POST', '/auth/v1/work-info', {
      ...WORK_INFO,
      salaryDay: '32',
      monthlyIncome: '3k',
    });
    expect(body.data.errorColumn).toEqual([
      'Monthly Income (₹) must contain digits only',
      'Please choose Salary Day',
    ]);
  });
});

describe('identity: card uploads', () => {
  it('asks for the cards in order before accepting the details', async () => {
    const { token } = await borrower();
    const details = { realName: identity.name, idNo: identity.aadhaar, panNo: identity.pan };
    expect(
      (await call(t.app, token, 'POST', '/auth/v1/kyc-info/aadhaar-pan', details)).body.msg,
    ).toBe(OnboardingMessage.aadhaarFront);
    await uploadCard(token, 'aadhaarFront');
    expect(
      (await call(t.app, token, 'POST', '/auth/v1/kyc-info/aadhaar-pan', details)).body.msg,
    ).toBe(OnboardingMessage.aadhaarBack);
    await uploadCard(token, 'aadhaarBack');
    expect(
      (await call(t.app, token, 'POST', '/auth/v1/kyc-info/aadhaar-pan', details)).body.msg,
    ).toBe(OnboardingMessage.pan);
    await uploadCard(token, 'pan');
    const done = await call(t.app, token, 'POST', '/auth/v1/kyc-info/aadhaar-pan', details);
    expect(done.body).toMatchObject({ code: 0 });

    const status = await call(t.app, token, 'GET', '/auth/v1/find-user-auth');
    expect(status.body.data).toMatchObject({
      kycPageType: 1,
      realName: identity.name,
      idNo: `XXXX XXXX ${identity.aadhaar.slice(-4)}`,
      panNo: identity.pan,
      cards: ['aadhaarFront', 'aadhaarBack', 'pan'],
    });
    expect(status.raw).not.toContain(identity.aadhaar);
    expect(
      (await call(t.app, token, 'GET', '/auth/v1/auth-config')).body.data.kycAadhaarAndPan,
    ).toBe(1);
  });

  it('reads the Aadhaar front with OCR, answers it masked and accepts the masked value back', async () => {
    const { token } = await borrower();
    const read = await uploadCard(token, 'aadhaarFront', '0');
    expect(read.body.code).toBe(0);
    expect(read.body.data.idNo).toBe(`XXXX XXXX ${identity.aadhaar.slice(-4)}`);
    expect(JSON.stringify(read.body)).not.toContain(identity.aadhaar);
    await uploadCard(token, 'aadhaarBack');
    await uploadCard(token, 'pan');
    const confirmed = await call(t.app, token, 'POST', '/auth/v1/kyc-info/aadhaar-pan', {
      realName: identity.name,
      idNo: read.body.data.idNo,
      panNo: identity.pan.toLowerCase(),
    });
    expect(confirmed.body).toMatchObject({ code: 0 });
    const status = await call(t.app, token, 'GET', '/auth/v1/find-user-auth');
    expect(status.body.data.panNo).toBe(identity.pan);
  }, 60_000);

  it('never stores the Aadhaar number in plain text', async () => {
    const { token } = await borrower();
    for (const card of ['aadhaarFront', 'aadhaarBack', 'pan'] as const)
      await uploadCard(token, card);
    await call(t.app, token, 'POST', '/auth/v1/kyc-info/aadhaar-pan', {
      realName: identity.name,
      idNo: formatAadhaar(identity.aadhaar),
      panNo: identity.pan,
    });
    const dump = await t.db.query<{ row: string }>(
      `SELECT row_to_json(i)::text AS row FROM user_identity i
       UNION ALL SELECT row_to_json(f)::text FROM uploaded_files f
       UNION ALL SELECT row_to_json(s)::text FROM sms_messages s`,
    );
    const everything = dump.map((entry) => entry.row).join('\n');
    expect(everything).toContain(identity.aadhaar.slice(-4));
    expect(everything).not.toContain(identity.aadhaar);
    expect(t.logLines.join('')).not.toContain(identity.aadhaar);
  });

  it('checks the Aadhaar check digit and the PAN of a person', async () => {
    const { token } = await borrower();
    const wrongDigit = `${identity.aadhaar.slice(0, 11)}${(Number(identity.aadhaar.at(-1)) + 1) % 10}`;
    const bad = await call(t.app, token, 'POST', '/auth/v1/kyc-info/aadhaar-pan', {
      realName: identity.name,
      idNo: wrongDigit,
      panNo: identity.pan,
    });
    expect(bad.body.msg).toBe('Please enter a valid 12-digit Aadhaar number');
    const company = await call(t.app, token, 'POST', '/auth/v1/kyc-info/aadhaar-pan', {
      realName: identity.name,
      idNo: identity.aadhaar,
      panNo: 'AAACR5055K',
    });
    expect(company.body.msg).toBe('Please enter a valid PAN of an individual, like ABCPE1234F');
  });

  it('refuses files that are not images or are too big', async () => {
    const { token } = await borrower();
    const text = await upload(
      token,
      '/auth/v1/ocr-separate',
      { type: 'pan' },
      { name: 'image', bytes: Buffer.from('hello, not a picture') },
    );
    expect(text.body).toMatchObject({ code: ErrorCode.failed, msg: OnboardingMessage.notAnImage });
    const huge = await upload(
      token,
      '/auth/v1/ocr-separate',
      { type: 'pan' },
      { name: 'image', bytes: Buffer.alloc(10 * 1024 * 1024 + 1) },
    );
    expect(huge.body).toMatchObject({ code: ErrorCode.failed, msg: OnboardingMessage.imageTooBig });
    const noType = await upload(
      token,
      '/auth/v1/ocr-separate',
      {},
      { name: 'image', bytes: cards.pan },
    );
    expect(noType.body.code).toBe(ErrorCode.failed);
  });

  it('serves an uploaded image to its owner only', async () => {
    const { token } = await borrower();
    const stored = await upload(
      token,
      '/authen/upload',
      { type: 'pan' },
      { name: 'file', bytes: cards.pan },
    );
    expect(stored.body.code).toBe(0);
    const url = `/api1/authen/file/${stored.body.data.fileId}`;
    const own = await t.app.inject({ method: 'GET', url, headers: { token } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(own.rawPayload.equals(cards.pan)).toBe(true);

    const stranger = await signIn(t.app, nextPhone(), '10.0.0.3');
    const other = await t.app.inject({ method: 'GET', url, headers: { token: stranger } });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe(ErrorCode.notFound);
    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.json().code).toBe(ErrorCode.sessionInvalid);
  });
});

describe('identity: Aadhaar number with one-time code', () => {
  async function aadhaarCodeFor(phone: string): Promise<string> {
    const response = await t.app.inject({ method: 'GET', url: `/dev/sms-outbox?phone=${phone}` });
    const match = (response.json().data[0]?.body as string).match(/\b(\d{6})\b/);
    if (!match?.[1]) throw new Error('no Aadhaar code');
    return match[1];
  }

  it('sends a code, verifies it and completes the step with the PAN', async () => {
    const { token, phone } = await borrower();
    await writeOnboardingSettings(t.db, { kycPageType: 2 });
    expect((await call(t.app, token, 'GET', '/auth/v1/find-user-auth')).body.data.kycPageType).toBe(
      2,
    );

    const sent = await call(t.app, token, 'POST', '/auth/v2/aadhaar/send-otp', {
      aadhaar: identity.aadhaar,
    });
    expect(sent.body.data).toEqual({ state: 0, sentTo: expect.stringMatching(/X{6}/) });
    const code = await aadhaarCodeFor(phone);

    const early = await call(t.app, token, 'POST', '/auth/v1/kyc-info/aadhaar-verify', {
      idNo: identity.aadhaar,
      panNo: identity.pan,
    });
    expect(early.body.msg).toBe(OnboardingMessage.aadhaarNotVerified);

    const wrong = await call(t.app, token, 'POST', '/auth/aadhaar/verify', {
      aadhaar: identity.aadhaar,
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.body).toMatchObject({ code: ErrorCode.failed, msg: 'Invalid OTP' });
    const right = await call(t.app, token, 'POST', '/auth/aadhaar/verify', {
      aadhaar: identity.aadhaar,
      otp: code,
    });
    expect(right.body.data).toEqual({ verified: 1 });

    const again = await call(t.app, token, 'POST', '/auth/v2/aadhaar/send-otp', {
      aadhaar: identity.aadhaar,
    });
    expect(again.body.data.state).toBe(1);

    const other = sampleIdentities[1] as CardIdentity;
    const mismatch = await call(t.app, token, 'POST', '/auth/v1/kyc-info/aadhaar-verify', {
      idNo: other.aadhaar,
      panNo: identity.pan,
    });
    expect(mismatch.body.msg).toBe(OnboardingMessage.aadhaarNotVerified);
    const done = await call(t.app, token, 'POST', '/auth/v1/kyc-info/aadhaar-verify', {
      idNo: identity.aadhaar,
      panNo: identity.pan,
    });
    expect(done.body.code).toBe(0);
    expect(
      (await call(t.app, token, 'GET', '/auth/v1/auth-config')).body.data.kycAadhaarAndPan,
    ).toBe(1);
    expect((await call(t.app, token, 'GET', '/auth/v1/find-user-auth')).body.data).toMatchObject({
      aadhaarVerified: 1,
      idNo: `XXXX XXXX ${identity.aadhaar.slice(-4)}`,
    });
  });

  it('shows the provider message when the number is refused, and validates the OTP shape', async () => {
    const { token } = await borrower();
    const invalid = await call(t.app, token, 'POST', '/auth/v2/aadhaar/send-otp', {
      aadhaar: '123412341234',
    });
    expect(invalid.body.code).toBe(ErrorCode.failed);
    const letters = await call(t.app, token, 'POST', '/auth/aadhaar/verify', {
      aadhaar: identity.aadhaar,
      otp: '12ab',
    });
    expect(letters.body.msg).toBe('Please Enter Correct OTP');
    const tooLong = await call(t.app, token, 'POST', '/auth/aadhaar/verify', {
      aadhaar: identity.aadhaar,
      otp: '1234567',
    });
    expect(tooLong.body.code).toBe(ErrorCode.failed);
  });

  it('keeps one Aadhaar number to one account', async () => {
    const { token } = await borrower();
    for (const card of ['aadhaarFront', 'aadhaarBack', 'pan'] as const)
      await uploadCard(token, card);
    await call(t.app, token, 'POST', '/auth/v1/kyc-info/aadhaar-pan', {
      realName: identity.name,
      idNo: identity.aadhaar,
      panNo: identity.pan,
    });
    const second = await signIn(t.app, nextPhone(), '10.0.0.4');
    const refused = await call(t.app, second, 'POST', '/auth/v2/aadhaar/send-otp', {
      aadhaar: identity.aadhaar,
    });
    expect(refused.body.msg).toBe(OnboardingMessage.aadhaarUsedElsewhere);
  });

  it('generates valid test numbers (Verhoeff)', () => {
    expect(withVerhoeffCheckDigit('23412341234')).toMatch(/^\d{12}$/);
  });
});

describe('face', () => {
  it('passes a clear photo, keeps the evidence and commits the step with living-hold', async () => {
    const { token } = await borrower();
    const config = await call(t.app, token, 'GET', '/auth/v1/living-check-config');
    expect(config.body.data).toMatchObject({
      maxImageBytes: 10 * 1024 * 1024,
      compressionQuality: 0.5,
    });

    const early = await call(t.app, token, 'POST', '/auth/v1/kyc-info/living-hold');
    expect(early.body.msg).toBe(OnboardingMessage.face);

    const checked = await upload(
      token,
      '/auth/v3/living-check',
      {},
      { name: 'image', bytes: facePhoto },
    );
    expect(checked.body.data.status).toBe(1);
    const result = await call(
      t.app,
      token,
      'GET',
      `/authen/h5/face-result?checkId=${checked.body.data.checkId}`,
    );
    expect(result.body.data).toMatchObject({
      status: 1,
      checks: expect.arrayContaining([
        expect.objectContaining({ name: expect.any(String), passed: true }),
      ]),
    });

    const held = await call(t.app, token, 'POST', '/auth/v1/kyc-info/living-hold');
    expect(held.body.code).toBe(0);
    expect((await call(t.app, token, 'GET', '/auth/v1/auth-config')).body.data.kycFaceAndHold).toBe(
      1,
    );
    const evidence = await t.db.query(
      'SELECT upload_type FROM uploaded_files WHERE upload_type = $1',
      ['face'],
    );
    expect(evidence).toHaveLength(1);
  });

  it('fails a dark photo, says why, and does not let living-hold pass', async () => {
    const { token } = await borrower();
    const checked = await upload(
      token,
      '/auth/v3/living-check',
      {},
      { name: 'image', bytes: darkPhoto },
    );
    expect(checked.body.data.status).not.toBe(1);
    const result = await call(t.app, token, 'GET', '/authen/h5/face-result');
    expect(result.body.data.status).not.toBe(1);
    expect(result.body.data.message).toMatch(/dark/i);
    expect((await call(t.app, token, 'POST', '/auth/v1/kyc-info/living-hold')).body.msg).toBe(
      OnboardingMessage.face,
    );
  });

  it('keeps one borrower’s results from another', async () => {
    const { token } = await borrower();
    const checked = await upload(
      token,
      '/auth/v3/living-check',
      {},
      { name: 'image', bytes: facePhoto },
    );
    const stranger = await signIn(t.app, nextPhone(), '10.0.0.5');
    const result = await call(
      t.app,
      stranger,
      'GET',
      `/authen/h5/face-result?checkId=${checked.body.data.checkId}`,
    );
    expect(result.body.code).toBe(ErrorCode.notFound);
  });
});

describe('contacts', () => {
  it('saves three contacts and gives them back', async () => {
    const { token } = await borrower();
    expect((await call(t.app, token, 'GET', '/auth/v1/contacts')).body.data).toBeNull();
    const saved = await call(t.app, token, 'POST', '/auth/v1/contacts', CONTACTS);
    expect(saved.body.code).toBe(0);
    expect((await call(t.app, token, 'GET', '/auth/v1/contacts')).body.data).toEqual(CONTACTS);
    expect((await call(t.app, token, 'GET', '/auth/v1/auth-config')).body.data.contact).toBe(1);
  });

  it('applies the name, mobile and relation rules', async () => {
    const { token } = await borrower();
    const upper = await call(t.app, token, 'POST', '/auth/v1/contacts', {
      ...CONTACTS,
      oneName: 'Suresh',
    });
    expect(upper.body.msg).toBe(
      "Name may contain only lowercase letters, spaces, apostrophe (') and full stop (.)",
    );
    const relation = await call(t.app, token, 'POST', '/auth/v1/contacts', {
      ...CONTACTS,
      thirdRelation: 'Father',
    });
    expect(relation.body.code).toBe(ErrorCode.failed);
    const mobile = await call(t.app, token, 'POST', '/auth/v1/contacts', {
      ...CONTACTS,
      twoMobile: '12345',
    });
    expect(mobile.body.msg).toBe('Please enter a 10-digit mobile number');
    const same = await call(t.app, token, 'POST', '/auth/v1/contacts', {
      ...CONTACTS,
      twoMobile: CONTACTS.oneMobile,
    });
    expect(same.body.msg).toBe('Please give three different mobile numbers');
  });

  it("refuses the borrower's own number as an emergency contact and names the field", async () => {
    const { token, phone } = await borrower();
    const own = phone.slice(-10);
    const refused = await call(t.app, token, 'POST', '/auth/v1/contacts', {
      ...CONTACTS,
      twoMobile: own,
    });
    expect(refused.body).toMatchObject({
      code: ErrorCode.failed,
      msg: 'This is your own number. Enter the number of someone who knows you',
      data: { field: 'twoMobile' },
    });
    expect((await call(t.app, token, 'GET', '/auth/v1/contacts')).body.data).toBeNull();
    expect((await call(t.app, token, 'POST', '/auth/v1/contacts', CONTACTS)).body.code).toBe(0);
  });
});

describe('can-apply', () => {
  it('lets a borrower go on to the contacts on the web by default, or to the app when set', async () => {
    const { token } = await borrower();
    expect((await call(t.app, token, 'GET', '/auth/v1/can-apply?productId=1')).body.data).toEqual({
      canApply: 1,
      continueInApp: 0,
      reason: null,
    });
    await writeOnboardingSettings(t.db, { contactsInApp: 1 });
    expect(
      (await call(t.app, token, 'GET', '/auth/v1/can-apply?productId=1')).body.data.continueInApp,
    ).toBe(1);
  });

  it('says no for a full product and for 15 days after a denial', async () => {
    const { token, phone } = await borrower();
    const full = await t.db.query<{ id: number }>('SELECT id FROM products WHERE is_full LIMIT 1');
    const fullResult = await call(
      t.app,
      token,
      'GET',
      `/auth/v1/can-apply?productId=${full[0]?.id}`,
    );
    expect(fullResult.body.data).toMatchObject({
      canApply: 0,
      reason: expect.stringContaining('fully booked'),
    });

    const { userId } = await createBorrower(t.db, phone);
    await createOrder(t.db, {
      userId,
      productId: 1,
      state: OrderState.denied,
      at: new Date(t.clock.now().getTime() - 3 * 24 * 3600 * 1000),
    });
    const denied = await call(t.app, token, 'GET', '/auth/v1/can-apply?productId=1');
    expect(denied.body.data).toMatchObject({
      canApply: 0,
      reason: expect.stringContaining('12 days'),
    });
    expect((await call(t.app, token, 'GET', '/auth/v1/can-apply?productId=99999')).body.code).toBe(
      ErrorCode.notFound,
    );
  });
});
