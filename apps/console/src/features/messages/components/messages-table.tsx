import { App, Button, Popconfirm, Table, Tag, Tooltip, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { OperatorMessage } from '@saral/contract/api/notifications';
import { formatDateTime } from '../../../shared/format';
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
        expandable={{
          expandedRowRender: (row) => <Typography.Paragraph>{row.body}</Typography.Paragraph>,
        }}
        columns={[
          { title: 'Created', dataIndex: 'createdAt', render: formatDateTime, className: 'nowrap' },
          ...(showOrder
            ? [
                {
                  title: 'Loan',
                  dataIndex: 'orderId',
                  render: (orderId: number | null) =>
                    orderId === null ? '—' : <Link to={`/loans/${orderId}`}>{orderId}</Link>,
                },
                { title: 'Phone', dataIndex: 'phone' },
              ]
            : []),
          { title: 'Channel', dataIndex: 'channel', render: (value: string) => <Tag>{value}</Tag> },
          {
            title: 'Template',
            dataIndex: 'template',
            render: (value: string, row) => (
              <Tooltip title={row.body}>
                {value}
                {row.resendOf !== null ? (
                  <Typography.Text type="secondary"> (resend of {row.resendOf})</Typography.Text>
                ) : null}
              </Tooltip>
            ),
          },
          {
            title: 'DLT id',
            dataIndex: 'dltTemplateId',
            render: (value: string | null) => value ?? '—',
          },
          {
            title: 'Status',
            dataIndex: 'status',
            render: (value: string) => <Tag color={STATUS_COLORS[value]}>{value}</Tag>,
          },
          {
            title: 'Error',
            dataIndex: 'error',
            render: (value: string | null) =>
              value ? <Typography.Text type="danger">{value}</Typography.Text> : '—',
          },
          {
            title: 'Times',
            key: 'times',
            className: 'nowrap',
            // The inbox has no provider: what counts there is whether the borrower read it.
            render: (_value, row) =>
              row.channel === 'inapp' ? (
                <div>Read {formatDateTime(row.readAt)}</div>
              ) : (
                <>
                  <div>Sent {formatDateTime(row.sentAt)}</div>
                  <div>Delivered {formatDateTime(row.deliveredAt)}</div>
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
