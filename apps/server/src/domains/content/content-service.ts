import type { AboutUs, FaqItem, LegalDocument } from '@saral/contract/api/content';
import { BORROWER_LANGUAGES, type BorrowerLanguage } from '@saral/contract/api/language';
import type { LenderIdentity } from '@saral/contract/api/lender';
import { CONTENT_KEYS, type ContentKey } from '@saral/contract/api/ops-content';
import type { PromotionFigures } from '@saral/contract/api/promotion';
import { trackingConfigSchema, type TrackingConfig } from '@saral/contract/api/tracking';
import { z } from 'zod';
import type { Database, Queryable } from '../../db/database';
import { notFound } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import { TtlCache } from '../../shared/ttl-cache';
import { faqToText, legalToText, parseFaq, parseLegal } from './content-texts';
import {
  createContentVersionsRepository,
  type ContentVersionRow,
} from './content-versions-repository';
import { PRIVACY_POLICY, TERMS_OF_USE } from './legal-texts';
import { createSettingsRepository } from './settings-repository';
import { fillLegalDocument, fillPlaceholders, placeholderValues } from './site-placeholders';

export const SettingKey = { aboutUs: 'about_us', trackingConfig: 'tracking_config' } as const;

/** The operator's About us setting: the copy may use the lender and amount placeholders. */
const aboutUsSettingSchema = z.object({ appName: z.string(), copywriting: z.string() });

const SHIPPED_LEGAL = { privacy: PRIVACY_POLICY, terms: TERMS_OF_USE } as const;
/** A legal text's title in Hindi (the page's heading; the body is the operators' version). */
const HINDI_LEGAL_TITLE = { privacy: 'गोपनीयता नीति', terms: 'उपयोग की शर्तें' } as const;

/** "21 November 2026" / "21 नवंबर 2026": the day the served version took effect. */
const UPDATED_DAY: Record<BorrowerLanguage, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }),
  hi: new Intl.DateTimeFormat('hi-IN-u-nu-latn', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }),
};

/** A text as served: its version row (null: shipped) and the language it is in. */
type Served = { row: ContentVersionRow | null; language: BorrowerLanguage };

export type ContentDeps = {
  db: Database;
  clock: Clock;
  /** How long a process serves a text it read; a save in this process clears it at once. */
  cacheTtlMs: number;
  /** domains/lender's service, passed in by the wiring (content does not import lender). */
  lender: { identity: () => Promise<LenderIdentity> };
  /** The real products' figures (null when no product is applied for here). */
  offerFigures: () => Promise<PromotionFigures | null>;
};

async function shippedFaq(q: Queryable): Promise<FaqItem[]> {
  return q.query<FaqItem>('SELECT title, content FROM faq_items ORDER BY sort_order, id');
}

async function aboutSetting(q: Queryable) {
  const value = await createSettingsRepository(q).get(SettingKey.aboutUs);
  if (value === null) throw notFound('About us');
  return aboutUsSettingSchema.parse(value);
}

/** The text a key serves before operators save a version of it, in the edited form. */
export async function shippedText(key: ContentKey, q: Queryable): Promise<string> {
  if (key === 'faq') return faqToText(await shippedFaq(q));
  if (key === 'about') return (await aboutSetting(q)).copywriting;
  return legalToText(SHIPPED_LEGAL[key]);
}

/**
 * Help items, About us, the privacy policy and the terms for the borrower API, in the request's
 * language: the version of each that took effect last in that language (cached for
 * CACHE_TTL_MS); without one, the English version, else the text shipped with the app (English),
 * and `language` says which was served. The lender and amount placeholders are filled.
 * Operators edit them per language in domains/content-desk.
 */
export function createContentService({ db, clock, cacheTtlMs, lender, offerFigures }: ContentDeps) {
  const settings = createSettingsRepository(db);
  const versions = createContentVersionsRepository(db);
  const cache = new TtlCache<`${ContentKey}:${BorrowerLanguage}`, ContentVersionRow | null>(
    cacheTtlMs,
    CONTENT_KEYS.length * BORROWER_LANGUAGES.length,
    () => clock.now().getTime(),
  );
  const publishedIn = (key: ContentKey, language: BorrowerLanguage) =>
    cache.getOrLoad(`${key}:${language}`, () => versions.published(key, language, clock.now()));
  /** The version in the language asked for, else English (published or shipped). */
  const published = async (key: ContentKey, language: BorrowerLanguage): Promise<Served> => {
    const own = language === 'en' ? null : await publishedIn(key, language);
    if (own) return { row: own, language };
    return { row: await publishedIn(key, 'en'), language: 'en' };
  };
  const placeholders = async () => {
    const [identity, figures] = await Promise.all([lender.identity(), offerFigures()]);
    return { identity, values: placeholderValues(identity, figures) };
  };

  async function legal(key: 'privacy' | 'terms', asked: BorrowerLanguage): Promise<LegalDocument> {
    const [{ row, language }, { values }] = await Promise.all([
      published(key, asked),
      placeholders(),
    ]);
    const shipped = SHIPPED_LEGAL[key];
    const document = row
      ? {
          title: language === 'hi' ? HINDI_LEGAL_TITLE[key] : shipped.title,
          updated: UPDATED_DAY[language].format(row.effective_from),
          ...parseLegal(row.body),
        }
      : shipped;
    return { ...fillLegalDocument(document, values), language };
  }

  return {
    /** The help items and the language they are in (the route puts it in Content-Language). */
    async faq(
      asked: BorrowerLanguage = 'en',
    ): Promise<{ items: FaqItem[]; language: BorrowerLanguage }> {
      const [{ row, language }, { values }] = await Promise.all([
        published('faq', asked),
        placeholders(),
      ]);
      const items = row ? parseFaq(row.body) : await shippedFaq(db);
      return {
        items: items.map((item) => ({ ...item, content: fillPlaceholders(item.content, values) })),
        language,
      };
    },

    async aboutUs(asked: BorrowerLanguage = 'en'): Promise<AboutUs> {
      const [about, { row, language }, { identity, values }] = await Promise.all([
        aboutSetting(db),
        published('about', asked),
        placeholders(),
      ]);
      return {
        ...about,
        copywriting: fillPlaceholders(row?.body ?? about.copywriting, values),
        lender: identity,
        language,
      };
    },

    privacyPolicy: (language: BorrowerLanguage = 'en'): Promise<LegalDocument> =>
      legal('privacy', language),
    termsOfUse: (language: BorrowerLanguage = 'en'): Promise<LegalDocument> =>
      legal('terms', language),

    async trackingConfig(): Promise<TrackingConfig> {
      const value = await settings.get(SettingKey.trackingConfig);
      if (value === null) throw notFound('Tracking config');
      return trackingConfigSchema.parse(value);
    },

    /** After an operator's save (domains/content-desk): this process serves the new text now. */
    forget(key: ContentKey, language: BorrowerLanguage): void {
      cache.delete(`${key}:${language}`);
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
