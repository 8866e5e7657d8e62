import type { AboutUs, FaqItem, LegalDocument } from '@saral/contract/api/content';
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

const UPDATED_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

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
 * Help items, About us, the privacy policy and the terms for the borrower API: the version of
 * each that took effect last (cached for CACHE_TTL_MS), else the text shipped with the app,
 * with the lender and amount placeholders filled. Operators edit them in domains/content-desk.
 */
export function createContentService({ db, clock, cacheTtlMs, lender, offerFigures }: ContentDeps) {
  const settings = createSettingsRepository(db);
  const versions = createContentVersionsRepository(db);
  const cache = new TtlCache<ContentKey, ContentVersionRow | null>(
    cacheTtlMs,
    CONTENT_KEYS.length,
    () => clock.now().getTime(),
  );
  const published = (key: ContentKey) =>
    cache.getOrLoad(key, () => versions.published(key, clock.now()));
  const placeholders = async () => {
    const [identity, figures] = await Promise.all([lender.identity(), offerFigures()]);
    return { identity, values: placeholderValues(identity, figures) };
  };

  async function legal(key: 'privacy' | 'terms'): Promise<LegalDocument> {
    const [row, { values }] = await Promise.all([published(key), placeholders()]);
    const shipped = SHIPPED_LEGAL[key];
    const document = row
      ? {
          title: shipped.title,
          updated: UPDATED_DAY.format(row.effective_from),
          ...parseLegal(row.body),
        }
      : shipped;
    return fillLegalDocument(document, values);
  }

  return {
    async faq(): Promise<FaqItem[]> {
      const [row, { values }] = await Promise.all([published('faq'), placeholders()]);
      const items = row ? parseFaq(row.body) : await shippedFaq(db);
      return items.map((item) => ({ ...item, content: fillPlaceholders(item.content, values) }));
    },

    async aboutUs(): Promise<AboutUs> {
      const [about, row, { identity, values }] = await Promise.all([
        aboutSetting(db),
        published('about'),
        placeholders(),
      ]);
      return {
        ...about,
        copywriting: fillPlaceholders(row?.body ?? about.copywriting, values),
        lender: identity,
      };
    },

    privacyPolicy: (): Promise<LegalDocument> => legal('privacy'),
    termsOfUse: (): Promise<LegalDocument> => legal('terms'),

    async trackingConfig(): Promise<TrackingConfig> {
      const value = await settings.get(SettingKey.trackingConfig);
      if (value === null) throw notFound('Tracking config');
      return trackingConfigSchema.parse(value);
    },

    /** After an operator's save (domains/content-desk): this process serves the new text now. */
    forget(key: ContentKey): void {
      cache.delete(key);
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
