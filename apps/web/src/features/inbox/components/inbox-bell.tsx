import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { fill, useMessages } from '../../../shared/i18n/i18n';
import { unreadCountQuery } from '../api/inbox-api';
import { inboxMessages } from '../i18n/en';
import './inbox.css';

const BELL =
  'M12 3a6 6 0 0 0-6 6v3.6L4.3 16.2A.9.9 0 0 0 5.1 17.5h13.8a.9.9 0 0 0 .8-1.3L18 12.6V9a6 6 0 0 0-6-6zM9.5 20a2.5 2.5 0 0 0 5 0';

/** The bell in Home's top bar: opens the messages, shows how many are unread. */
export function InboxBell() {
  const t = useMessages(inboxMessages);
  const navigate = useNavigate();
  const unread = useQuery(unreadCountQuery()).data?.unread ?? 0;
  const label = unread > 0 ? fill(t.messagesUnread, { count: unread }) : t.messages;
  return (
    <button
      type="button"
      className="inbox-bell"
      aria-label={label}
      data-track="home-messages"
      onClick={() => void navigate('/messages')}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d={BELL} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
      {unread > 0 ? (
        <span className="inbox-bell__badge" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </button>
  );
}
