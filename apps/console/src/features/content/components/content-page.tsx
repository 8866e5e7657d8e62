import { Alert, Card, Skeleton, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
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

/** Texts borrowers read and the onboarding and marketing settings, one tab each. */
export function ContentPage() {
  const content = useQuery(contentQueryOptions());
  const textTab = (key: ContentKey) => {
    if (content.error) return <Alert type="error" showIcon title={content.error.message} />;
    const entry = content.data?.find((item) => item.key === key);
    if (!entry) return <Skeleton active />;
    // A new version (saved here or by someone else) starts the editor again from it.
    return <ContentTextTab key={`${key}-${entry.latestVersion}`} entry={entry} />;
  };
  return (
    <Card>
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
