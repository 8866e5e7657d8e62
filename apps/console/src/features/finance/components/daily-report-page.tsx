import { useState } from 'react';
import {
  Alert,
  Card,
  Col,
  DatePicker,
  Descriptions,
  Row,
  Skeleton,
  Statistic,
  Table,
  Tag,
} from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatCount, formatRupees } from '../../../shared/format';
import { indiaDay } from '../../../shared/india-day';
import { dailyReportQueryOptions } from '../api/finance-api';

type DayValue = { format: (pattern: string) => string } | null;

/** One day's books from the ledger: money out, money in by channel, income, waivers. */
export function DailyReportPage() {
  const [date, setDate] = useState(indiaDay(-1));
  const report = useQuery(dailyReportQueryOptions(date));
  const data = report.data;
  return (
    <Card
      title={`Daily report: ${date}`}
      extra={
        <DatePicker
          aria-label="Day"
          allowClear={false}
          onChange={(value: DayValue) => value && setDate(value.format('YYYY-MM-DD'))}
        />
      }
    >
      {report.error ? <Alert type="error" showIcon title={report.error.message} /> : null}
      {!data ? (
        <Skeleton active />
      ) : (
        <div className="stack">
          <Row gutter={16}>
            <Col span={6}>
              <Statistic title="Loans paid out" value={formatCount(data.disbursals.loans)} />
            </Col>
            <Col span={6}>
              <Statistic title="Sent to borrowers" value={formatRupees(data.disbursals.sent)} />
            </Col>
            <Col span={6}>
              <Statistic title="Payments received" value={formatCount(data.collections.payments)} />
            </Col>
            <Col span={6}>
              <Statistic title="Collected" value={formatRupees(data.collections.amount)} />
            </Col>
          </Row>
          <Row gutter={16}>
            <Col span={12}>
              <Card size="small" title="Collections by channel">
                <Table
                  size="small"
                  rowKey="channel"
                  pagination={false}
                  dataSource={data.collections.byChannel}
                  locale={{ emptyText: 'No payment this day' }}
                  columns={[
                    { title: 'Channel', dataIndex: 'channel' },
                    { title: 'Payments', dataIndex: 'payments' },
                    { title: 'Amount', dataIndex: 'amount', render: formatRupees },
                  ]}
                />
              </Card>
            </Col>
            <Col span={12}>
              <Card size="small" title="Income and adjustments">
                <Descriptions column={1} size="small">
                  <Descriptions.Item label="Principal paid out">
                    {formatRupees(data.disbursals.principal)}
                  </Descriptions.Item>
                  <Descriptions.Item label="Processing fees">
                    {formatRupees(data.income.processingFee)}
                  </Descriptions.Item>
                  <Descriptions.Item label="Interest">
                    {formatRupees(data.income.interest)}
                  </Descriptions.Item>
                  <Descriptions.Item label="Overdue fees">
                    {formatRupees(data.income.overdueFee)}
                  </Descriptions.Item>
                  <Descriptions.Item label="Extension fees">
                    {formatRupees(data.income.extensionFee)}
                  </Descriptions.Item>
                  <Descriptions.Item label="GST collected">
                    {formatRupees(data.income.gst)}
                  </Descriptions.Item>
                  <Descriptions.Item label="Fees waived">
                    {formatRupees(data.waivers.amount)} ({data.waivers.count})
                  </Descriptions.Item>
                  <Descriptions.Item label="Kept as borrowers’ credit">
                    {formatRupees(data.overpayments)}
                  </Descriptions.Item>
                  <Descriptions.Item label="Books">
                    {data.debits === data.credits ? (
                      <Tag color="green">balanced: {formatRupees(data.debits)}</Tag>
                    ) : (
                      <Tag color="red">
                        debits {formatRupees(data.debits)} ≠ credits {formatRupees(data.credits)}
                      </Tag>
                    )}
                  </Descriptions.Item>
                </Descriptions>
              </Card>
            </Col>
          </Row>
        </div>
      )}
    </Card>
  );
}
