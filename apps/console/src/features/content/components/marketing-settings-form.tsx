import { Alert, App, Button, Descriptions, Form, Input, Select, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarketingOverride } from '@saral/contract/api/marketing';
import type { MarketingSettingsView } from '@saral/contract/api/ops-content';
import { EditErrorAlert } from '../../../shared/edit-error';
import { useMay } from '../../../shared/operator-context';
import { marketingSettingsQueryOptions, saveMarketingSettings } from '../api/content-api';

/** '' keeps the server's setting, 'off' switches the service off, else the value itself. */
type Fields = {
  metaPixelId: string;
  pixelScriptUrl: string;
  adjustAppToken: string;
  adjustEnvironment: 'server' | 'production' | 'sandbox';
};

const OFF = 'off';

function toFields({ override }: MarketingSettingsView): Fields {
  return {
    metaPixelId: override.metaPixelId === null ? OFF : (override.metaPixelId ?? ''),
    pixelScriptUrl: override.pixelScriptUrl ?? '',
    adjustAppToken: override.adjustAppToken === null ? OFF : (override.adjustAppToken ?? ''),
    adjustEnvironment: override.adjustEnvironment ?? 'server',
  };
}

function toOverride(fields: Fields): MarketingOverride {
  const id = (value: string) => {
    const trimmed = value.trim();
    if (trimmed === '') return undefined;
    return trimmed.toLowerCase() === OFF ? null : trimmed;
  };
  const override: MarketingOverride = {};
  const pixel = id(fields.metaPixelId);
  if (pixel !== undefined) override.metaPixelId = pixel;
  if (fields.pixelScriptUrl.trim()) override.pixelScriptUrl = fields.pixelScriptUrl.trim();
  const adjust = id(fields.adjustAppToken);
  if (adjust !== undefined) override.adjustAppToken = adjust;
  if (fields.adjustEnvironment !== 'server') override.adjustEnvironment = fields.adjustEnvironment;
  return override;
}

/** The marketing pixel and attribution override (settings.write); empty fields: the server's. */
export function MarketingSettingsForm() {
  const settings = useQuery(marketingSettingsQueryOptions());
  const mayWrite = useMay('settings.write');
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const save = useMutation({
    // The revision loaded with the form: a change made meanwhile is not overwritten (409).
    mutationFn: (fields: Fields) =>
      saveMarketingSettings({
        override: toOverride(fields),
        expectedRevision: settings.data?.revision ?? 0,
      }),
    onSuccess: (saved) => {
      void message.success('Saved');
      queryClient.setQueryData(marketingSettingsQueryOptions().queryKey, saved);
    },
  });
  if (settings.error) return <Alert type="error" showIcon title={settings.error.message} />;
  if (!settings.data) return null;
  const { effective } = settings.data;
  return (
    <div className="stack" style={{ maxWidth: 720 }}>
      <Descriptions size="small" bordered column={2} title="What applies now">
        <Descriptions.Item label="Meta pixel">{effective.metaPixelId ?? 'Off'}</Descriptions.Item>
        <Descriptions.Item label="Pixel script">{effective.pixelScriptUrl}</Descriptions.Item>
        <Descriptions.Item label="Adjust app token">
          {effective.adjustAppToken ?? 'Off'}
        </Descriptions.Item>
        <Descriptions.Item label="Adjust environment">
          {effective.adjustEnvironment}
        </Descriptions.Item>
      </Descriptions>
      <Form<Fields>
        key={JSON.stringify(settings.data.override)}
        layout="vertical"
        disabled={!mayWrite}
        initialValues={toFields(settings.data)}
        onFinish={(fields) => save.mutate(fields)}
      >
        <Typography.Paragraph type="secondary">
          Leave a field empty to use the server&apos;s setting; type off to switch a service off.
        </Typography.Paragraph>
        <Form.Item name="metaPixelId" label="Meta pixel id">
          <Input placeholder="Server's setting" />
        </Form.Item>
        <Form.Item name="pixelScriptUrl" label="Pixel script address (https)">
          <Input placeholder="Server's setting" />
        </Form.Item>
        <Form.Item name="adjustAppToken" label="Adjust app token">
          <Input placeholder="Server's setting" />
        </Form.Item>
        <Form.Item name="adjustEnvironment" label="Adjust environment">
          <Select
            options={[
              { value: 'server', label: "Server's setting" },
              { value: 'production', label: 'production' },
              { value: 'sandbox', label: 'sandbox' },
            ]}
          />
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
    </div>
  );
}
