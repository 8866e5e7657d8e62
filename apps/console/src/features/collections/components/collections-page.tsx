import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Segmented, Space, Table, Tag } from 'antd';
import { Link } from 'react-router';
import type { CollectionItem } from '@saral/contract/api/ops-collections';
import { DPD_BUCKETS } from '@saral/contract/api/ops-dashboard';
import { downloadCsv, toCsv } from '../../../shared/csv-export';
import { formatDate, formatDateTime, formatRupees } from '../../../shared/format';
import { KeysetPager } from '../../../shared/keyset-pager';
import { useKeysetPages } from '../../../shared/use-keyset-pages';
import { fetchCollections, type CollectionsFilters } from '../api/collections-api';

const ALL = 'All';
const BUCKET_OPTIONS = [ALL, ...DPD_BUCKETS.map((bucket) => bucket.label)];

export const CHANNEL_LABELS: Record<string, string> = { call: 'Call', sms: 'SMS', visit: 'Visit' };
export const OUTCOME_LABELS: Record<string, string> = {
  reached: 'Reached',
  no_answer: 'No answer',
  promised: 'Promised',
  refused: 'Refused',
  wrong_number: 'Wrong number',
};

/** The collections queue: late loans, most days past due first, by bucket and agent. */
export function CollectionsPage() {
  const [bucket, setBucket] = useState(ALL);
  const [mine, setMine] = useState(false);
  const filters: CollectionsFilters = {
    ...(bucket === ALL ? {} : { bucket }),
    ...(mine ? { agent: 'me' as const } : {}),
  };
  const pages = useKeysetPages(['ops', 'collections', 'queue', filters], (cursor) =>
    fetchCollections(filters, cursor),
  );

  return (
    <Card
      title="Collections"
      extra={
        <Button
          onClick={() =>
            downloadCsv(
              'collections.csv',
              toCsv(pages.items, [
                { title: 'Order', value: (row) => row.orderNo },
                { title: 'Borrower', value: (row) => row.borrowerName },
                { title: 'Phone', value: (row) => row.phone },
                { title: 'Owed', value: (row) => row.owed },
                { title: 'Due', value: (row) => row.dueDate },
                { title: 'Days past due', value: (row) => row.daysPastDue },
                { title: 'Bucket', value: (row) => row.bucket },
                { title: 'Agent', value: (row) => row.agentName ?? row.agent },
                { title: 'Agent username', value: (row) => row.agent },
                { title: 'Promised on', value: (row) => row.openPromise?.promisedDate },
                { title: 'Promised amount', value: (row) => row.openPromise?.amount },
                { title: 'Last contact', value: (row) => row.lastContact?.at },
                { title: 'Last outcome', value: (row) => row.lastContact?.outcome },
              ]),
            )
          }
        >
          Export CSV
        </Button>
      }
    >
      <Space size="large" style={{ marginBottom: 16 }}>
        <Segmented
          aria-label="Days past due"
          options={BUCKET_OPTIONS}
          value={bucket}
          onChange={(value) => setBucket(String(value))}
        />
        <Checkbox checked={mine} onChange={(event) => setMine(event.target.checked)}>
          Assigned to me
        </Checkbox>
      </Space>
      {pages.page.error ? (
        <Alert
          type="error"
          showIcon
          title={pages.page.error.message}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Table<CollectionItem>
        rowKey="orderId"
        size="middle"
        loading={pages.page.isFetching}
        dataSource={pages.items}
        pagination={false}
        locale={{ emptyText: 'No late loans' }}
        columns={[
          {
            title: 'Order',
            dataIndex: 'orderNo',
            render: (orderNo: string, row) => <Link to={`/loans/${row.orderId}`}>{orderNo}</Link>,
          },
          { title: 'Borrower', dataIndex: 'borrowerName', render: (value) => value ?? '—' },
          { title: 'Phone', dataIndex: 'phone' },
          { title: 'Owed now', dataIndex: 'owed', render: formatRupees },
          { title: 'Due', dataIndex: 'dueDate', render: formatDate },
          {
            title: 'DPD',
            dataIndex: 'daysPastDue',
            render: (value: number, row) => (
              <Tag color={value > 30 ? 'red' : 'orange'}>
                {value} ({row.bucket})
              </Tag>
            ),
          },
          {
            title: 'Agent',
            dataIndex: 'agent',
            render: (value: string | null, row) =>
              value === null ? '—' : `${row.agentName ?? value} (${value})`,
          },
          {
            title: 'Promise',
            dataIndex: 'openPromise',
            render: (promise: CollectionItem['openPromise']) =>
              promise
                ? `${formatRupees(promise.amount)} by ${formatDate(promise.promisedDate)}`
                : '—',
          },
          {
            title: 'Last contact',
            dataIndex: 'lastContact',
            render: (contact: CollectionItem['lastContact']) =>
              contact
                ? `${CHANNEL_LABELS[contact.channel] ?? contact.channel}: ${OUTCOME_LABELS[contact.outcome] ?? contact.outcome}, ${formatDateTime(contact.at)}`
                : '—',
          },
          {
            title: '',
            key: 'open',
            render: (_value, row) => (
              <Link
                to={`/collections/${row.orderId}`}
                aria-label={`Collections log of ${row.orderNo}`}
              >
                Log
              </Link>
            ),
          },
        ]}
      />
      <KeysetPager {...pages} />
    </Card>
  );
}
