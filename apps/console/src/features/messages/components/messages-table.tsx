import { App, Button, Popconfirm, Table, Tag, Tooltip, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { OperatorMessage } from '@saral/contract/api/notifications';
import { formatDate, formatDateTime } from '../../../shared/format';
import { KeysetPager } from '../../../shared/keyset-pager';
import { useMay } from '../../../shared/operator-context';
import { useKeysetPages } from '../../../shared/use-keyset-pages';
import { fetchMessages, messagesKey, resendMessage, type MessageScope } from '../api/messages-api';

const STATUS_COLORS: Record<string, string> = {
  queued: 'default',
  held: 'gold',
  sending: 'processing',
  sent: 'blue',
  delivered: 'green',
  failed: 'red',
};

/** The in-app inbox has nothing to send again; SMS and WhatsApp go through a provider. */
const resendable = (message: OperatorMessage) => message.channel !== 'inapp';

/**
 * A keyset list of messages: channel, template, DLT id, status, error and times; Resend for the
 * roles that may (the server refuses the others anyway).
 */
export function MessagesTable({
  scope,
  showOrder,
  emptyText = 'No message yet',
}: {
  scope: MessageScope;
  showOrder?: boolean;
  emptyText?: string;
}) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const mayResend = useMay('messages.resend');
  const pages = useKeysetPages(messagesKey(scope), (cursor) => fetchMessages(scope, cursor));
  const resend = useMutation({
    mutationFn: resendMessage,
    onSuccess: async (created) => {
      void message.success(`Sent again as message ${created.id}`);
      await queryClient.invalidateQueries({ queryKey: ['ops', 'messages'] });
    },
    onError: (error) => void message.error(error.message),
  });

  return (
    <>
      {pages.page.error ? (
        <Typography.Text type="danger">{pages.page.error.message}</Typography.Text>
      ) : null}
      <Table<OperatorMessage>
        rowKey="id"
        size="small"
        loading={pages.page.isFetching}
        dataSource={pages.items}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText }}
        columns={[
          {
            title: 'Times',
            key: 'times',
            className: 'nowrap',
            render: (_value, row) => <MessageTimes message={row} />,
          },
          ...(showOrder
            ? [
                {
                  title: 'Loan · phone',
                  key: 'loan',
                  className: 'nowrap',
                  render: (_value: unknown, row: OperatorMessage) => (
                    <>
                      <div>
                        {row.orderId === null ? (
                          '—'
                        ) : (
                          <Link to={`/loans/${row.orderId}`}>{row.orderId}</Link>
                        )}
                      </div>
                      <div>{row.phone}</div>
                    </>
                  ),
                },
              ]
            : []),
          {
            title: 'Message',
            dataIndex: 'template',
            // The text on hover: what the borrower read, as the provider got it.
            render: (value: string, row) => (
              <Tooltip title={row.body}>
                <div>
                  <Tag>{row.channel}</Tag>
                  {value}
                </div>
                {row.dltTemplateId ? (
                  <Typography.Text type="secondary">DLT {row.dltTemplateId}</Typography.Text>
                ) : null}
                {row.resendOf !== null ? (
                  <div>
                    <Typography.Text type="secondary">resend of {row.resendOf}</Typography.Text>
                  </div>
                ) : null}
              </Tooltip>
            ),
          },
          {
            title: 'Status · error',
            dataIndex: 'status',
            render: (value: string, row) => (
              <>
                <Tag color={STATUS_COLORS[value]}>{value}</Tag>
                {row.error ? (
                  <div className="message-error">
                    <Typography.Text type="danger">{row.error}</Typography.Text>
                  </div>
                ) : null}
              </>
            ),
          },
          ...(mayResend
            ? [
                {
                  title: '',
                  key: 'resend',
                  fixed: 'right' as const,
                  render: (_value: unknown, row: OperatorMessage) =>
                    resendable(row) ? (
                      <Popconfirm
                        title="Send this message again?"
                        description="The borrower receives it once more."
                        okText="Resend"
                        onConfirm={() => resend.mutateAsync(row.id)}
                      >
                        <Button
                          size="small"
                          loading={resend.isPending && resend.variables === row.id}
                        >
                          Resend
                        </Button>
                      </Popconfirm>
                    ) : null,
                },
              ]
            : []),
        ]}
      />
      <KeysetPager {...pages} />
    </>
  );
}

const timeOnly = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
/** A later time of the same message: the clock time alone when it is the day it was created. */
const laterTime = (iso: string | null, createdAt: string) =>
  iso && formatDate(iso) === formatDate(createdAt)
    ? timeOnly.format(new Date(iso))
    : formatDateTime(iso);

/** Created, then sent and delivered (a provider's message) or read (the in-app inbox). */
function MessageTimes({ message }: { message: OperatorMessage }) {
  return (
    <>
      <div>{formatDateTime(message.createdAt)}</div>
      <Typography.Text type="secondary">
        {message.channel === 'inapp' ? (
          <div>Read {laterTime(message.readAt, message.createdAt)}</div>
        ) : (
          <>
            <div>Sent {laterTime(message.sentAt, message.createdAt)}</div>
            <div>Delivered {laterTime(message.deliveredAt, message.createdAt)}</div>
          </>
        )}
      </Typography.Text>
    </>
  );
}
