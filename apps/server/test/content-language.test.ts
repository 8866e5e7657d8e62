import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Calls } from '@saral/contract/calls';
import { API_BASE_PATH } from '@saral/contract/constants';
import type { AboutUs, FaqItem, LegalDocument } from '@saral/contract/api/content';
import type { ContentEntry } from '@saral/contract/api/ops-content';
import { opsCall, opsLogin } from './support/operator-client';
import { createTestApp, signIn, type TestApp } from './support/test-app';

/**
 * Help FAQ, About us, privacy and terms per language: the demo data's Hindi versions, an
 * operator publishing Hindi, and English served (and said) when a text has no Hindi version.
 */

let t: TestApp;
let admin: string;
let borrower: string;
/** The test clock starts on 21 November 2026 at 11:30 in India. */
const today = '2026-11-21';

beforeAll(async () => {
  t = await createTestApp();
  // The terms have no Hindi version here: Hindi readers get the English terms.
  await t.db.query("DELETE FROM content_versions WHERE key = 'terms' AND language = 'hi'");
  admin = await opsLogin(t.app, 'admin.demo', 'saral-admin-demo');
  borrower = await signIn(t.app, '919844400081', '10.0.8.1');
});
afterAll(async () => {
  await t.close();
});

async function read<T>(path: string, language?: string) {
  const reply = await t.app.inject({
    method: 'GET',
    url: `${API_BASE_PATH}${path}`,
    headers: { token: borrower, ...(language ? { 'accept-language': language } : {}) },
  });
  return {
    data: (reply.json() as { data: T }).data,
    contentLanguage: reply.headers['content-language'],
  };
}

async function hindiEntry(key: string): Promise<ContentEntry> {
  const reply = await opsCall(t.app, 'GET', '/content?language=hi', { token: admin });
  expect(reply.status).toBe(200);
  const entry = (reply.body.data as ContentEntry[]).find((item) => item.key === key);
  if (!entry) throw new Error(`no ${key}`);
  return entry;
}

describe('texts in the borrower’s language', () => {
  it('serves the Hindi versions to hi and the English texts to en, filled in both', async () => {
    const hindi = await read<LegalDocument>(Calls.privacyPolicy.path, 'hi-IN,hi;q=0.9,en;q=0.8');
    expect(hindi.data).toMatchObject({ title: 'गोपनीयता नीति', language: 'hi' });
    expect(hindi.data.updated).toBe('21 नवंबर 2026');
    expect(hindi.data.sections[0]?.heading).toBe('1. हम कौन सा निजी डेटा इकट्ठा करते हैं');
    expect(hindi.data.sections).toHaveLength(12);
    expect(JSON.stringify(hindi.data)).not.toContain('{{');
    expect(hindi.contentLanguage).toBe('hi');

    const english = await read<LegalDocument>(Calls.privacyPolicy.path, 'en');
    expect(english.data).toMatchObject({ title: 'Privacy Policy', language: 'en' });
    expect(english.data.sections[0]?.heading).toBe('1. Personal data we collect');
    expect((await read<LegalDocument>(Calls.privacyPolicy.path)).data.language).toBe('en');

    const faq = await read<FaqItem[]>(Calls.faq.path, 'hi');
    expect(faq.contentLanguage).toBe('hi');
    expect(faq.data[0]?.title).toBe('Saral लोन के लिए कौन आवेदन कर सकता है?');
    expect(faq.data).toHaveLength((await read<FaqItem[]>(Calls.faq.path, 'en')).data.length);
    expect(faq.data[0]?.content).not.toContain('{{');

    const about = await read<AboutUs>(Calls.aboutUs.path, 'hi');
    expect(about.data.language).toBe('hi');
    expect(about.data.copywriting).toMatch(/^Saral, .+ का एक शॉर्ट-टर्म लोन ऐप है।/);
  });

  it('falls back to English, and says so, for a text without a Hindi version', async () => {
    const terms = await read<LegalDocument>(Calls.termsOfUse.path, 'hi');
    expect(terms.data).toMatchObject({ title: 'Terms of Use', language: 'en' });
    expect(terms.contentLanguage).toBe('en');
    const entry = await hindiEntry('terms');
    expect(entry).toMatchObject({ language: 'hi', version: 0, latestVersion: 0, history: [] });
    // The operator starts the translation from the English text served now.
    expect(entry.body).toContain('## 1. The service');
  });

  it('publishes an operator’s Hindi version to hi only, audited under its language', async () => {
    const before = await hindiEntry('privacy');
    expect(before.version).toBe(1);
    const body = `${before.body}\n\n## 13. नया खंड\nहमसे {{customerCare.email}} पर संपर्क करें।`;
    const saved = await opsCall(t.app, 'PUT', '/content/privacy', {
      token: admin,
      payload: { body, effectiveFrom: today, expectedVersion: 1, language: 'hi' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ key: 'privacy', language: 'hi', version: 2 });

    const hindi = await read<LegalDocument>(Calls.privacyPolicy.path, 'hi');
    expect(hindi.data.sections.at(-1)).toEqual({
      heading: '13. नया खंड',
      paragraphs: ['हमसे support@saral.example पर संपर्क करें।'],
    });
    const english = await read<LegalDocument>(Calls.privacyPolicy.path, 'en');
    expect(english.data.sections).toHaveLength(12);

    // English keeps its own versions: still the shipped text, version 0.
    const englishList = await opsCall(t.app, 'GET', '/content', { token: admin });
    const englishPrivacy = (englishList.body.data as ContentEntry[]).find(
      (item) => item.key === 'privacy',
    );
    expect(englishPrivacy).toMatchObject({ language: 'en', version: 0, latestVersion: 0 });

    const [audit] = await t.db.query<{ entity_id: string }>(
      `SELECT entity_id FROM operator_audit_log WHERE entity_type = 'content'
       ORDER BY id DESC LIMIT 1`,
    );
    expect(audit?.entity_id).toBe('privacy:hi');
  });

  it('refuses a language Saral does not speak', async () => {
    const reply = await opsCall(t.app, 'PUT', '/content/about', {
      token: admin,
      payload: { body: 'Texte', effectiveFrom: today, expectedVersion: 0, language: 'fr' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe('Language must be en or hi');
  });
});
