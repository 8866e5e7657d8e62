import { Card } from 'antd';
import { useMay } from '../../../shared/operator-context';
import type { MessageScope } from '../api/messages-api';
import { MessagesTable } from './messages-table';

/** The messages of a loan or of a borrower, as a card of the loan detail or the application. */
export function MessagesCard({ scope }: { scope: MessageScope }) {
  if (!useMay('messages.read')) return null;
  return (
    <Card title="Messages">
      <MessagesTable scope={scope} />
    </Card>
  );
}
