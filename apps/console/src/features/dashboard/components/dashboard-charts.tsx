import { Card, Col, Row } from 'antd';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard } from '@saral/contract/api/ops-dashboard';
import { formatCount, formatRupees } from '../../../shared/format';

type Props = Pick<Dashboard, 'overdue' | 'funnel'>;

/** The funnel (last 30 days) and the overdue book by bucket, as bar charts. */
export default function DashboardCharts({ overdue, funnel }: Props) {
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card title="Borrower funnel, last 30 days">
          <ResponsiveContainer width="100%" height={260}>
            <BarChart data={funnel} layout="vertical" margin={{ left: 40 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis type="number" tickFormatter={formatCount} />
              <YAxis type="category" dataKey="step" width={140} />
              <Tooltip formatter={(value) => formatCount(Number(value))} />
              <Bar dataKey="count" fill="#0E7C66" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </Card>
      </Col>
      <Col span={24}>
        <Card title="Overdue outstanding by days past due">
          <ResponsiveContainer width="100%" height={200}>
            <BarChart data={overdue}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="bucket" />
              <YAxis tickFormatter={(value: number) => formatRupees(value)} width={100} />
              <Tooltip formatter={(value) => formatRupees(Number(value))} />
              <Bar dataKey="outstanding" fill="#D4380D" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </Card>
      </Col>
    </Row>
  );
}
