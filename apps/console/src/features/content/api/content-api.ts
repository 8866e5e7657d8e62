import { queryOptions } from '@tanstack/react-query';
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

export const contentQueryOptions = () =>
  queryOptions({
    queryKey: ['ops', 'content'],
    queryFn: () => opsCall('/content', { schema: contentListResponseSchema }),
  });

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
