import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { InboxItem } from '@saral/contract/api/notifications';
import { formatDateTime } from '../../../shared/format/dates';
import { formatLongDate } from '../../../shared/i18n/format';
import { useLanguage, useMessages } from '../../../shared/i18n/i18n';
import type { Language } from '../../../shared/i18n/language';
import { PageError } from '../../../shared/ui/page-error';
import { inboxQuery } from '../api/inbox-api';
import { useMarkSeen } from '../hooks/use-mark-seen';
import { OffersSetting } from './offers-setting';
import { inboxTarget, textWithoutLink } from '../inbox-link';
import { inboxMessages, inboxTitle } from '../i18n/en';
import './inbox.css';

const EMPTY =
  'M12 3a6 6 0 0 0-6 6v3.6L4.3 16.2A.9.9 0 0 0 5.1 17.5h13.8a.9.9 0 0 0 .8-1.3L18 12.6V9a6 6 0 0 0-6-6zM9.5 20a2.5 2.5 0 0 0 5 0';

/** /messages: the borrower's in-app messages, newest first; showing them marks them read. */
export function InboxPage() {
  const t = useMessages(inboxMessages);
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
        <strong>{t.emptyTitle}</strong>
        <p>{t.emptyText}</p>
        <OffersSetting />
      </main>
    );
  }

  return (
    <main className="stack inbox-page">
      <ul className="inbox-list" aria-label={t.messages}>
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
          {t.loadMore}
        </Button>
      ) : (
        <p className="inbox-end">{t.noOlder}</p>
      )}
      <OffersSetting />
    </main>
  );
}

function InboxMessage({ item, onOpen }: { item: InboxItem; onOpen: (item: InboxItem) => void }) {
  const t = useMessages(inboxMessages);
  const language = useLanguage();
  const unread = item.readAt === null;
  const title = inboxTitle(t, item.event);
  const target = inboxTarget(item.link);
  return (
    <button
      type="button"
      className={`inbox-item${unread ? ' inbox-item--unread' : ''}`}
      disabled={!target}
      onClick={() => onOpen(item)}
    >
      <span className="inbox-item__title">
        {unread ? <span className="inbox-item__new">{t.new}</span> : null}
        {title}
      </span>
      <time className="inbox-item__time" dateTime={item.createdAt}>
        {messageTime(item.createdAt, language)}
      </time>
      <span className="inbox-item__body">{textWithoutLink(item.body, item.link)}</span>
      {target ? (
        <span className="inbox-item__open">
          {'external' in target
            ? t.openDocuments
            : item.event === 'offer.borrow-again'
              ? t.seeBorrow
              : t.openLoan}
        </span>
      ) : null}
    </button>
  );
}

const HINDI_TIME = new Intl.DateTimeFormat('hi-IN', {
  hour: 'numeric',
  minute: '2-digit',
  dayPeriod: 'short',
  numberingSystem: 'latn',
  timeZone: 'Asia/Kolkata',
});

/** When a message came: "12 Mar 2026, 3:00 pm" / "12 मार्च 2026, दोपहर 3:00". */
function messageTime(iso: string, language: Language): string {
  if (language === 'en') return formatDateTime(iso);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${formatLongDate(iso, language)}, ${HINDI_TIME.format(date)}`;
}
