import type { ContentKey } from '@saral/contract/api/ops-content';
import type { Queryable } from '../database';
import { faqToText, legalToText } from '../../domains/content/content-texts';
import { ABOUT_HI, FAQ_HI } from './content-hi-help';
import { PRIVACY_POLICY_HI } from './content-hi-privacy';
import { TERMS_OF_USE_HI } from './content-hi-terms';

/** The day the demo texts took effect (the English texts' "updated" day), India time. */
const DEMO_TEXTS_DAY = new Date('2026-11-21T00:00:00+05:30');

const HINDI_TEXTS: Record<ContentKey, string> = {
  faq: faqToText(FAQ_HI),
  about: ABOUT_HI,
  privacy: legalToText(PRIVACY_POLICY_HI),
  terms: legalToText(TERMS_OF_USE_HI),
};

/**
 * Demo data only: version 1 of each text in Hindi, saved by "seed", as an operator would publish
 * it. A key that already has a Hindi version is left alone. Production starts without Hindi
 * versions (its borrowers read English) until operators publish a reviewed translation.
 */
export async function seedHindiContent(q: Queryable): Promise<void> {
  for (const [key, body] of Object.entries(HINDI_TEXTS)) {
    await q.query(
      `INSERT INTO content_versions
         (key, language, version, body, effective_from, created_by, created_at)
       SELECT $1, 'hi', 1, $2, $3, 'seed', $3
       WHERE NOT EXISTS (SELECT 1 FROM content_versions WHERE key = $1 AND language = 'hi')`,
      [key, body, DEMO_TEXTS_DAY],
    );
  }
}
