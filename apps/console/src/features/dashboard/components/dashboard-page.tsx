import { lazy, Suspense } from 'react';
import { Alert, Card, Col, Row, Skeleton, Statistic, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@saral/contract/api/ops-dashboard';
import { formatCount, formatDateTime, formatPercent, formatRupees } from '../../../shared/format';
import { dashboardQueryOptions } from '../api/dashboard-api';

// The chart library is the heaviest part of the console: loaded with the dashboard only.
const DashboardCharts = lazy(() => import('./dashboard-charts'));

function PeriodCard({ title, figures }: { title: string; figures: Dashboard['today'] }) {
  return (
    <Card title={title}>
      <Row gutter={[16, 16]}>
        <Col span={8}>
          <Statistic title="Applications" value={formatCount(figures.applications)} />
        </Col>
        <Col span={8}>
          <Statistic title="Approval rate" value={formatPercent(figures.approvalRate)} />
        </Col>
        <Col span={8}>
          <Statistic title="Denied" value={formatCount(figures.denied)} />
        </Col>
        <Col span={8}>
          <Statistic title="Disbursed loans" value={formatCount(figures.disbursedCount)} />
        </Col>
        <Col span={8}>
          <Statistic title="Disbursed principal" value={formatRupees(figures.disbursedPrincipal)} />
        </Col>
        <Col span={8}>
          <Statistic title="Repaid" value={formatRupees(figures.repaid)} />
        </Col>
      </Row>
    </Card>
  );
}

/** Today and the last 30 days, the book, the overdue buckets and the funnel. */
export function DashboardPage() {
  const dashboard = useQuery(dashboardQueryOptions());
  if (dashboard.isPending) return <Skeleton active />;
  if (dashboard.error) return <Alert type="error" showIcon title={dashboard.error.message} />;
  const data = dashboard.data;
  return (
    <div className="stack">
      <Typography.Text type="secondary">As of {formatDateTime(data.asOf)}</Typography.Text>
      <Row gutter={[16, 16]}>
        <Col span={6}>
          <Card>
            <Statistic title="Outstanding book" value={formatRupees(data.outstanding)} />
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic title="PAR>0" value={formatPercent(data.par0)} />
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic title="PAR>30" value={formatPercent(data.par30)} />
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic
              title="Overdue loans"
              value={formatCount(data.overdue.reduce((sum, bucket) => sum + bucket.loans, 0))}
            />
          </Card>
        </Col>
        <Col span={12}>
          <PeriodCard title="Today" figures={data.today} />
        </Col>
        <Col span={12}>
          <PeriodCard title="Last 30 days" figures={data.last30Days} />
        </Col>
        <Col span={10}>
          <Card title="Overdue by days past due">
            <Table
              size="small"
              pagination={false}
              rowKey="bucket"
              dataSource={data.overdue}
              columns={[
                { title: 'Days past due', dataIndex: 'bucket' },
                { title: 'Loans', dataIndex: 'loans', render: formatCount },
                { title: 'Outstanding', dataIndex: 'outstanding', render: formatRupees },
              ]}
            />
          </Card>
        </Col>
        <Col span={14}>
          <Suspense fallback={<Card loading />}>
            <DashboardCharts overdue={data.overdue} funnel={data.funnel} />
          </Suspense>
        </Col>
      </Row>
    </div>
  );
}
