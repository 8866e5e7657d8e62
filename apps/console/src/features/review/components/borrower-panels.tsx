import { Alert, Card, Col, Descriptions, Row, Skeleton, Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Borrower360 } from '@saral/contract/api/ops-borrower';
import { formatDate, formatDateTime, formatRupees } from '../../../shared/format';
import { borrower360QueryOptions } from '../api/borrower-api';
import { KycImages } from './kyc-images';
import { RequestDocument } from './request-document';

const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  idNumber: 'Aadhaar number',
  panNumber: 'PAN',
};
const IDENTIFIER_LABELS: Record<string, string> = {
  pan: 'Same PAN',
  bankAccount: 'Same bank account',
  device: 'Same device',
  contact: 'Same contact number',
};

function Answers({ title, answers }: { title: string; answers: Borrower360['basicInfo'] }) {
  return (
    <Card title={title} size="small">
      {answers.length === 0 ? (
        <Typography.Text type="secondary">Not filled in</Typography.Text>
      ) : (
        <Descriptions column={1} size="small">
          {answers.map((answer) => (
            <Descriptions.Item key={answer.param} label={answer.label}>
              {answer.value}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
    </Card>
  );
}

/**
 * The borrower behind an application: identity and OCR, images, liveness, answers, bank, device;
 * `extra` adds panels of the borrower composed in by the route (the messages).
 */
export function BorrowerPanels({
  orderId,
  extra,
}: {
  orderId: number;
  extra?: (userId: number) => ReactNode;
}) {
  const borrower = useQuery(borrower360QueryOptions(orderId));
  if (borrower.isPending) return <Skeleton active />;
  if (borrower.error) return <Alert type="error" showIcon title={borrower.error.message} />;
  const data = borrower.data;
  const { identity, ocr } = data;

  return (
    <>
      <Card
        title="Identity"
        extra={
          ocr.nameScore === null ? null : (
            <Tag color={ocr.nameScore >= 80 ? 'green' : 'red'}>Name match {ocr.nameScore}/100</Tag>
          )
        }
      >
        <Descriptions column={3} size="small">
          <Descriptions.Item label="Name">{identity.name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="Aadhaar">{identity.aadhaar ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="PAN">{identity.pan ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="Date of birth">{identity.dateOfBirth ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="Gender">{identity.gender ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="KYC">
            {identity.kycMethod ?? '—'}{' '}
            {identity.kycCompletedAt ? formatDateTime(identity.kycCompletedAt) : ''}
          </Descriptions.Item>
          <Descriptions.Item label="Phone">{data.phone}</Descriptions.Item>
        </Descriptions>
        <Table
          size="small"
          rowKey="field"
          pagination={false}
          dataSource={ocr.fields}
          rowClassName={(row) => (row.matches ? '' : 'mismatch')}
          columns={[
            {
              title: 'Field',
              dataIndex: 'field',
              render: (field: string) => FIELD_LABELS[field] ?? field,
            },
            { title: 'Declared', dataIndex: 'declared', render: (value) => value ?? '—' },
            { title: 'Read from the card', dataIndex: 'read', render: (value) => value ?? '—' },
            {
              title: 'Match',
              dataIndex: 'matches',
              render: (matches: boolean) =>
                matches ? <Tag color="green">match</Tag> : <Tag color="red">mismatch</Tag>,
            },
          ]}
        />
      </Card>
      <KycImages images={data.images} />
      <Card title="Liveness" size="small">
        {data.liveness ? (
          <Descriptions column={3} size="small">
            <Descriptions.Item label="Result">
              {data.liveness.passed ? (
                <Tag color="green">passed</Tag>
              ) : (
                <Tag color="red">failed</Tag>
              )}
            </Descriptions.Item>
            <Descriptions.Item label="Checked">
              {formatDateTime(data.liveness.checkedAt)}
            </Descriptions.Item>
            <Descriptions.Item label="Detail">{data.liveness.message}</Descriptions.Item>
          </Descriptions>
        ) : (
          <Typography.Text type="secondary">No liveness check</Typography.Text>
        )}
      </Card>
      <Row gutter={[16, 16]}>
        <Col span={12}>
          <Answers title="Basic information" answers={data.basicInfo} />
        </Col>
        <Col span={12}>
          <Answers title="Work information" answers={data.workInfo} />
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col span={12}>
          <Card title="Bank account" size="small">
            {data.bankAccounts.map((account) => (
              <Descriptions key={account.accountNo + account.ifsc} column={1} size="small">
                <Descriptions.Item label="Bank">{account.bankName ?? '—'}</Descriptions.Item>
                <Descriptions.Item label="Branch">
                  {[account.branch, account.city, account.state].filter(Boolean).join(', ') || '—'}
                </Descriptions.Item>
                <Descriptions.Item label="IFSC">{account.ifsc}</Descriptions.Item>
                <Descriptions.Item label="Account">
                  {account.accountNo}{' '}
                  {account.forThisOrder ? <Tag color="blue">pays out this loan</Tag> : null}
                </Descriptions.Item>
              </Descriptions>
            ))}
          </Card>
        </Col>
        <Col span={12}>
          <Card title="Device and location" size="small">
            <Descriptions column={1} size="small">
              <Descriptions.Item label="Device">
                {data.device ? `${data.device.model ?? '—'} · ${data.device.osVersion ?? ''}` : '—'}
              </Descriptions.Item>
              <Descriptions.Item label="App version">
                {data.device?.appVersion ?? '—'}
              </Descriptions.Item>
              <Descriptions.Item label="Last location">
                {data.lastLocation
                  ? `${data.lastLocation.latitude.toFixed(4)}, ${data.lastLocation.longitude.toFixed(4)} (${formatDateTime(data.lastLocation.at)})`
                  : '—'}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>
      <Card title="Contacts" size="small">
        <Table
          size="small"
          rowKey={(row) => `${row.name}-${row.phone}`}
          pagination={false}
          dataSource={data.contacts}
          columns={[
            { title: 'Name', dataIndex: 'name' },
            { title: 'Relation', dataIndex: 'relation' },
            { title: 'Phone', dataIndex: 'phone' },
          ]}
        />
      </Card>
      <Card title="Shared identifiers" size="small">
        {data.sharedIdentifiers.length === 0 ? (
          <Typography.Text type="secondary">
            No other borrower shares an identifier.
          </Typography.Text>
        ) : (
          data.sharedIdentifiers.map((shared) => (
            <div key={shared.identifier} className="shared-identifier">
              <Tag color="red">{IDENTIFIER_LABELS[shared.identifier] ?? shared.identifier}</Tag>
              {shared.borrowers
                .map(
                  (other) =>
                    `${other.phone}${other.latestOrderNo ? ` (${other.latestOrderNo}, ${other.latestOrderStateLabel ?? ''})` : ''}`,
                )
                .join('; ')}
            </div>
          ))
        )}
      </Card>
      <Card title="Earlier loans" size="small">
        <Table
          size="small"
          rowKey="orderId"
          pagination={false}
          dataSource={data.earlierLoans}
          locale={{ emptyText: 'First loan' }}
          columns={[
            {
              title: 'Order',
              dataIndex: 'orderNo',
              render: (orderNo: string, row) => <Link to={`/loans/${row.orderId}`}>{orderNo}</Link>,
            },
            { title: 'Amount', dataIndex: 'amount', render: formatRupees },
            { title: 'State', dataIndex: 'stateLabel' },
            { title: 'Due', dataIndex: 'dueDate', render: formatDate },
            { title: 'Settled', dataIndex: 'settledDate', render: formatDate },
            { title: 'Days late', dataIndex: 'daysLate', render: (value) => value ?? '—' },
          ]}
        />
      </Card>
      <RequestDocument
        orderId={orderId}
        orderState={data.application.orderState}
        requests={data.documentRequests}
      />
      {extra?.(data.userId)}
    </>
  );
}
