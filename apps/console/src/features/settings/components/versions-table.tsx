import { useState, type ReactNode } from 'react';
import { Button, Space, Table, Tag } from 'antd';
import type { ProductVersionStatus, VersionFields } from '@saral/contract/api/ops-products';
import { formatDateTime } from '../../../shared/format';
import { useMay, useOperator } from '../../../shared/operator-context';
import { ReasonDialog } from '../../../shared/reason-dialog';

const STATUS_COLOURS: Record<ProductVersionStatus, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
  superseded: 'default',
};

/**
 * The versions of one setting, newest first, with Approve / Reject on a pending one for admins
 * who did not propose it (products.approve); the proposer sees it waiting for a second admin.
 */
export function VersionsTable<T extends VersionFields>({
  label,
  rows,
  summary,
  approving,
  onApprove,
  rejecting,
  onReject,
}: {
  label: string;
  rows: T[];
  summary: (row: T) => ReactNode;
  approving: boolean;
  onApprove: (version: number) => void;
  rejecting: { pending: boolean; error: Error | null };
  onReject: (version: number, reason: string, done: () => void) => void;
}) {
  const mayApprove = useMay('products.approve');
  const me = useOperator();
  const [toReject, setToReject] = useState<T | null>(null);
  return (
    <>
      <Table<T>
        rowKey="id"
        size="small"
        aria-label={label}
        dataSource={rows}
        pagination={false}
        style={{ marginTop: 16 }}
        columns={[
          { title: 'Version', dataIndex: 'version' },
          {
            title: 'Status',
            dataIndex: 'status',
            render: (value: ProductVersionStatus) => (
              <Tag color={STATUS_COLOURS[value]}>{value}</Tag>
            ),
          },
          { title: 'What', key: 'summary', render: (_value, row) => summary(row) },
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
                  render: (_value: unknown, row: T) =>
                    row.status !== 'pending' ? null : row.proposedById === me.id ? (
                      <Tag>Waiting for a second admin</Tag>
                    ) : (
                      <Space>
                        <Button
                          size="small"
                          type="primary"
                          loading={approving}
                          onClick={() => onApprove(row.version)}
                        >
                          Approve
                        </Button>
                        <Button size="small" danger onClick={() => setToReject(row)}>
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
        open={toReject !== null}
        title={`Reject version ${toReject?.version ?? ''}`}
        okText="Reject"
        pending={rejecting.pending}
        error={rejecting.error}
        onSubmit={(text) => toReject && onReject(toReject.version, text, () => setToReject(null))}
        onCancel={() => setToReject(null)}
      />
    </>
  );
}
