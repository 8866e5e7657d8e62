import { Alert, Card, Col, Descriptions, Row, Skeleton, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { CollectionContact, PromiseToPay } from '@saral/contract/api/ops-collections';
import { formatDate, formatDateTime, formatRupees } from '../../../shared/format';
import { useMay } from '../../../shared/operator-context';
import { collectionDetailQueryOptions } from '../api/collections-api';
import { AssignAgentCard, ContactForm, PromiseForm } from './collection-forms';
import { CHANNEL_LABELS, OUTCOME_LABELS } from './collections-page';

const PROMISE_COLORS: Record<string, string> = { open: 'blue', kept: 'green', broken: 'red' };

/** One late loan in collections: its agent, promises to pay and the contacts log. */
export function CollectionDetailPage() {
  const orderId = Number(useParams().orderId);
  const detail = useQuery(collectionDetailQueryOptions(orderId));
  const mayManage = useMay('collections.manage');
  const mayAssign = useMay('collections.assign');
  if (detail.isPending) return <Skeleton active />;
  if (detail.error) return <Alert type="error" showIcon title={detail.error.message} />;
  const loan = detail.data;
  const late = loan.daysPastDue !== null && loan.daysPastDue > 0;

  return (
    <Row gutter={[16, 16]}>
      <Col span={16}>
        <div className="stack">
          <Card
            title={`Collections: ${loan.orderNo}`}
            extra={<Link to={`/loans/${loan.orderId}`}>Open the loan</Link>}
          >
            <Descriptions column={3} size="small">
              <Descriptions.Item label="Borrower">{loan.borrowerName ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="Phone">{loan.phone}</Descriptions.Item>
              <Descriptions.Item label="Owed now">
                <strong>{formatRupees(loan.owed)}</strong>
              </Descriptions.Item>
              <Descriptions.Item label="Due date">{formatDate(loan.dueDate)}</Descriptions.Item>
              <Descriptions.Item label="Days past due">
                {loan.daysPastDue === null
                  ? '—'
                  : `${loan.daysPastDue}${loan.bucket ? ` (${loan.bucket})` : ''}`}
              </Descriptions.Item>
              <Descriptions.Item label="Agent">
                {loan.assignment
                  ? `${loan.assignment.agentName ?? loan.assignment.agent} (${loan.assignment.agent})`
                  : 'Not assigned'}
              </Descriptions.Item>
              <Descriptions.Item label="Agent’s phone">
                {loan.assignment?.agentPhone ?? '—'}
              </Descriptions.Item>
              <Descriptions.Item label="Agency">
                {loan.assignment?.agentAgency ?? '—'}
              </Descriptions.Item>
              <Descriptions.Item label="Agent’s details sent">
                {formatDateTime(loan.assignment?.agentNotifiedAt)}
              </Descriptions.Item>
              <Descriptions.Item label="Assigned by">
                {loan.assignment
                  ? `${loan.assignment.assignedBy}, ${formatDateTime(loan.assignment.assignedAt)}`
                  : '—'}
              </Descriptions.Item>
            </Descriptions>
          </Card>
          <Card title="Promises to pay">
            <Table<PromiseToPay>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={loan.promises}
              locale={{ emptyText: 'No promises' }}
              columns={[
                { title: 'Promised date', dataIndex: 'promisedDate', render: formatDate },
                { title: 'Amount', dataIndex: 'amount', render: formatRupees },
                {
                  title: 'Status',
                  dataIndex: 'status',
                  render: (status: string) => (
                    <Tag color={PROMISE_COLORS[status] ?? 'default'}>{status}</Tag>
                  ),
                },
                { title: 'Recorded by', dataIndex: 'createdBy' },
                { title: 'Recorded', dataIndex: 'createdAt', render: formatDateTime },
              ]}
            />
          </Card>
          <Card title="Contacts">
            <Table<CollectionContact>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={loan.contacts}
              locale={{ emptyText: 'No contacts' }}
              columns={[
                { title: 'When', dataIndex: 'at', render: formatDateTime },
                {
                  title: 'Channel',
                  dataIndex: 'channel',
                  render: (value: string) => CHANNEL_LABELS[value] ?? value,
                },
                {
                  title: 'Outcome',
                  dataIndex: 'outcome',
                  render: (value: string) => OUTCOME_LABELS[value] ?? value,
                },
                { title: 'Note', dataIndex: 'note', render: (value: string | null) => value ?? '' },
                { title: 'Operator', dataIndex: 'operator' },
              ]}
            />
          </Card>
        </div>
      </Col>
      <Col span={8}>
        <div className="stack">
          {!late ? (
            <Alert type="info" showIcon title="This loan is not past its due date." />
          ) : null}
          {late && mayAssign ? (
            <AssignAgentCard orderId={orderId} agentId={loan.assignment?.agentId} />
          ) : null}
          {late && mayManage ? <PromiseForm orderId={orderId} owed={loan.owed} /> : null}
          {late && mayManage ? <ContactForm orderId={orderId} /> : null}
        </div>
      </Col>
    </Row>
  );
}
