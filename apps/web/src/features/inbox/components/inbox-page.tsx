import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { InboxItem } from '@saral/contract/api/notifications';
import { formatDateTime } from '../../../shared/format/dates';
import { PageError } from '../../../shared/ui/page-error';
import { inboxQuery } from '../api/inbox-api';
import { useMarkSeen } from '../hooks/use-mark-seen';
import { OffersSetting } from './offers-setting';
import { inboxTarget, textWithoutLink } from '../inbox-link';
import './inbox.css';

/** A short heading per event the server sends (its full text is the body). */
const EVENT_TITLES: Record<string, string> = {
  'loan.approved': 'Loan approved',
  'loan.denied': 'Application not approved',
  'loan.disbursed': 'Money sent',
  'loan.documents': 'Your loan documents',
  'loan.due-soon': 'Payment due soon',
  'loan.due-today': 'Payment due today',
  'loan.overdue': 'Payment overdue',
  'payment.received': 'Payment received',
  'extension.confirmed': 'Extension confirmed',
  'collections.agent-assigned': 'Your collections agent',
  'offer.borrow-again': 'Borrow again',
};

const EMPTY =
  'M12 3a6 6 0 0 0-6 6v3.6L4.3 16.2A.9.9 0 0 0 5.1 17.5h13.8a.9.9 0 0 0 .8-1.3L18 12.6V9a6 6 0 0 0-6-6zM9.5 20a2.5 2.5 0 0 0 5 0';

/** /messages: the borrower's in-app messages, newest first; showing them marks them read. */
export function InboxPage() {
  const navigate = useNavigate();
  const inbox = useInfiniteQuery(inboxQuery());
  const items = inbox.data?.pages.flatMap((page) => page.items) ?? [];
  useMarkSeen(items);

  const open = (item: InboxItem) => {
    const target = inboxTarget(item.link);
    if (!target) return;
    if ('external' in target) window.location.assign(target.external);
    else void navigate(target.internal);
  };

  if (inbox.isPending) {
    return (
      <main className="stack inbox-page" aria-busy="true">
        <Skeleton.Paragraph lineCount={3} animated />
        <Skeleton.Paragraph lineCount={3} animated />
      </main>
    );
  }
  if (inbox.isError && items.length === 0) {
    return <PageError message={inbox.error.message} onRetry={() => void inbox.refetch()} />;
  }
  if (items.length === 0) {
    return (
      <main className="inbox-empty">
        <svg viewBox="0 0 24 24" width="56" height="56" aria-hidden="true">
          <path d={EMPTY} fill="none" stroke="currentColor" strokeWidth="1.4" />
        </svg>
        <strong>No messages yet</strong>
        <p>When your loan is approved, paid out or falls due, we will tell you here.</p>
        <OffersSetting />
      </main>
    );
  }

  return (
    <main className="stack inbox-page">
      <ul className="inbox-list" aria-label="Messages">
        {items.map((item) => (
          <li key={item.id}>
            <InboxMessage item={item} onOpen={open} />
          </li>
        ))}
      </ul>
      {inbox.hasNextPage ? (
        <Button
          block
          fill="outline"
          color="primary"
          loading={inbox.isFetchingNextPage}
          onClick={() => void inbox.fetchNextPage()}
        >
          Load more
        </Button>
      ) : (
        <p className="inbox-end">No older messages</p>
      )}
      <OffersSetting />
    </main>
  );
}

function InboxMessage({ item, onOpen }: { item: InboxItem; onOpen: (item: InboxItem) => void }) {
  const unread = item.readAt === null;
  const title = EVENT_TITLES[item.event] ?? 'Message';
  const target = inboxTarget(item.link);
  return (
    <button
      type="button"
      className={`inbox-item${unread ? ' inbox-item--unread' : ''}`}
      disabled={!target}
      onClick={() => onOpen(item)}
    >
      <span className="inbox-item__title">
        {unread ? <span className="inbox-item__new">New</span> : null}
        {title}
      </span>
      <time className="inbox-item__time" dateTime={item.createdAt}>
        {formatDateTime(item.createdAt)}
      </time>
      <span className="inbox-item__body">{textWithoutLink(item.body, item.link)}</span>
      {target ? (
        <span className="inbox-item__open">
          {'external' in target
            ? 'Open the documents ›'
            : item.event === 'offer.borrow-again'
              ? 'See what you can borrow ›'
              : 'Open the loan ›'}
        </span>
      ) : null}
    </button>
  );
}
