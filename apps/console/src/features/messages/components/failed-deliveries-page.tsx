import { Card, Typography } from 'antd';
import { MessagesTable } from './messages-table';

/** Every SMS and WhatsApp message a provider could not deliver, newest first, with Resend. */
export function FailedDeliveriesPage() {
  return (
    <Card title="Failed deliveries">
      <Typography.Paragraph type="secondary">
        SMS and WhatsApp messages that failed: refused after every retry, or reported undelivered by
        the provider, with its error. Resend sends a new message linked to the failed one.
      </Typography.Paragraph>
      <MessagesTable scope={{ failed: true }} showOrder emptyText="No failed delivery" />
    </Card>
  );
}
