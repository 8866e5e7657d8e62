import { useState } from 'react';
import { Alert, App, Button, Card, Select, Space, Table, Tag } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  FINANCE_REQUEST_KINDS,
  FINANCE_REQUEST_STATUSES,
  type FinanceRequest,
} from '@saral/contract/api/operator-finance';
import { downloadCsv, toCsv } from '../../../shared/csv-export';
import { formatDate, formatDateTime, formatRupees } from '../../../shared/format';
import { KeysetPager } from '../../../shared/keyset-pager';
import { useMay, useOperator } from '../../../shared/operator-context';
import { ReasonDialog } from '../../../shared/reason-dialog';
import { useKeysetPages } from '../../../shared/use-keyset-pages';
import {
  approveFinanceRequest,
  fetchFinanceRequests,
  rejectFinanceRequest,
} from '../api/finance-api';

const KIND_LABELS: Record<FinanceRequest['kind'], string> = {
  manual_repayment: 'Manual repayment',
  fee_waiver: 'Overdue-fee waiver',
};
type StatusFilter = FinanceRequest['status'] | 'all';

/**
 * Manual repayments and fee waivers waiting for a second operator (maker-checker): the maker
 * cannot approve their own request; the server refuses it too.
 */
export function FinanceRequestsPage() {
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [kind, setKind] = useState<FinanceRequest['kind'] | 'all'>('all');
  const [rejecting, setRejecting] = useState<FinanceRequest | null>(null);
  const mayManage = useMay('finance.manage');
  const me = useOperator();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const pages = useKeysetPages(['ops', 'finance-requests', status, kind], (cursor) =>
    fetchFinanceRequests({
      ...(status === 'all' ? {} : { status }),
      ...(kind === 'all' ? {} : { kind }),
      ...(cursor ? { cursor } : {}),
    }),
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['ops'] });
  const approve = useMutation({
    mutationFn: approveFinanceRequest,
    onSuccess: async (request) => {
      void message.success(`${KIND_LABELS[request.kind]} approved and posted`);
      await refresh();
    },
  });
  const reject = useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) => rejectFinanceRequest(id, text),
    onSuccess: async () => {
      setRejecting(null);
      await refresh();
    },
  });
  const error = pages.page.error ?? approve.error;

  return (
    <Card
      title="Finance requests"
      extra={
        <Space>
          <Select<StatusFilter>
            aria-label="Status"
            value={status}
            onChange={setStatus}
            style={{ width: 140 }}
            options={[
              { value: 'all', label: 'All statuses' },
              ...FINANCE_REQUEST_STATUSES.map((value) => ({ value, label: value })),
            ]}
          />
          <Select
            aria-label="Kind"
            value={kind}
            onChange={setKind}
            style={{ width: 200 }}
            options={[
              { value: 'all', label: 'All kinds' },
              ...FINANCE_REQUEST_KINDS.map((value) => ({ value, label: KIND_LABELS[value] })),
            ]}
          />
          <Button
            onClick={() =>
              downloadCsv(
                'finance-requests.csv',
                toCsv(pages.items, [
                  { title: 'Id', value: (row) => row.id },
                  { title: 'Kind', value: (row) => row.kind },
                  { title: 'Order', value: (row) => row.orderNo },
                  { title: 'Amount', value: (row) => row.amount },
                  { title: 'Bank reference', value: (row) => row.bankReference },
                  { title: 'Status', value: (row) => row.status },
                  { title: 'Maker', value: (row) => row.maker },
                  { title: 'Checker', value: (row) => row.checker },
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
      <Table<FinanceRequest>
        rowKey="id"
        loading={pages.page.isFetching}
        dataSource={pages.items}
        pagination={false}
        columns={[
          {
            title: 'Kind',
            dataIndex: 'kind',
            render: (value: FinanceRequest['kind']) => KIND_LABELS[value],
          },
          {
            title: 'Order',
            dataIndex: 'orderNo',
            render: (orderNo: string, row) => <Link to={`/loans/${row.orderId}`}>{orderNo}</Link>,
          },
          { title: 'Amount', dataIndex: 'amount', render: formatRupees },
          {
            title: 'Reference / reason',
            key: 'detail',
            render: (_value, row) =>
              row.bankReference
                ? `${row.bankReference} (received ${formatDate(row.receivedOn)})`
                : (row.reason ?? '—'),
          },
          {
            title: 'Status',
            dataIndex: 'status',
            render: (value: string) => (
              <Tag color={value === 'pending' ? 'gold' : value === 'approved' ? 'green' : 'red'}>
                {value}
              </Tag>
            ),
          },
          { title: 'Asked by', dataIndex: 'maker' },
          { title: 'Decided by', dataIndex: 'checker', render: (value) => value ?? '—' },
          { title: 'Asked at', dataIndex: 'createdAt', render: formatDateTime },
          ...(mayManage
            ? [
                {
                  title: 'Action',
                  key: 'action',
                  render: (_value: unknown, row: FinanceRequest) =>
                    row.status !== 'pending' ? null : row.maker === me.username ? (
                      <Tag>Waiting for a second operator</Tag>
                    ) : (
                      <Space>
                        <Button
                          size="small"
                          type="primary"
                          loading={approve.isPending && approve.variables === row.id}
                          onClick={() => approve.mutate(row.id)}
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
      <KeysetPager {...pages} />
      <ReasonDialog
        open={rejecting !== null}
        title="Reject request"
        okText="Reject"
        pending={reject.isPending}
        error={reject.error}
        onSubmit={(text) => rejecting && reject.mutate({ id: rejecting.id, text })}
        onCancel={() => setRejecting(null)}
      />
    </Card>
  );
}
