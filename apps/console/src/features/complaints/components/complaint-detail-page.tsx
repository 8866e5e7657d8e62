import { Alert, Card, Col, Descriptions, Row, Skeleton, Timeline, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { RBI_OMBUDSMAN_URL, isPendingComplaint } from '@saral/contract/api/ops-complaints';
import { formatDate, formatDateTime } from '../../../shared/format';
import { complaintQueryOptions } from '../api/complaints-api';
import { ComplaintActions } from './complaint-actions';
import {
  CATEGORY_LABELS,
  CHANNEL_LABELS,
  ClockTag,
  StatusTag,
  clockText,
} from './complaint-labels';

const EVENT_LABELS = {
  created: 'Recorded',
  assigned: 'Assigned',
  status: 'Status',
  note: 'Note',
} as const;

/** One complaint: what the borrower said, the 30-day clock, its history, and what to do next. */
export function ComplaintDetailPage() {
  const id = Number(useParams().id);
  const complaint = useQuery(complaintQueryOptions(id));
  if (complaint.isPending) return <Skeleton active />;
  if (complaint.error) return <Alert type="error" showIcon title={complaint.error.message} />;
  const data = complaint.data;
  const overdue = isPendingComplaint(data.status) && clockText(data.receivedAt).overdue;

  return (
    <Row gutter={[16, 16]}>
      <Col span={16}>
        <div className="stack">
          {overdue ? (
            <Alert
              type="error"
              showIcon
              title={`${clockText(data.receivedAt).text}: past RBI’s 30 days to resolve`}
              description={
                <span>
                  The borrower may now take this complaint to the RBI Ombudsman (
                  <a href={RBI_OMBUDSMAN_URL} target="_blank" rel="noreferrer">
                    {RBI_OMBUDSMAN_URL}
                  </a>
                  ). Resolve it now, and escalate it if the borrower has gone to the Ombudsman.
                </span>
              }
            />
          ) : null}
          {data.status === 'escalated' ? (
            <Alert
              type="warning"
              showIcon
              title="Escalated to the RBI Ombudsman"
              description={
                <a href={RBI_OMBUDSMAN_URL} target="_blank" rel="noreferrer">
                  {RBI_OMBUDSMAN_URL}
                </a>
              }
            />
          ) : null}
          <Card
            title={`Complaint #${data.id}`}
            extra={
              <span>
                <StatusTag status={data.status} />
                <ClockTag status={data.status} receivedAt={data.receivedAt} />
              </span>
            }
          >
            <Descriptions column={3} size="small">
              <Descriptions.Item label="Borrower">{data.borrower.name ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="Phone">{data.borrower.phone}</Descriptions.Item>
              <Descriptions.Item label="Order">
                {data.orderNo && data.orderId ? (
                  <Link to={`/loans/${data.orderId}`}>{data.orderNo}</Link>
                ) : (
                  '—'
                )}
              </Descriptions.Item>
              <Descriptions.Item label="Category">
                {CATEGORY_LABELS[data.category]}
              </Descriptions.Item>
              <Descriptions.Item label="Received by">
                {CHANNEL_LABELS[data.channel]}
              </Descriptions.Item>
              <Descriptions.Item label="Received">
                {formatDateTime(data.receivedAt)}
              </Descriptions.Item>
              <Descriptions.Item label="Resolve by">{formatDate(data.dueDate)}</Descriptions.Item>
              <Descriptions.Item label="Assigned to">
                {data.assignedTo?.username ?? '—'}
              </Descriptions.Item>
              <Descriptions.Item label="Recorded by">{data.createdBy}</Descriptions.Item>
            </Descriptions>
            <Typography.Title level={5}>What the borrower says</Typography.Title>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
              {data.description}
            </Typography.Paragraph>
            {data.resolution ? (
              <>
                <Typography.Title level={5}>
                  Resolution ({formatDateTime(data.resolvedAt)})
                </Typography.Title>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
                  {data.resolution}
                </Typography.Paragraph>
              </>
            ) : null}
          </Card>
          <Card title="History">
            <Timeline
              items={data.history.map((event) => ({
                content: (
                  <div>
                    <Typography.Text strong>{EVENT_LABELS[event.kind]}</Typography.Text>{' '}
                    <Typography.Text type="secondary">
                      {event.operator}, {formatDateTime(event.at)}
                    </Typography.Text>
                    <div style={{ whiteSpace: 'pre-wrap' }}>{event.detail}</div>
                  </div>
                ),
              }))}
            />
          </Card>
        </div>
      </Col>
      <Col span={8}>
        <ComplaintActions complaint={data} />
      </Col>
    </Row>
  );
}
