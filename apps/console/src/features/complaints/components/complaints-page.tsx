import { useState } from 'react';
import { Alert, Button, Card, Select, Space, Switch, Table, Typography } from 'antd';
import { Link } from 'react-router';
import {
  COMPLAINT_STATUSES,
  isPendingComplaint,
  type ComplaintListItem,
  type ComplaintStatus,
} from '@saral/contract/api/ops-complaints';
import { downloadCsv, toCsv } from '../../../shared/csv-export';
import { formatDate, formatDateTime } from '../../../shared/format';
import { KeysetPager } from '../../../shared/keyset-pager';
import { useMay } from '../../../shared/operator-context';
import { useKeysetPages } from '../../../shared/use-keyset-pages';
import { fetchComplaints } from '../api/complaints-api';
import {
  CATEGORY_LABELS,
  CHANNEL_LABELS,
  ClockTag,
  STATUS_LABELS,
  StatusTag,
} from './complaint-labels';
import { NewComplaintForm } from './new-complaint-form';

type StatusFilter = ComplaintStatus | 'all';

/** Borrowers' complaints, oldest due first, with what is left of RBI's 30 days to resolve them. */
export function ComplaintsPage() {
  const [status, setStatus] = useState<StatusFilter>('all');
  const [overdue, setOverdue] = useState(false);
  const [creating, setCreating] = useState(false);
  const mayManage = useMay('complaints.manage');
  const pages = useKeysetPages(['ops', 'complaints', 'list', status, overdue], (cursor) =>
    fetchComplaints({
      ...(status === 'all' ? {} : { status }),
      ...(overdue ? { overdue: true } : {}),
      ...(cursor ? { cursor } : {}),
    }),
  );

  return (
    <Card
      title="Complaints"
      extra={
        <Space>
          <Select<StatusFilter>
            aria-label="Status"
            value={status}
            onChange={setStatus}
            style={{ width: 150 }}
            options={[
              { value: 'all', label: 'All statuses' },
              ...COMPLAINT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
            ]}
          />
          <Space size={6}>
            <Switch aria-label="Overdue only" checked={overdue} onChange={setOverdue} />
            <Typography.Text>Overdue</Typography.Text>
          </Space>
          <Button
            onClick={() =>
              downloadCsv(
                'complaints.csv',
                toCsv(pages.items, [
                  { title: 'Id', value: (row) => row.id },
                  { title: 'Borrower', value: (row) => row.borrower.name },
                  { title: 'Phone', value: (row) => row.borrower.phone },
                  { title: 'Order', value: (row) => row.orderNo },
                  { title: 'Category', value: (row) => CATEGORY_LABELS[row.category] },
                  { title: 'Channel', value: (row) => CHANNEL_LABELS[row.channel] },
                  { title: 'Status', value: (row) => STATUS_LABELS[row.status] },
                  { title: 'Received', value: (row) => row.receivedAt },
                  { title: 'Due', value: (row) => row.dueDate },
                  { title: 'Days left', value: (row) => row.daysLeft },
                  { title: 'Overdue', value: (row) => (row.overdue ? 'yes' : 'no') },
                  { title: 'Assigned to', value: (row) => row.assignedTo?.username },
                ]),
              )
            }
          >
            Export CSV
          </Button>
          {mayManage ? (
            <Button type="primary" onClick={() => setCreating(true)}>
              New complaint
            </Button>
          ) : null}
        </Space>
      }
    >
      {pages.page.error ? (
        <Alert
          type="error"
          showIcon
          title={pages.page.error.message}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Table<ComplaintListItem>
        rowKey="id"
        loading={pages.page.isFetching}
        dataSource={pages.items}
        pagination={false}
        columns={[
          {
            title: 'Complaint',
            dataIndex: 'id',
            render: (id: number) => <Link to={`/complaints/${id}`}>#{id}</Link>,
          },
          {
            title: 'Borrower',
            key: 'borrower',
            render: (_value, row) => (
              <div>
                <div>{row.borrower.name ?? '—'}</div>
                <Typography.Text type="secondary">{row.borrower.phone}</Typography.Text>
              </div>
            ),
          },
          {
            title: 'Order',
            dataIndex: 'orderNo',
            render: (orderNo: string | null, row) =>
              orderNo && row.orderId ? <Link to={`/loans/${row.orderId}`}>{orderNo}</Link> : '—',
          },
          {
            title: 'Category',
            dataIndex: 'category',
            render: (value: ComplaintListItem['category']) => CATEGORY_LABELS[value],
          },
          {
            title: 'Status',
            dataIndex: 'status',
            render: (value: ComplaintStatus) => <StatusTag status={value} />,
          },
          { title: 'Received', dataIndex: 'receivedAt', render: formatDateTime },
          { title: 'Resolve by', dataIndex: 'dueDate', render: formatDate },
          {
            title: '30-day clock',
            key: 'clock',
            render: (_value, row) =>
              isPendingComplaint(row.status) ? (
                <ClockTag status={row.status} receivedAt={row.receivedAt} />
              ) : (
                '—'
              ),
          },
          {
            title: 'Assigned to',
            key: 'assigned',
            render: (_value, row) => row.assignedTo?.username ?? '—',
          },
        ]}
      />
      <KeysetPager {...pages} />
      <NewComplaintForm open={creating} onClose={() => setCreating(false)} />
    </Card>
  );
}
