import { Alert, Button, Card, Form, InputNumber, Space, Table } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CREDIT_TIERS_MAX,
  creditTiersSchema,
  type CreditTier,
  type CreditTiers,
} from '@saral/contract/api/ops-versions';
import { checkWithContract } from '../../../shared/contract-rules';
import { EditErrorAlert } from '../../../shared/edit-error';
import { formatRupees } from '../../../shared/format';
import { useMay } from '../../../shared/operator-context';
import { decideTiers, proposeTiers, tierVersionsQueryOptions } from '../api/setting-versions-api';
import { PendingNotice, ReasonField, useProposal } from './proposal-parts';
import { useVersionDecisions } from './use-version-decisions';
import { VersionsTable } from './versions-table';

type Fields = { tiers: CreditTiers; reason: string };

const summary = (tiers: CreditTiers) =>
  tiers
    .map(
      (tier) =>
        `from loan ${tier.loans}: ${formatRupees(tier.minRupees)}–${formatRupees(tier.maxRupees)}`,
    )
    .join('; ');

function ProposeTiersForm({
  current,
  baseVersion,
  onChanged,
}: {
  current: CreditTiers;
  baseVersion: number;
  onChanged: () => Promise<unknown>;
}) {
  const [form] = Form.useForm<Fields>();
  const propose = useProposal(
    'Tiers',
    ({ tiers, reason }: Fields) => proposeTiers({ value: tiers, reason, baseVersion }),
    onChanged,
  );
  return (
    <Form<Fields>
      form={form}
      // Field ids apart from the other forms on the page (labels point at their own field).
      name="tiers"
      layout="vertical"
      aria-label="Propose credit tiers"
      initialValues={{ tiers: current, reason: '' }}
      onFinish={(values) => {
        if (checkWithContract(form, creditTiersSchema, values.tiers, ['tiers'])) {
          propose.mutate(values);
        }
      }}
    >
      <Form.List name="tiers">
        {(fields, { add, remove }) => (
          <>
            {fields.map((item, index) => (
              <Space
                key={item.key}
                align="start"
                aria-label={`Tier ${index + 1}`}
                style={{ display: 'flex' }}
              >
                <Form.Item name={[item.name, 'loans']} label={`Tier ${index + 1}: from loan`}>
                  <InputNumber aria-label={`Tier ${index + 1} from loan`} />
                </Form.Item>
                <Form.Item name={[item.name, 'minRupees']} label="Minimum (₹)">
                  <InputNumber aria-label={`Tier ${index + 1} minimum`} step={500} />
                </Form.Item>
                <Form.Item name={[item.name, 'maxRupees']} label="Maximum (₹)">
                  <InputNumber aria-label={`Tier ${index + 1} maximum`} step={500} />
                </Form.Item>
                {fields.length > 1 ? (
                  <Button style={{ marginTop: 30 }} onClick={() => remove(item.name)}>
                    Remove
                  </Button>
                ) : null}
              </Space>
            ))}
            {fields.length < CREDIT_TIERS_MAX ? (
              <Form.Item>
                <Button onClick={() => add()}>Add a tier</Button>
              </Form.Item>
            ) : null}
          </>
        )}
      </Form.List>
      <div className="rules-form">
        <ReasonField />
      </div>
      <EditErrorAlert error={propose.error} onReload={() => void onChanged()} />
      <Button type="primary" htmlType="submit" loading={propose.isPending}>
        Propose tiers
      </Button>
    </Form>
  );
}

/**
 * The credit tiers (how much a borrower's nth loan may be) in versions: the approved tiers, a
 * proposal (products.propose) and the versions a second admin approves or rejects.
 */
export function CreditTiersCard() {
  const versions = useQuery(tierVersionsQueryOptions());
  const mayPropose = useMay('products.propose');
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['ops', 'credit-tiers'] });
  const decisions = useVersionDecisions({
    approve: (version) => decideTiers(version, { approve: true }),
    reject: (version, reason) => decideTiers(version, { approve: false, reason }),
    approvedMessage: (version) => `Tiers version ${version} approved: limits follow it now`,
    refresh,
  });
  const current = versions.data?.find((version) => version.status === 'approved');
  const pending = versions.data?.find((version) => version.status === 'pending');
  const error = versions.error ?? decisions.approve.error;
  return (
    <Card title="Credit tiers" loading={versions.isPending}>
      {error ? (
        <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />
      ) : null}
      {current ? (
        <Table<CreditTier>
          rowKey="loans"
          size="small"
          aria-label="Current credit tiers"
          title={() => `Current: version ${current.version}`}
          pagination={false}
          dataSource={current.value}
          columns={[
            { title: 'From loan', dataIndex: 'loans' },
            { title: 'Minimum', dataIndex: 'minRupees', render: formatRupees },
            { title: 'Maximum', dataIndex: 'maxRupees', render: formatRupees },
          ]}
        />
      ) : null}
      {mayPropose && pending ? <PendingNotice what="Tiers" version={pending.version} /> : null}
      {mayPropose && current && !pending ? (
        <Card type="inner" title="Propose new tiers" style={{ margin: '16px 0' }}>
          <ProposeTiersForm
            key={current.version}
            current={current.value}
            baseVersion={current.version}
            onChanged={refresh}
          />
        </Card>
      ) : null}
      <VersionsTable
        label="Credit tiers versions"
        rows={versions.data ?? []}
        summary={(row) => summary(row.value)}
        {...decisions.tableProps}
      />
    </Card>
  );
}
