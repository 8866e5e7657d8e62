import { useState } from 'react';
import { Alert, App, Button, Card, Input, Space, Table, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperatorProduct } from '@saral/contract/api/ops-products';
import { formatRupees } from '../../../shared/format';
import { useMay } from '../../../shared/operator-context';
import { productsQueryOptions } from '../../../shared/products-query';
import { iosApplyQueryOptions, saveIosApply } from '../api/settings-api';
import { CreditTiersCard } from './credit-tiers-card';
import { DecisionRulesCard } from './decision-rules-card';
import { ProductTermsCard } from './product-terms-card';

function IosApplyCard() {
  const setting = useQuery(iosApplyQueryOptions());
  const mayWrite = useMay('campaigns.write');
  const [draft, setDraft] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const save = useMutation({
    mutationFn: (url: string | null) => saveIosApply(url),
    onSuccess: async () => {
      setDraft(null);
      void message.success('Saved');
      await queryClient.invalidateQueries({ queryKey: iosApplyQueryOptions().queryKey });
    },
  });
  if (setting.error) return <Alert type="error" showIcon title={setting.error.message} />;
  const value = draft ?? setting.data?.iosH5Url ?? '';
  return (
    <Card title="Apply on iPhone" loading={setting.isPending}>
      <Typography.Paragraph type="secondary">
        Where Apply sends iOS visitors without a campaign of their own. Empty keeps them in Saral.
      </Typography.Paragraph>
      {save.error ? <Alert type="error" showIcon title={save.error.message} /> : null}
      <Space.Compact style={{ width: '100%' }}>
        <Input
          aria-label="iOS apply address"
          placeholder="https://…"
          value={value}
          disabled={!mayWrite}
          onChange={(event) => setDraft(event.target.value)}
        />
        {mayWrite ? (
          <Button
            type="primary"
            onClick={() => save.mutate(value.trim() || null)}
            loading={save.isPending}
          >
            Save
          </Button>
        ) : null}
      </Space.Compact>
    </Card>
  );
}

/** Products with their terms and decision rules, the credit tiers, and the iOS apply setting. */
export function SettingsPage() {
  const products = useQuery(productsQueryOptions());
  const [selected, setSelected] = useState<number | null>(null);
  const productId = selected ?? products.data?.[0]?.id ?? null;
  const mayCampaigns = useMay('campaigns.read');
  const productName = products.data?.find((p) => p.id === productId)?.name ?? '';
  return (
    <div className="stack">
      {products.error ? <Alert type="error" showIcon title={products.error.message} /> : null}
      <Card title="Products">
        <Table<OperatorProduct>
          rowKey="id"
          size="small"
          loading={products.isPending}
          dataSource={products.data ?? []}
          pagination={false}
          rowSelection={{
            type: 'radio',
            selectedRowKeys: productId === null ? [] : [productId],
            onChange: (keys) => setSelected(Number(keys[0])),
          }}
          columns={[
            { title: 'Product', dataIndex: 'name' },
            { title: 'Up to', dataIndex: 'maxAmount', render: formatRupees },
            {
              title: 'Interest / day',
              dataIndex: 'dailyInterestPercent',
              render: (value) => `${value}%`,
            },
            {
              title: 'Processing fee',
              dataIndex: 'processingFeePercent',
              render: (value) => `${value}%`,
            },
            { title: 'Term', dataIndex: 'tenureLabel' },
            { title: 'Version', dataIndex: 'version', render: (value) => value ?? '—' },
          ]}
        />
      </Card>
      {productId !== null ? (
        <ProductTermsCard key={`terms-${productId}`} productId={productId} name={productName} />
      ) : null}
      {productId !== null ? (
        <DecisionRulesCard key={`rules-${productId}`} productId={productId} name={productName} />
      ) : null}
      <CreditTiersCard />
      {mayCampaigns ? <IosApplyCard /> : null}
    </div>
  );
}
