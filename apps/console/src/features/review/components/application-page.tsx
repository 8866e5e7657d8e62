import { Alert, Card, Col, Descriptions, Result, Row, Skeleton, Table, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ORDER_STATE_LABELS } from '@saral/contract/order-states';
import { OpsApiError } from '../../../shared/api-client';
import { formatDateTime, formatRupees } from '../../../shared/format';
import { useMay } from '../../../shared/operator-context';
import { applicationQueryOptions, riskSignalsQueryOptions } from '../api/review-api';
import { BorrowerPanels } from './borrower-panels';
import { DecisionPanel } from './decision-panel';

/**
 * One application: what was asked, the checks, the risk signals, the borrower, the decision;
 * `borrowerMessages` (what the borrower was sent) is composed in by the route.
 */
export function ApplicationPage({
  borrowerMessages,
}: { borrowerMessages?: (userId: number) => ReactNode } = {}) {
  const orderId = Number(useParams().orderId);
  const applicationQuery = useQuery(applicationQueryOptions(orderId));
  const risk = useQuery(riskSignalsQueryOptions(orderId));
  const mayDecide = useMay('applications.decide');
  if (applicationQuery.isPending) return <Skeleton active />;
  if (applicationQuery.error) {
    return applicationQuery.error instanceof OpsApiError &&
      applicationQuery.error.status === 404 ? (
      <Result status="404" title="No such application" />
    ) : (
      <Alert type="error" showIcon title={applicationQuery.error.message} />
    );
  }
  const application = applicationQuery.data;

  return (
    <Row gutter={[16, 16]}>
      <Col span={16}>
        <div className="stack">
          <Card title={`Application ${application.orderNo}`}>
            <Descriptions column={3} size="small">
              <Descriptions.Item label="State">
                {ORDER_STATE_LABELS[application.orderState] ?? application.orderState}
              </Descriptions.Item>
              <Descriptions.Item label="Product">{application.productName}</Descriptions.Item>
              <Descriptions.Item label="Amount">
                {formatRupees(application.loanAmount)}
              </Descriptions.Item>
              <Descriptions.Item label="Phone">{application.phone}</Descriptions.Item>
              <Descriptions.Item label="Purpose">{application.purpose ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="Applied">
                {formatDateTime(application.applyTime)}
              </Descriptions.Item>
            </Descriptions>
          </Card>
          <BorrowerPanels orderId={orderId} extra={borrowerMessages} />
          <Card title="Rule results">
            <Table
              size="small"
              rowKey="rule"
              pagination={false}
              dataSource={application.checks}
              columns={[
                { title: 'Rule', dataIndex: 'rule' },
                {
                  title: 'Result',
                  dataIndex: 'passed',
                  render: (passed: boolean) =>
                    passed ? <Tag color="green">passed</Tag> : <Tag color="red">failed</Tag>,
                },
                { title: 'Reason', dataIndex: 'detail' },
              ]}
            />
          </Card>
          <Card title="Risk signals" loading={risk.isPending}>
            {risk.error ? <Alert type="error" showIcon title={risk.error.message} /> : null}
            {risk.data ? (
              <Table
                size="small"
                rowKey="signal"
                pagination={false}
                dataSource={risk.data.signals}
                locale={{ emptyText: 'No risk signal' }}
                columns={[
                  { title: 'Signal', dataIndex: 'signal' },
                  {
                    title: 'Action',
                    dataIndex: 'action',
                    render: (action: string) => (
                      <Tag
                        color={action === 'deny' ? 'red' : action === 'review' ? 'gold' : 'default'}
                      >
                        {action}
                      </Tag>
                    ),
                  },
                  {
                    title: 'Matches',
                    dataIndex: 'matches',
                    render: (value) => JSON.stringify(value),
                  },
                ]}
              />
            ) : null}
          </Card>
        </div>
      </Col>
      <Col span={8}>
        <div className="stack">
          {mayDecide ? <DecisionPanel application={application} /> : null}
          {application.decisions.length > 0 ? (
            <Card title="Decisions">
              {application.decisions.map((decision) => (
                <p key={decision.at}>
                  <Tag color={decision.decision === 'approve' ? 'green' : 'red'}>
                    {decision.decision}
                  </Tag>
                  {decision.amount !== null ? `${formatRupees(decision.amount)} · ` : ''}
                  {decision.by}, {formatDateTime(decision.at)}: {decision.reason}
                  {decision.category ? (
                    <>
                      <br />
                      Borrower told: {decision.category}
                    </>
                  ) : null}
                </p>
              ))}
            </Card>
          ) : null}
        </div>
      </Col>
    </Row>
  );
}
