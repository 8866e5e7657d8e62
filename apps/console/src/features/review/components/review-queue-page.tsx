import { useState } from 'react';
import { Button, Card, Form, InputNumber, Select, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { ReviewQueueItem } from '@saral/contract/api/ops-review-queue';
import { downloadCsv, toCsv } from '../../../shared/csv-export';
import { formatAge, formatDateTime, formatRupees } from '../../../shared/format';
import { KeysetPager } from '../../../shared/keyset-pager';
import { ListError, ProductFilter, SearchFilter } from '../../../shared/list-filters';
import { useKeysetPages } from '../../../shared/use-keyset-pages';
import { fetchReviewQueue, type ReviewQueueFilters } from '../api/review-api';

const failedChecks = (application: ReviewQueueItem) =>
  application.checks.filter((check) => !check.passed);

/** Drops the empty fields: they are no filter. */
function toFilters(fields: ReviewQueueFilters): ReviewQueueFilters {
  return Object.fromEntries(
    Object.entries({ ...fields, q: fields.q?.trim() || undefined }).filter(
      ([, value]) => value !== undefined && value !== null,
    ),
  ) as ReviewQueueFilters;
}

/** Applications waiting for a credit reviewer, the one waiting longest first, in server pages. */
export function ReviewQueuePage() {
  const [form] = Form.useForm<ReviewQueueFilters>();
  const [filters, setFilters] = useState<ReviewQueueFilters>({});
  const pages = useKeysetPages(['ops', 'applications', 'queue', filters], (cursor) =>
    fetchReviewQueue(filters, cursor),
  );
  const sort = filters.sort ?? 'waitedLongest';

  return (
    <Card
      title="Waiting for review"
      extra={
        <Button
          disabled={pages.items.length === 0}
          onClick={() =>
            downloadCsv(
              'review-queue.csv',
              toCsv(pages.items, [
                { title: 'Order', value: (row) => row.orderNo },
                { title: 'Product', value: (row) => row.productName },
                { title: 'Borrower', value: (row) => row.borrowerName },
                { title: 'Phone', value: (row) => row.phone },
                { title: 'Amount', value: (row) => row.loanAmount },
                { title: 'Applied at', value: (row) => row.applyTime },
                { title: 'Failed checks', value: (row) => failedChecks(row).length },
              ]),
            )
          }
        >
          Export CSV
        </Button>
      }
    >
      <Form<ReviewQueueFilters>
        form={form}
        layout="inline"
        className="loan-filters"
        initialValues={{ sort: 'waitedLongest', limit: 25 }}
        onFinish={(fields) => setFilters(toFilters(fields))}
      >
        <SearchFilter label="Search applications" width={280} />
        <ProductFilter />
        <Form.Item name="amountMin">
          <InputNumber aria-label="Amount from" placeholder="₹ from" min={1} />
        </Form.Item>
        <Form.Item name="amountMax">
          <InputNumber aria-label="Amount to" placeholder="₹ to" min={1} />
        </Form.Item>
        <Form.Item name="checks">
          <Select
            aria-label="Checks"
            placeholder="Checks"
            allowClear
            style={{ width: 150 }}
            options={[
              { value: 'failed', label: 'Some failed' },
              { value: 'passed', label: 'All passed' },
            ]}
          />
        </Form.Item>
        <Form.Item name="sort">
          <Select
            aria-label="Sort"
            style={{ width: 190 }}
            options={[
              { value: 'waitedLongest', label: 'Longest in queue first' },
              { value: 'newest', label: 'Newest first' },
            ]}
          />
        </Form.Item>
        <Form.Item name="limit">
          <Select
            aria-label="Rows per page"
            style={{ width: 120 }}
            options={[10, 25, 50, 100].map((value) => ({ value, label: `${value} a page` }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          Search
        </Button>
      </Form>
      <ListError error={pages.page.error} />
      <Table<ReviewQueueItem>
        rowKey="orderId"
        loading={pages.page.isFetching}
        dataSource={pages.items}
        pagination={false}
        onChange={(_pagination, _filters, sorter) => {
          // The "In queue" header sorts on the server: longest first (descend) or newest first.
          const order = Array.isArray(sorter) ? undefined : sorter.order;
          const next = order === 'ascend' ? 'newest' : 'waitedLongest';
          form.setFieldValue('sort', next);
          setFilters((current) => ({ ...current, sort: next }));
        }}
        columns={[
          {
            title: 'Order',
            dataIndex: 'orderNo',
            render: (orderNo: string, row) => <Link to={`/review/${row.orderId}`}>{orderNo}</Link>,
          },
          { title: 'Product', dataIndex: 'productName' },
          { title: 'Borrower', dataIndex: 'borrowerName', render: (value) => value ?? '—' },
          { title: 'Phone', dataIndex: 'phone' },
          { title: 'Amount', dataIndex: 'loanAmount', render: formatRupees },
          {
            title: 'Purpose',
            dataIndex: 'purpose',
            render: (value: string | null) => value ?? '—',
          },
          { title: 'Applied', dataIndex: 'applyTime', render: formatDateTime },
          {
            title: 'In queue',
            dataIndex: 'applyTime',
            key: 'age',
            render: (applyTime: string) => formatAge(applyTime),
            sorter: true,
            sortDirections: ['descend', 'ascend', 'descend'],
            sortOrder: sort === 'newest' ? 'ascend' : 'descend',
          },
          {
            title: 'Checks',
            key: 'checks',
            render: (_value, row) => {
              const failed = failedChecks(row);
              return failed.length === 0 ? (
                <Tag color="green">All passed</Tag>
              ) : (
                <Typography.Text type="danger">{failed.length} failed</Typography.Text>
              );
            },
          },
        ]}
      />
      <KeysetPager {...pages} />
    </Card>
  );
}
