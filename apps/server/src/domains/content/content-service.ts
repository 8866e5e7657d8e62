import type { AboutUs, FaqItem } from '@saral/contract/api/content';
import { trackingConfigSchema, type TrackingConfig } from '@saral/contract/api/tracking';
import { aboutUsResponseSchema } from '@saral/contract/api/content';
import type { Database } from '../../db/database';
import { notFound } from '../../shared/app-error';
import { createSettingsRepository } from './settings-repository';

export const SettingKey = { aboutUs: 'about_us', trackingConfig: 'tracking_config' } as const;

export function createContentService(db: Database) {
  const settings = createSettingsRepository(db);
  return {
    async faq(): Promise<FaqItem[]> {
      return db.query<FaqItem>('SELECT title, content FROM faq_items ORDER BY sort_order, id');
    },

    async aboutUs(): Promise<AboutUs> {
      const value = await settings.get(SettingKey.aboutUs);
      if (value === null) throw notFound('About us');
      return aboutUsResponseSchema.parse(value);
    },

    async trackingConfig(): Promise<TrackingConfig> {
      const value = await settings.get(SettingKey.trackingConfig);
      if (value === null) throw notFound('Tracking config');
      return trackingConfigSchema.parse(value);
    },
  };
}
