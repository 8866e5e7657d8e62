import { Alert, Card, Col, Descriptions, Row, Skeleton, Table, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ORDER_STATE_LABELS } from '@saral/contract/order-states';
import { formatDate, formatDateTime, formatRupees } from '../../../shared/format';
import { loanDetailQueryOptions } from '../api/loans-api';
import { LoanActions } from './loan-actions';
import { LoanNotes } from './loan-notes';
import { LoanPayoutCard } from './loan-payout-card';

const stateLabel = (state: number) => ORDER_STATE_LABELS[state] ?? String(state);

/**
 * One loan's whole story: terms, KFS, borrower, state history, ledger, payments, payout, notes;
 * `messages` (what the borrower was sent) is composed in by the route.
 */
export function LoanDetailPage({ messages }: { messages?: ReactNode } = {}) {
  const orderId = Number(useParams().orderId);
  const loan = useQuery(loanDetailQueryOptions(orderId));
  if (loan.isPending) return <Skeleton active />;
  if (loan.error) return <Alert type="error" showIcon title={loan.error.message} />;
  const { terms, money, kfs, borrower } = loan.data;

  return (
    <div className="stack">
      <Row gutter={[16, 16]}>
        <Col span={16}>
          <div className="stack">
            <Card
              title={`Loan ${loan.data.orderNo}`}
              extra={<Tag color="blue">{stateLabel(loan.data.orderState)}</Tag>}
            >
              <Descriptions column={3} size="small">
                <Descriptions.Item label="Product">{terms.productName}</Descriptions.Item>
                <Descriptions.Item label="Term">{terms.tenureLabel}</Descriptions.Item>
                <Descriptions.Item label="Purpose">{loan.data.purpose ?? '—'}</Descriptions.Item>
                <Descriptions.Item label="Loan amount">
                  {formatRupees(terms.loanAmount)}
                </Descriptions.Item>
                <Descriptions.Item label="Sent to the account">
                  {formatRupees(terms.disbursedAmount)}
                </Descriptions.Item>
                <Descriptions.Item label="Interest">
                  {formatRupees(terms.interest)}
                </Descriptions.Item>
                <Descriptions.Item label="Processing fee">
                  {formatRupees(terms.processingFee)}
                </Descriptions.Item>
                <Descriptions.Item label="GST">{formatRupees(terms.gst)}</Descriptions.Item>
                <Descriptions.Item label="Repayment amount">
                  {formatRupees(terms.repaymentAmount)}
                </Descriptions.Item>
                <Descriptions.Item label="Loan date">
                  {formatDate(terms.loanDate)}
                </Descriptions.Item>
                <Descriptions.Item label="Due date">{formatDate(terms.dueDate)}</Descriptions.Item>
                <Descriptions.Item label="Settled">
                  {formatDateTime(terms.settledAt)}
                </Descriptions.Item>
                <Descriptions.Item label="Owed now">
                  <strong>{formatRupees(money.owed)}</strong>
                </Descriptions.Item>
                <Descriptions.Item label="Paid so far">
                  {formatRupees(money.totalPaid)}
                </Descriptions.Item>
                <Descriptions.Item label="Overdue fee">
                  {formatRupees(money.overdueFee)}
                </Descriptions.Item>
                <Descriptions.Item label="Days past due">
                  {money.daysPastDue === null
                    ? '—'
                    : `${money.daysPastDue}${money.dpdBucket ? ` (${money.dpdBucket})` : ''}`}
                </Descriptions.Item>
                <Descriptions.Item label="Applied">
                  {formatDateTime(loan.data.applyTime)}
                </Descriptions.Item>
              </Descriptions>
            </Card>
            <Card title="Key Fact Statement">
              {kfs ? (
                <Descriptions column={3} size="small">
                  <Descriptions.Item label="Accepted">
                    {formatDateTime(kfs.acceptedAt)}
                  </Descriptions.Item>
                  <Descriptions.Item label="Still binding">
                    {kfs.stands ? 'Yes' : 'No: terms changed'}
                  </Descriptions.Item>
                  {kfs.terms ? (
                    <>
                      <Descriptions.Item label="APR">{kfs.terms.apr}%</Descriptions.Item>
                      <Descriptions.Item label="Principal">
                        {formatRupees(kfs.terms.principal)}
                      </Descriptions.Item>
                      <Descriptions.Item label="Received">
                        {formatRupees(kfs.terms.received)}
                      </Descriptions.Item>
                      <Descriptions.Item label="Repayment">
                        {formatRupees(kfs.terms.repayment)}
                      </Descriptions.Item>
                      <Descriptions.Item label="Repayment date">
                        {formatDate(kfs.terms.repaymentDate)}
                      </Descriptions.Item>
                    </>
                  ) : null}
                </Descriptions>
              ) : (
                'Not accepted yet.'
              )}
            </Card>
            <Card title="State history">
              <Table
                size="small"
                rowKey={(row) => `${row.at}-${row.to}`}
                pagination={false}
                dataSource={loan.data.stateHistory}
                columns={[
                  { title: 'When', dataIndex: 'at', render: formatDateTime },
                  { title: 'From', dataIndex: 'from', render: stateLabel },
                  { title: 'To', dataIndex: 'to', render: stateLabel },
                  { title: 'By', dataIndex: 'actor' },
                  { title: 'Why', dataIndex: 'reason' },
                ]}
              />
            </Card>
            <Card title="Payments">
              <Table
                size="small"
                rowKey="linkId"
                pagination={false}
                dataSource={loan.data.payments}
                locale={{ emptyText: 'No payment link yet' }}
                columns={[
                  { title: 'Created', dataIndex: 'createdAt', render: formatDateTime },
                  { title: 'For', dataIndex: 'purpose' },
                  { title: 'Amount', dataIndex: 'amount', render: formatRupees },
                  {
                    title: 'Status',
                    dataIndex: 'status',
                    render: (value: string) => <Tag>{value}</Tag>,
                  },
                  {
                    title: 'Received',
                    key: 'events',
                    render: (_value, row) =>
                      row.events.length === 0
                        ? '—'
                        : row.events
                            .map(
                              (event) =>
                                `${formatRupees(event.amount)} ${event.outcome ?? ''} ${event.method ?? ''}`,
                            )
                            .join('; '),
                  },
                ]}
              />
            </Card>
            <Card title="Ledger postings">
              <Table
                size="small"
                rowKey="postingId"
                pagination={false}
                dataSource={loan.data.ledger}
                columns={[
                  { title: 'When', dataIndex: 'at', render: formatDateTime },
                  { title: 'Posting', dataIndex: 'kind' },
                  {
                    title: 'Entries',
                    key: 'entries',
                    render: (_value, row) =>
                      row.entries.map((entry) => (
                        <div key={`${entry.account}-${entry.side}`}>
                          {entry.side === 'debit' ? 'Dr' : 'Cr'} {entry.account}{' '}
                          {formatRupees(entry.amount)}
                        </div>
                      )),
                  },
                ]}
              />
            </Card>
            {loan.data.extensions.length > 0 ? (
              <Card title="Extensions">
                <Table
                  size="small"
                  rowKey="id"
                  pagination={false}
                  dataSource={loan.data.extensions}
                  columns={[
                    { title: 'Asked', dataIndex: 'requestedAt', render: formatDateTime },
                    { title: 'Status', dataIndex: 'status' },
                    { title: 'Fee', dataIndex: 'fee', render: formatRupees },
                    { title: 'New due date', dataIndex: 'newDueDate', render: formatDate },
                    { title: 'Paid', dataIndex: 'paidAt', render: formatDateTime },
                  ]}
                />
              </Card>
            ) : null}
          </div>
        </Col>
        <Col span={8}>
          <div className="stack">
            <Card title="Borrower">
              <Descriptions column={1} size="small">
                <Descriptions.Item label="Name">{borrower.name ?? '—'}</Descriptions.Item>
                <Descriptions.Item label="Phone">{borrower.phone}</Descriptions.Item>
                <Descriptions.Item label="PAN">{borrower.pan ?? '—'}</Descriptions.Item>
                <Descriptions.Item label="Aadhaar">
                  {borrower.aadhaarLast4 ? `•••• •••• ${borrower.aadhaarLast4}` : '—'}
                </Descriptions.Item>
                <Descriptions.Item label="Bank account">
                  {borrower.bankAccount
                    ? `${borrower.bankAccount.bankName ?? ''} ${borrower.bankAccount.accountNo} (${borrower.bankAccount.ifsc})`
                    : '—'}
                </Descriptions.Item>
              </Descriptions>
            </Card>
            <LoanPayoutCard payout={loan.data.payout} orderId={orderId} />
            <LoanActions
              orderId={orderId}
              orderState={loan.data.orderState}
              overdueFee={money.overdueFee}
            />
            <LoanNotes orderId={orderId} notes={loan.data.notes} />
          </div>
        </Col>
      </Row>
      {messages}
    </div>
  );
}
