import { useParams } from 'react-router';
import { LoanDetailPage } from '../../features/loans/components/loan-detail-page';
import { MessagesCard } from '../../features/messages/components/messages-card';

/** The loan detail with the messages about the order composed in (features stay apart). */
export function Component() {
  const orderId = Number(useParams().orderId);
  return <LoanDetailPage messages={<MessagesCard scope={{ orderId }} />} />;
}
