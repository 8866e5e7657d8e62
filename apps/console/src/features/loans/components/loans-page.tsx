import { useState } from 'react';
import { Button, Card, DatePicker, Form, InputNumber, Select, Table, Tag } from 'antd';
import { Link } from 'react-router';
import type { LoanListItem } from '@saral/contract/api/ops-loans';
import { ORDER_STATE_LABELS } from '@saral/contract/order-states';
import { downloadCsv, toCsv } from '../../../shared/csv-export';
import { formatDate, formatDateTime, formatRupees } from '../../../shared/format';
import { KeysetPager } from '../../../shared/keyset-pager';
import { useKeysetPages } from '../../../shared/use-keyset-pages';
import { ListError, ProductFilter, SearchFilter } from '../../../shared/list-filters';
import { fetchLoans, type LoanFilters } from '../api/loans-api';

type FilterFields = {
  q?: string;
  state?: number;
  productId?: number;
  due?: [
    { format: (pattern: string) => string } | null,
    { format: (pattern: string) => string } | null,
  ];
  dpdMin?: number;
  dpdMax?: number;
  sort?: 'applyTime' | 'dueDate';
};

const stateOptions = Object.entries(ORDER_STATE_LABELS).map(([value, label]) => ({
  value: Number(value),
  label,
}));

function toFilters(fields: FilterFields): LoanFilters {
  const [dueFrom, dueTo] = fields.due ?? [null, null];
  const filters: LoanFilters = {
    q: fields.q?.trim() || undefined,
    state: fields.state,
    productId: fields.productId,
    dueFrom: dueFrom?.format('YYYY-MM-DD'),
    dueTo: dueTo?.format('YYYY-MM-DD'),
    dpdMin: fields.dpdMin ?? undefined,
    dpdMax: fields.dpdMax ?? undefined,
    sort: fields.sort,
  };
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== null),
  ) as LoanFilters;
}

/** Search loans by phone, order number, PAN or name; filter by state, product, due date, DPD. */
export function LoansPage() {
  const [filters, setFilters] = useState<LoanFilters>({});
  const pages = useKeysetPages(['ops', 'loans', filters], (cursor) => fetchLoans(filters, cursor));

  return (
    <Card
      title="Loans"
      extra={
        <Button
          onClick={() =>
            downloadCsv(
              'loans.csv',
              toCsv(pages.items, [
                { title: 'Order', value: (row) => row.orderNo },
                { title: 'State', value: (row) => ORDER_STATE_LABELS[row.orderState] },
                { title: 'Product', value: (row) => row.productName },
                { title: 'Borrower', value: (row) => row.borrowerName },
                { title: 'Phone', value: (row) => row.phone },
                { title: 'Amount', value: (row) => row.loanAmount },
                { title: 'Owed', value: (row) => row.owed },
                { title: 'Due', value: (row) => row.dueDate },
                { title: 'Days past due', value: (row) => row.daysPastDue },
              ]),
            )
          }
        >
          Export CSV
        </Button>
      }
    >
      <Form<FilterFields>
        layout="inline"
        className="loan-filters"
        onFinish={(fields) => setFilters(toFilters(fields))}
      >
        <SearchFilter label="Search loans" width={300} />
        <Form.Item name="state">
          <Select
            aria-label="State"
            placeholder="State"
            allowClear
            options={stateOptions}
            style={{ width: 130 }}
          />
        </Form.Item>
        <ProductFilter />
        <Form.Item name="due">
          <DatePicker.RangePicker aria-label="Due date" placeholder={['Due from', 'Due to']} />
        </Form.Item>
        <Form.Item name="dpdMin">
          <InputNumber aria-label="Days past due from" placeholder="DPD from" min={0} />
        </Form.Item>
        <Form.Item name="dpdMax">
          <InputNumber aria-label="Days past due to" placeholder="DPD to" min={0} />
        </Form.Item>
        <Form.Item name="sort" initialValue="applyTime">
          <Select
            aria-label="Sort"
            style={{ width: 170 }}
            options={[
              { value: 'applyTime', label: 'Newest first' },
              { value: 'dueDate', label: 'Earliest due first' },
            ]}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          Search
        </Button>
      </Form>
      <ListError error={pages.page.error} />
      <Table<LoanListItem>
        rowKey="orderId"
        size="middle"
        loading={pages.page.isFetching}
        dataSource={pages.items}
        pagination={false}
        columns={[
          {
            title: 'Order',
            dataIndex: 'orderNo',
            render: (orderNo: string, row) => <Link to={`/loans/${row.orderId}`}>{orderNo}</Link>,
          },
          {
            title: 'State',
            dataIndex: 'orderState',
            render: (state: number) => (
              <Tag color={state === 8 ? 'red' : state === 7 ? 'green' : 'blue'}>
                {ORDER_STATE_LABELS[state] ?? state}
              </Tag>
            ),
          },
          { title: 'Borrower', dataIndex: 'borrowerName', render: (value) => value ?? '—' },
          { title: 'Phone', dataIndex: 'phone' },
          { title: 'Product', dataIndex: 'productName' },
          { title: 'Amount', dataIndex: 'loanAmount', render: formatRupees },
          { title: 'Owed now', dataIndex: 'owed', render: formatRupees },
          { title: 'Due', dataIndex: 'dueDate', render: formatDate },
          {
            title: 'DPD',
            dataIndex: 'daysPastDue',
            render: (value: number | null, row) =>
              value === null ? (
                '—'
              ) : (
                <Tag color={value > 0 ? 'red' : 'default'}>
                  {value} {row.dpdBucket ? `(${row.dpdBucket})` : ''}
                </Tag>
              ),
          },
          { title: 'Applied', dataIndex: 'applyTime', render: formatDateTime },
        ]}
      />
      <KeysetPager {...pages} />
    </Card>
  );
}
