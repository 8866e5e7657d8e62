import { useState } from 'react';
import { Alert, Button, Card, DatePicker, Form, Table, Tabs, Tag, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReconciledPayment, Reconciliation } from '@saral/contract/api/operator-finance';
import { downloadCsv, toCsv } from '../../../shared/csv-export';
import { formatDate, formatDateTime, formatRupees } from '../../../shared/format';
import { useMay } from '../../../shared/operator-context';
import {
  reconcileSettlement,
  reconciliationQueryOptions,
  reconciliationsQueryOptions,
} from '../api/finance-api';

type DayValue = { format: (pattern: string) => string };
type Fields = { period: [DayValue, DayValue] };

const BUCKETS = [
  { key: 'mismatched', label: 'Amounts differ', color: 'red' },
  { key: 'missing', label: 'Not in the report', color: 'gold' },
  { key: 'unknown', label: 'Unknown to us', color: 'red' },
  { key: 'matched', label: 'Matched', color: 'green' },
] as const;

function PaymentsTable({ rows }: { rows: ReconciledPayment[] }) {
  return (
    <Table<ReconciledPayment>
      size="small"
      rowKey="reference"
      dataSource={rows}
      pagination={{ pageSize: 20, showSizeChanger: false }}
      columns={[
        { title: 'Payment', dataIndex: 'reference' },
        { title: 'Order', dataIndex: 'orderNo', render: (value) => value ?? '—' },
        { title: 'In the report', dataIndex: 'settledAmount', render: formatRupees },
        { title: 'Recorded', dataIndex: 'recordedAmount', render: formatRupees },
        { title: 'Received', dataIndex: 'receivedAt', render: formatDateTime },
        { title: 'Settled', dataIndex: 'settledOn', render: formatDate },
      ]}
    />
  );
}

function RunResult({ run }: { run: Reconciliation }) {
  return (
    <Card
      title={`${run.fileName}: ${formatDate(run.from)} – ${formatDate(run.to)}`}
      extra={
        <Button
          onClick={() =>
            downloadCsv(
              `reconciliation-${run.id}.csv`,
              toCsv(
                BUCKETS.flatMap((bucket) =>
                  run[bucket.key].map((row) => ({ ...row, bucket: bucket.label })),
                ),
                [
                  { title: 'Result', value: (row) => row.bucket },
                  { title: 'Payment', value: (row) => row.reference },
                  { title: 'Order', value: (row) => row.orderNo },
                  { title: 'In the report', value: (row) => row.settledAmount },
                  { title: 'Recorded', value: (row) => row.recordedAmount },
                ],
              ),
            )
          }
        >
          Export CSV
        </Button>
      }
    >
      <Tabs
        items={BUCKETS.map((bucket) => ({
          key: bucket.key,
          label: (
            <span>
              {bucket.label}{' '}
              <Tag color={run[bucket.key].length > 0 ? bucket.color : 'default'}>
                {run[bucket.key].length}
              </Tag>
            </span>
          ),
          children: <PaymentsTable rows={run[bucket.key]} />,
        }))}
      />
    </Card>
  );
}

/** Upload the gateway's settlement report; see what matched and what did not. */
export function ReconciliationPage() {
  const mayRun = useMay('finance.manage');
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [openRun, setOpenRun] = useState<number | null>(null);
  const queryClient = useQueryClient();
  const runs = useQuery(reconciliationsQueryOptions());
  const shown = useQuery({
    ...reconciliationQueryOptions(openRun ?? 0),
    enabled: openRun !== null,
  });
  const run = useMutation({
    mutationFn: (fields: Fields) =>
      reconcileSettlement({
        fileName: file?.name ?? '',
        csv: file?.text ?? '',
        from: fields.period[0].format('YYYY-MM-DD'),
        to: fields.period[1].format('YYYY-MM-DD'),
      }),
    onSuccess: async (result) => {
      queryClient.setQueryData(reconciliationQueryOptions(result.id).queryKey, result);
      setOpenRun(result.id);
      await queryClient.invalidateQueries({ queryKey: reconciliationsQueryOptions().queryKey });
    },
  });
  return (
    <div className="stack">
      {mayRun ? (
        <Card title="Reconcile a settlement report">
          <p>
            The payment gateway’s settlement report as CSV, with the columns <code>payment_id</code>{' '}
            and <code>amount</code> (rupees); choose the days of the payments it covers.
          </p>
          {run.error ? <Alert type="error" showIcon title={run.error.message} /> : null}
          <Form<Fields> layout="inline" onFinish={(fields) => run.mutate(fields)}>
            <Form.Item>
              <Upload
                accept=".csv,text/csv"
                maxCount={1}
                showUploadList={file ? { showRemoveIcon: false } : false}
                beforeUpload={async (chosen) => {
                  setFile({ name: chosen.name, text: await chosen.text() });
                  return false;
                }}
              >
                <Button icon={<UploadOutlined />}>Choose the CSV file</Button>
              </Upload>
            </Form.Item>
            <Form.Item name="period" rules={[{ required: true, message: 'Choose the days' }]}>
              <DatePicker.RangePicker aria-label="Payments received" />
            </Form.Item>
            <Button type="primary" htmlType="submit" disabled={!file} loading={run.isPending}>
              Reconcile
            </Button>
          </Form>
        </Card>
      ) : null}
      {shown.data ? <RunResult run={shown.data} /> : null}
      <Card title="Earlier runs">
        <Table
          size="small"
          rowKey="id"
          loading={runs.isPending}
          dataSource={runs.data ?? []}
          pagination={false}
          onRow={(row) => ({ onClick: () => setOpenRun(row.id), style: { cursor: 'pointer' } })}
          columns={[
            { title: 'Uploaded', dataIndex: 'uploadedAt', render: formatDateTime },
            { title: 'By', dataIndex: 'uploadedBy' },
            { title: 'File', dataIndex: 'fileName' },
            {
              title: 'Days',
              key: 'days',
              render: (_value, row) => `${formatDate(row.from)} – ${formatDate(row.to)}`,
            },
            { title: 'Matched', dataIndex: 'matched' },
            { title: 'Differ', dataIndex: 'mismatched' },
            { title: 'Missing', dataIndex: 'missing' },
            { title: 'Unknown', dataIndex: 'unknown' },
          ]}
        />
      </Card>
    </div>
  );
}
