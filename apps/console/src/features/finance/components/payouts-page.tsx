import { useState } from 'react';
import { Alert, App, Button, Card, Segmented, Space, Table, Tag } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PAYOUT_STATUSES, type OperatorPayout } from '@saral/contract/api/operator-finance';
import { downloadCsv, toCsv } from '../../../shared/csv-export';
import { formatDateTime, formatRupees } from '../../../shared/format';
import { KeysetPager } from '../../../shared/keyset-pager';
import { useMay } from '../../../shared/operator-context';
import { ReasonDialog } from '../../../shared/reason-dialog';
import { useKeysetPages } from '../../../shared/use-keyset-pages';
import { cancelPayout, fetchPayouts, retryPayout } from '../api/finance-api';

type Status = OperatorPayout['status'];

/** Payouts by status; failed ones can be sent again or cancelled for good. */
export function PayoutsPage() {
  const [status, setStatus] = useState<Status>('failed');
  const [cancelling, setCancelling] = useState<OperatorPayout | null>(null);
  const mayManage = useMay('payouts.manage');
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const pages = useKeysetPages(['ops', 'payouts', status], (cursor) =>
    fetchPayouts({ status, ...(cursor ? { cursor } : {}) }),
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['ops', 'payouts'] });
  const retry = useMutation({
    mutationFn: retryPayout,
    onSuccess: async () => {
      void message.success('Payout queued again');
      await refresh();
    },
  });
  const cancel = useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) => cancelPayout(id, text),
    onSuccess: async () => {
      setCancelling(null);
      void message.success('Payout cancelled');
      await refresh();
    },
  });
  const error = pages.page.error ?? retry.error;

  return (
    <Card
      title="Payouts"
      extra={
        <Space>
          <Segmented<Status>
            value={status}
            onChange={setStatus}
            options={PAYOUT_STATUSES.map((value) => ({ value, label: value }))}
          />
          <Button
            onClick={() =>
              downloadCsv(
                `payouts-${status}.csv`,
                toCsv(pages.items, [
                  { title: 'Order', value: (row) => row.orderNo },
                  { title: 'Amount', value: (row) => row.amount },
                  { title: 'Status', value: (row) => row.status },
                  { title: 'Failure', value: (row) => row.failureReason },
                  { title: 'Updated', value: (row) => row.updatedAt },
                ]),
              )
            }
          >
            Export CSV
          </Button>
        </Space>
      }
    >
      {error ? (
        <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />
      ) : null}
      <Table<OperatorPayout>
        rowKey="id"
        loading={pages.page.isFetching}
        dataSource={pages.items}
        pagination={false}
        columns={[
          {
            title: 'Order',
            dataIndex: 'orderNo',
            render: (orderNo: string, row) => <Link to={`/loans/${row.orderId}`}>{orderNo}</Link>,
          },
          { title: 'Amount', dataIndex: 'amount', render: formatRupees },
          { title: 'Account', dataIndex: 'accountLast4', render: (last4: string) => `••${last4}` },
          {
            title: 'Status',
            dataIndex: 'status',
            render: (value: string) => (
              <Tag color={value === 'failed' ? 'red' : value === 'paid' ? 'green' : 'blue'}>
                {value}
              </Tag>
            ),
          },
          { title: 'Failure reason', dataIndex: 'failureReason', render: (value) => value ?? '—' },
          { title: 'Attempts', dataIndex: 'attempts' },
          { title: 'Retries by staff', dataIndex: 'operatorRetries' },
          { title: 'Updated', dataIndex: 'updatedAt', render: formatDateTime },
          ...(mayManage && status === 'failed'
            ? [
                {
                  title: 'Action',
                  key: 'action',
                  render: (_value: unknown, row: OperatorPayout) => (
                    <Space>
                      <Button
                        size="small"
                        type="primary"
                        loading={retry.isPending && retry.variables === row.id}
                        onClick={() => retry.mutate(row.id)}
                      >
                        Retry
                      </Button>
                      <Button size="small" danger onClick={() => setCancelling(row)}>
                        Cancel
                      </Button>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <KeysetPager {...pages} />
      <ReasonDialog
        open={cancelling !== null}
        title={`Cancel payout of ${cancelling?.orderNo ?? ''}`}
        okText="Cancel payout"
        pending={cancel.isPending}
        error={cancel.error}
        onSubmit={(text) => cancelling && cancel.mutate({ id: cancelling.id, text })}
        onCancel={() => setCancelling(null)}
      >
        <p>
          The order stays Failed: no loan is made. Say why (the borrower's support team reads it).
        </p>
      </ReasonDialog>
    </Card>
  );
}
