import { Alert, App, Button, Form, Radio, Select, Switch, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KycPageType, PageType } from '@saral/contract/onboarding';
import type { OnboardingSettingsChange } from '@saral/contract/api/ops-content';
import { EditErrorAlert } from '../../../shared/edit-error';
import { useMay } from '../../../shared/operator-context';
import { onboardingSettingsQueryOptions, saveOnboardingSettings } from '../api/content-api';

const STEP_OPTIONS = [
  { value: PageType.basic, label: 'Basic information' },
  { value: PageType.work, label: 'Work information' },
  { value: PageType.identity, label: 'Identity (Aadhaar and PAN)' },
  { value: PageType.face, label: 'Face check' },
  { value: PageType.contact, label: 'Emergency contacts' },
];

type Fields = { stepOrder: number[]; kycPageType: number; contactsInApp: boolean };

/** The onboarding settings: step order, identity variant, contacts in the app (settings.write). */
export function OnboardingSettingsForm() {
  const settings = useQuery(onboardingSettingsQueryOptions());
  const mayWrite = useMay('settings.write');
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const save = useMutation({
    mutationFn: (fields: Fields) => {
      // The revision loaded with the form: a change made meanwhile is not overwritten (409).
      const next: OnboardingSettingsChange = {
        ...fields,
        contactsInApp: fields.contactsInApp ? 1 : 0,
        expectedRevision: settings.data?.revision ?? 0,
      };
      return saveOnboardingSettings(next);
    },
    onSuccess: (saved) => {
      void message.success('Saved');
      queryClient.setQueryData(onboardingSettingsQueryOptions().queryKey, saved);
    },
  });
  if (settings.error) return <Alert type="error" showIcon title={settings.error.message} />;
  if (!settings.data) return null;
  return (
    <Form<Fields>
      key={JSON.stringify(settings.data)}
      layout="vertical"
      style={{ maxWidth: 640 }}
      disabled={!mayWrite}
      initialValues={{ ...settings.data, contactsInApp: settings.data.contactsInApp === 1 }}
      onFinish={(fields) => save.mutate(fields)}
    >
      <Form.Item
        name="stepOrder"
        label="Steps, in the order borrowers take them"
        extra="Pick the steps in order; a step left out is not asked for."
        rules={[{ required: true, message: 'Keep at least one step' }]}
      >
        <Select mode="multiple" options={STEP_OPTIONS} aria-label="Steps" />
      </Form.Item>
      <Form.Item name="kycPageType" label="Identity step">
        <Radio.Group
          options={[
            { value: KycPageType.upload, label: 'Card photos (Aadhaar front and back, PAN)' },
            { value: KycPageType.aadhaarOtp, label: 'Aadhaar number with a one-time code' },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="contactsInApp"
        label="Contacts in the app"
        valuePropName="checked"
        extra="On: at the contact step the web sends borrowers to the app (can-apply continueInApp)."
      >
        <Switch />
      </Form.Item>
      <EditErrorAlert
        error={save.error}
        onReload={() => {
          save.reset();
          void settings.refetch();
        }}
      />
      {mayWrite ? (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Save
        </Button>
      ) : (
        <Typography.Text type="secondary">Only an admin changes these settings.</Typography.Text>
      )}
    </Form>
  );
}
