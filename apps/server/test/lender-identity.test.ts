import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LenderIdentity } from '@saral/contract/api/lender';
import {
  createLenderRepository,
  LENDER_IDENTITY_SEED,
  LENDER_IDENTITY_SETTING_KEY,
} from '../src/domains/lender/lender-repository';
import { expectEnvelope } from './support/assertions';
import { createTestApp, signIn, type TestApp } from './support/test-app';

/**
 * One lender, from one setting: the Key Fact Statement, About us, the privacy policy, the terms,
 * the help items and Account's grievance officer all name the same company and contacts.
 */

const DEMO_PHONE = '919876543210';

let t: TestApp;
let token: string;
let approvedOrderId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t.app, DEMO_PHONE, '10.0.8.1');
  const [order] = await t.db.query<{ id: number }>(
    `SELECT o.id FROM orders o JOIN users u ON u.id = o.user_id
     WHERE u.phone = $1 AND o.state = 2`,
    [DEMO_PHONE],
  );
  approvedOrderId = Number(order?.id);
});
afterAll(async () => {
  await t.close();
});

const passCacheTtl = () => t.clock.advanceSeconds(Math.ceil(t.config.cacheTtlMs / 1000) + 1);

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: `/api1${url}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return expectEnvelope(response).data as Record<string, unknown>;
}

/** Every reply that names the lender, as the borrower's screens receive them. */
async function lenderTexts() {
  const [kfs, about, privacy, terms, lender, faq] = await Promise.all([
    get(`/order/v1/kfs?orderId=${approvedOrderId}`, { token }),
    get('/client/v1/about-us', { token }),
    get('/client/v1/privacy-policy'),
    get('/client/v1/terms-of-use'),
    get('/client/v1/lender'),
    get('/client/v1/faq', { token }),
  ]);
  return { kfs, about, privacy, terms, lender, faq };
}

const wholeText = (value: unknown) => JSON.stringify(value);

function expectNames(texts: Awaited<ReturnType<typeof lenderTexts>>, identity: LenderIdentity) {
  const kfs = texts.kfs as {
    lender: { name: string; address: string; rbiRegistration: string; cin: string };
    grievanceOfficer: { name: string; email: string; phone: string };
    complaintPortalUrl: string;
    fees: { payableTo: string }[];
  };
  expect(kfs.lender).toEqual({
    name: identity.name,
    address: identity.address,
    rbiRegistration: identity.rbiRegistration,
    cin: identity.cin,
  });
  expect(kfs.grievanceOfficer).toMatchObject({
    name: identity.grievanceOfficer.name,
    email: identity.grievanceOfficer.email,
    phone: identity.grievanceOfficer.phone,
  });
  expect(kfs.complaintPortalUrl).toBe(identity.complaintPortalUrl);
  expect(kfs.fees[0]?.payableTo).toBe(identity.name);

  expect(texts.lender).toEqual(identity);
  expect((texts.about as { lender: unknown }).lender).toEqual(identity);
  const copy = (texts.about as { copywriting: string }).copywriting;
  expect(copy).toContain(identity.name);
  expect(copy).toContain(identity.rbiRegistration);

  for (const document of [texts.privacy, texts.terms]) {
    const text = wholeText(document);
    for (const fact of [
      identity.name,
      identity.cin,
      identity.rbiRegistration,
      identity.address,
      identity.customerCare.email,
      identity.grievanceOfficer.name,
      identity.grievanceOfficer.email,
      identity.grievanceOfficer.phone,
    ]) {
      expect(text).toContain(fact);
    }
  }
  expect(wholeText(texts.terms)).toContain(identity.complaintPortalUrl);
  expect(wholeText(texts.faq)).toContain(identity.grievanceOfficer.email);
  // Every placeholder was filled: no braces reach a borrower.
  for (const text of Object.values(texts))
    expect(wholeText(text)).not.toMatch(/\{\{\s*[\w.]+\s*\}\}/);
}

describe('lender identity', () => {
  it('is the same company in the KFS, About, privacy, terms, help and the lender call', async () => {
    const texts = await lenderTexts();
    expectNames(texts, LENDER_IDENTITY_SEED);
    // The two companies named before (one in the KFS, another in About) are now one.
    expect(wholeText(texts)).not.toContain('Saral Fincorp');
    expect(LENDER_IDENTITY_SEED.complaintPortalUrl).toBe('https://cms.rbi.org.in');
  });

  it('changes everywhere when an operator changes the one setting', async () => {
    const renamed: LenderIdentity = {
      name: 'Nirmal Credit Limited',
      cin: 'U65100MH2019PLC000123',
      rbiRegistration: 'B-13.02345',
      address: '12 Nariman Point, Mumbai, Maharashtra 400021',
      customerCare: {
        phone: '+91 22 5000 0000',
        email: 'care@nirmal.example',
        hours: 'every day, 8 am to 8 pm',
      },
      grievanceOfficer: {
        name: 'Arjun Menon',
        phone: '+91 22 5000 0199',
        email: 'nodal@nirmal.example',
        address: '12 Nariman Point, Mumbai, Maharashtra 400021',
      },
      complaintPortalUrl: 'https://cms.rbi.org.in',
    };
    await createLenderRepository(t.db).write(renamed);
    try {
      passCacheTtl();
      const texts = await lenderTexts();
      expectNames(texts, renamed);
      const everything = wholeText(texts);
      for (const old of [
        LENDER_IDENTITY_SEED.name,
        LENDER_IDENTITY_SEED.grievanceOfficer.email,
        LENDER_IDENTITY_SEED.customerCare.phone,
      ]) {
        expect(everything).not.toContain(old);
      }
    } finally {
      await createLenderRepository(t.db).write(LENDER_IDENTITY_SEED);
      passCacheTtl();
    }
  });

  it('quotes the loan range of the real products in About, help and the terms', async () => {
    const texts = await lenderTexts();
    for (const text of [texts.about, texts.faq, texts.terms]) {
      expect(wholeText(text)).toContain('₹1,000');
      expect(wholeText(text)).toContain('₹40,000');
      expect(wholeText(text)).not.toContain('₹70,000');
    }
  });

  it('is never guessed: a broken setting fails the pages instead of naming a default lender', async () => {
    await t.db.query('UPDATE app_settings SET value = $2::jsonb WHERE key = $1', [
      LENDER_IDENTITY_SETTING_KEY,
      JSON.stringify({ name: 'Half A Lender' }),
    ]);
    try {
      passCacheTtl();
      for (const url of ['/api1/client/v1/lender', '/api1/client/v1/terms-of-use']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(500);
        expect(response.body).not.toContain('Half A Lender');
      }
      const kfs = await t.app.inject({
        method: 'GET',
        url: `/api1/order/v1/kfs?orderId=${approvedOrderId}`,
        headers: { token },
      });
      expect(kfs.statusCode).toBe(500);
    } finally {
      await createLenderRepository(t.db).write(LENDER_IDENTITY_SEED);
      passCacheTtl();
    }
  });
});

describe('privacy policy and terms', () => {
  const headingsOf = (document: Record<string, unknown>) =>
    (document.sections as { heading: string }[]).map((section) => section.heading.toLowerCase());

  it('are public and cover every topic the spec lists, sections numbered in order', async () => {
    const privacy = await get('/client/v1/privacy-policy');
    const terms = await get('/client/v1/terms-of-use');
    expect(privacy.title).toBe('Privacy Policy');
    expect(terms.title).toBe('Terms of Use');
    const privacyHeadings = headingsOf(privacy).join(' | ');
    for (const topic of [
      'personal data we collect',
      'sms',
      'location',
      'disclosure',
      'security',
      'rights',
      'minors',
      'contact',
    ]) {
      expect(privacyHeadings).toContain(topic);
    }
    const termsHeadings = headingsOf(terms).join(' | ');
    for (const topic of [
      'service',
      'eligibility',
      'responsibilities',
      'repayment',
      'privacy',
      'disclaimer',
      'termination',
      'governing law',
    ]) {
      expect(termsHeadings).toContain(topic);
    }
    expect(wholeText(terms).toLowerCase()).toContain('laws of india');
    expect(wholeText(privacy).toLowerCase()).toContain('18');
    for (const document of [privacy, terms]) {
      headingsOf(document).forEach((heading, index) =>
        expect(heading).toMatch(new RegExp(`^${index + 1}\\. `)),
      );
    }
  });
});
