import { queryOptions } from '@tanstack/react-query';
import type { MarketingOverride } from '@saral/contract/api/marketing';
import {
  contentEntrySchema,
  contentListResponseSchema,
  marketingSettingsViewSchema,
  onboardingSettingsSchema,
  type ContentKey,
  type ContentSaveBody,
  type OnboardingSettingsView,
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

export const saveOnboardingSettings = (settings: OnboardingSettingsView) =>
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

export const saveMarketingSettings = (override: MarketingOverride) =>
  opsCall('/settings/marketing', {
    method: 'PUT',
    body: override,
    schema: marketingSettingsViewSchema,
  });

/** Today's calendar day in India, YYYY-MM-DD: the earliest day a new version may take effect. */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}
