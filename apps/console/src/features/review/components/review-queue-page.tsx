import { Alert, Button, Card, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Application } from '@saral/contract/api/operator';
import { downloadCsv, toCsv } from '../../../shared/csv-export';
import { formatAge, formatDateTime, formatRupees } from '../../../shared/format';
import { reviewQueueQueryOptions } from '../api/review-api';

const failedChecks = (application: Application) =>
  application.checks.filter((check) => !check.passed);

/** Applications waiting for a credit reviewer, the one waiting longest first. */
export function ReviewQueuePage() {
  const queue = useQuery(reviewQueueQueryOptions());
  if (queue.error) return <Alert type="error" showIcon title={queue.error.message} />;
  const rows = queue.data ?? [];
  return (
    <Card
      title={`Waiting for review (${rows.length})`}
      extra={
        <Button
          disabled={rows.length === 0}
          onClick={() =>
            downloadCsv(
              'review-queue.csv',
              toCsv(rows, [
                { title: 'Order', value: (row) => row.orderNo },
                { title: 'Product', value: (row) => row.productName },
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
      <Table<Application>
        rowKey="orderId"
        loading={queue.isPending}
        dataSource={rows}
        pagination={{ pageSize: 25, showSizeChanger: false }}
        columns={[
          {
            title: 'Order',
            dataIndex: 'orderNo',
            render: (orderNo: string, row) => <Link to={`/review/${row.orderId}`}>{orderNo}</Link>,
          },
          { title: 'Product', dataIndex: 'productName' },
          { title: 'Phone', dataIndex: 'phone' },
          {
            title: 'Amount',
            dataIndex: 'loanAmount',
            render: formatRupees,
            sorter: (a, b) => a.loanAmount - b.loanAmount,
          },
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
            defaultSortOrder: 'descend',
            sorter: (a, b) => b.applyTime.localeCompare(a.applyTime),
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
    </Card>
  );
}
