import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Space, Table, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductTerms, ProductVersion } from '@saral/contract/api/ops-products';
import { formatDateTime, formatRupees } from '../../../shared/format';
import { useMay, useOperator } from '../../../shared/operator-context';
import { ReasonDialog } from '../../../shared/reason-dialog';
import {
  approveProductVersion,
  productVersionsQueryOptions,
  rejectProductVersion,
} from '../api/product-terms-api';
import { ProposeTermsForm } from './propose-terms-form';

const STATUS_COLOURS: Record<ProductVersion['status'], string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
  superseded: 'default',
};

const summary = (terms: ProductTerms) =>
  `${terms.dailyInterestPercent}% a day, fee ${terms.processingFeePercent}%, up to ${formatRupees(terms.maxAmount)}, ${terms.tenureLabel}`;

/**
 * A product's terms in versions: the approved one, a proposal form (products.propose) and the
 * versions with Approve / Reject for a pending one proposed by another admin.
 */
export function ProductTermsCard({ productId, name }: { productId: number; name: string }) {
  const versions = useQuery(productVersionsQueryOptions(productId));
  const mayPropose = useMay('products.propose');
  const mayApprove = useMay('products.approve');
  const me = useOperator();
  const [rejecting, setRejecting] = useState<ProductVersion | null>(null);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['ops', 'products'] });
  const approve = useMutation({
    mutationFn: (version: number) => approveProductVersion(productId, version),
    onSuccess: async (version) => {
      void message.success(`Version ${version.version} approved: new orders use these terms`);
      await refresh();
    },
  });
  const reject = useMutation({
    mutationFn: ({ version, text }: { version: number; text: string }) =>
      rejectProductVersion(productId, version, text),
    onSuccess: async () => {
      setRejecting(null);
      await refresh();
    },
  });

  const current = versions.data?.find((version) => version.status === 'approved');
  const pending = versions.data?.find((version) => version.status === 'pending');
  const error = versions.error ?? approve.error;
  return (
    <Card title={`Terms: ${name}`} loading={versions.isPending}>
      {error ? (
        <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />
      ) : null}
      {current ? (
        <Descriptions
          size="small"
          column={3}
          title={`Current: version ${current.version}`}
          items={[
            { label: 'Interest / day', children: `${current.terms.dailyInterestPercent}%` },
            { label: 'Processing fee', children: `${current.terms.processingFeePercent}%` },
            { label: 'Up to', children: formatRupees(current.terms.maxAmount) },
            {
              label: 'Amounts',
              children: current.terms.amountChoices.map((value) => formatRupees(value)).join(', '),
            },
            { label: 'Period', children: `${current.terms.periodDays} days` },
            { label: 'Tenure label', children: current.terms.tenureLabel },
          ]}
        />
      ) : null}
      {mayPropose && pending ? (
        <Alert
          type="info"
          showIcon
          style={{ margin: '16px 0' }}
          title={`Version ${pending.version} is waiting for a second admin: new terms can be proposed once it is decided`}
        />
      ) : null}
      {mayPropose && current && !pending ? (
        <Card type="inner" title="Propose new terms" style={{ margin: '16px 0' }}>
          <ProposeTermsForm
            key={current.version}
            productId={productId}
            current={current.terms}
            baseVersion={current.version}
          />
        </Card>
      ) : null}
      <Table<ProductVersion>
        rowKey="id"
        size="small"
        aria-label="Terms versions"
        dataSource={versions.data ?? []}
        pagination={false}
        style={{ marginTop: 16 }}
        columns={[
          { title: 'Version', dataIndex: 'version' },
          {
            title: 'Status',
            dataIndex: 'status',
            render: (value: ProductVersion['status']) => (
              <Tag color={STATUS_COLOURS[value]}>{value}</Tag>
            ),
          },
          { title: 'Terms', key: 'terms', render: (_value, row) => summary(row.terms) },
          { title: 'Reason', dataIndex: 'reason' },
          { title: 'Proposed by', dataIndex: 'proposedBy' },
          { title: 'Proposed at', dataIndex: 'proposedAt', render: formatDateTime },
          {
            title: 'Decided',
            key: 'decided',
            render: (_value, row) =>
              row.decidedBy
                ? `${row.decidedBy}, ${formatDateTime(row.decidedAt)}${row.decisionReason ? `: ${row.decisionReason}` : ''}`
                : '—',
          },
          ...(mayApprove
            ? [
                {
                  title: 'Action',
                  key: 'action',
                  render: (_value: unknown, row: ProductVersion) =>
                    row.status !== 'pending' ? null : row.proposedById === me.id ? (
                      <Tag>Waiting for a second admin</Tag>
                    ) : (
                      <Space>
                        <Button
                          size="small"
                          type="primary"
                          loading={approve.isPending}
                          onClick={() => approve.mutate(row.version)}
                        >
                          Approve
                        </Button>
                        <Button size="small" danger onClick={() => setRejecting(row)}>
                          Reject
                        </Button>
                      </Space>
                    ),
                },
              ]
            : []),
        ]}
      />
      <ReasonDialog
        open={rejecting !== null}
        title={`Reject version ${rejecting?.version ?? ''}`}
        okText="Reject"
        pending={reject.isPending}
        error={reject.error}
        onSubmit={(text) => rejecting && reject.mutate({ version: rejecting.version, text })}
        onCancel={() => setRejecting(null)}
      />
    </Card>
  );
}
