import type { AboutUs, FaqItem, LegalDocument } from '@saral/contract/api/content';
import type { LenderIdentity } from '@saral/contract/api/lender';
import type { PromotionFigures } from '@saral/contract/api/promotion';
import { trackingConfigSchema, type TrackingConfig } from '@saral/contract/api/tracking';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { notFound } from '../../shared/app-error';
import { PRIVACY_POLICY, TERMS_OF_USE } from './legal-texts';
import { createSettingsRepository } from './settings-repository';
import { fillLegalDocument, fillPlaceholders, placeholderValues } from './site-placeholders';

export const SettingKey = { aboutUs: 'about_us', trackingConfig: 'tracking_config' } as const;

/** The operator's About us setting: the copy may use the lender and amount placeholders. */
const aboutUsSettingSchema = z.object({ appName: z.string(), copywriting: z.string() });

export type ContentDeps = {
  db: Database;
  /** domains/lender's service, passed in by the wiring (content does not import lender). */
  lender: { identity: () => Promise<LenderIdentity> };
  /** The real products' figures (null when no product is applied for here). */
  offerFigures: () => Promise<PromotionFigures | null>;
};

export function createContentService({ db, lender, offerFigures }: ContentDeps) {
  const settings = createSettingsRepository(db);
  const placeholders = async () => {
    const [identity, figures] = await Promise.all([lender.identity(), offerFigures()]);
    return { identity, values: placeholderValues(identity, figures) };
  };

  return {
    async faq(): Promise<FaqItem[]> {
      const [items, { values }] = await Promise.all([
        db.query<FaqItem>('SELECT title, content FROM faq_items ORDER BY sort_order, id'),
        placeholders(),
      ]);
      return items.map((item) => ({ ...item, content: fillPlaceholders(item.content, values) }));
    },

    async aboutUs(): Promise<AboutUs> {
      const value = await settings.get(SettingKey.aboutUs);
      if (value === null) throw notFound('About us');
      const about = aboutUsSettingSchema.parse(value);
      const { identity, values } = await placeholders();
      return {
        ...about,
        copywriting: fillPlaceholders(about.copywriting, values),
        lender: identity,
      };
    },

    async privacyPolicy(): Promise<LegalDocument> {
      return fillLegalDocument(PRIVACY_POLICY, (await placeholders()).values);
    },

    async termsOfUse(): Promise<LegalDocument> {
      return fillLegalDocument(TERMS_OF_USE, (await placeholders()).values);
    },

    async trackingConfig(): Promise<TrackingConfig> {
      const value = await settings.get(SettingKey.trackingConfig);
      if (value === null) throw notFound('Tracking config');
      return trackingConfigSchema.parse(value);
    },
  };
}
