import { queryOptions } from '@tanstack/react-query';
import type { BorrowerLanguage } from '@saral/contract/api/language';
import {
  contentEntrySchema,
  contentListResponseSchema,
  marketingSettingsViewSchema,
  onboardingSettingsSchema,
  type ContentKey,
  type ContentSaveBody,
  type MarketingSettingsChange,
  type OnboardingSettingsChange,
} from '@saral/contract/api/ops-content';
import { opsCall } from '../../../shared/api-client';

/** The texts in one language; each language has its own versions. */
export const contentQueryOptions = (language: BorrowerLanguage = 'en') =>
  queryOptions({
    queryKey: ['ops', 'content', language],
    queryFn: () => opsCall(`/content?language=${language}`, { schema: contentListResponseSchema }),
  });

/** Every language's texts: after a save, the list of each language is read again. */
export const allContentQueryKey = ['ops', 'content'] as const;

export const saveContent = (key: ContentKey, body: ContentSaveBody) =>
  opsCall(`/content/${key}`, { method: 'PUT', body, schema: contentEntrySchema });

export const onboardingSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['ops', 'settings', 'onboarding'],
    queryFn: () => opsCall('/settings/onboarding', { schema: onboardingSettingsSchema }),
  });

export const saveOnboardingSettings = (settings: OnboardingSettingsChange) =>
  opsCall('/settings/onboarding', {
    method: 'PUT',
    body: settings,
    schema: onboardingSettingsSchema,
  });

export const marketingSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['ops', 'settings', 'marketing'],
    queryFn: () => opsCall('/settings/marketing', { schema: marketingSettingsViewSchema }),
  });

export const saveMarketingSettings = (change: MarketingSettingsChange) =>
  opsCall('/settings/marketing', {
    method: 'PUT',
    body: change,
    schema: marketingSettingsViewSchema,
  });

/** Today's calendar day in India, YYYY-MM-DD: the earliest day a new version may take effect. */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}
