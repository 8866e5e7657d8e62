import { ApplicationPage } from '../../features/review/components/application-page';
import { MessagesCard } from '../../features/messages/components/messages-card';

/** The application with the borrower's messages composed in (features stay apart). */
export function Component() {
  return <ApplicationPage borrowerMessages={(userId) => <MessagesCard scope={{ userId }} />} />;
}
