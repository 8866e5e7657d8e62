import { useState } from 'react';
import { Alert, Card, Segmented, Skeleton, Space, Tabs, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { BorrowerLanguage } from '@saral/contract/api/language';
import type { ContentKey } from '@saral/contract/api/ops-content';
import { contentQueryOptions } from '../api/content-api';
import { ContentTextTab } from './content-text-tab';
import { MarketingSettingsForm } from './marketing-settings-form';
import { OnboardingSettingsForm } from './onboarding-settings-form';

const TEXT_TABS: { key: ContentKey; label: string }[] = [
  { key: 'faq', label: 'Help FAQ' },
  { key: 'about', label: 'About' },
  { key: 'privacy', label: 'Privacy policy' },
  { key: 'terms', label: 'Terms' },
];

const LANGUAGE_OPTIONS: { value: BorrowerLanguage; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'hi', label: 'हिन्दी (Hindi)' },
];

/**
 * Texts borrowers read, per language, and the onboarding and marketing settings, one tab each.
 * The language switch chooses which language's texts the text tabs show and save.
 */
export function ContentPage() {
  const [language, setLanguage] = useState<BorrowerLanguage>('en');
  const content = useQuery(contentQueryOptions(language));
  const textTab = (key: ContentKey) => {
    if (content.error) return <Alert type="error" showIcon title={content.error.message} />;
    const entry = content.data?.find((item) => item.key === key);
    if (!entry) return <Skeleton active />;
    // A new version (saved here or by someone else) starts the editor again from it.
    return (
      <ContentTextTab
        key={`${key}-${language}-${entry.latestVersion}`}
        entry={entry}
        language={language}
      />
    );
  };
  return (
    <Card>
      <Space style={{ marginBottom: 8 }}>
        <Typography.Text strong>Language of the texts</Typography.Text>
        <Segmented
          aria-label="Language of the texts"
          options={LANGUAGE_OPTIONS}
          value={language}
          onChange={(value) => setLanguage(value)}
        />
      </Space>
      <Tabs
        destroyOnHidden
        items={[
          ...TEXT_TABS.map(({ key, label }) => ({ key, label, children: textTab(key) })),
          { key: 'onboarding', label: 'Onboarding', children: <OnboardingSettingsForm /> },
          { key: 'marketing', label: 'Marketing', children: <MarketingSettingsForm /> },
        ]}
      />
    </Card>
  );
}
