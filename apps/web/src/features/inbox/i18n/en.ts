import { i18n } from '../../../shared/i18n/i18n';

/** The inbox's English texts: the message list, its headings, the bell and the offers switch. */
export const en = {
  // A short heading per event the server sends (its full text is the body).
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
  message: 'Message',
  new: 'New',
  messages: 'Messages',
  messagesUnread: 'Messages, {count} unread',
  emptyTitle: 'No messages yet',
  emptyText: 'When your loan is approved, paid out or falls due, we will tell you here.',
  loadMore: 'Load more',
  noOlder: 'No older messages',
  openDocuments: 'Open the documents ›',
  seeBorrow: 'See what you can borrow ›',
  openLoan: 'Open the loan ›',
  settings: 'Message settings',
  notSaved: 'Not saved: check your connection and try again.',
  loansAlwaysCome: 'Messages about your loans always come.',
  offers: 'Offers by SMS and WhatsApp',
};

export const inboxMessages = i18n('inbox', en);

type InboxTexts = { readonly [Key in keyof typeof en]: string };

/** The heading of a message of this event (event names have a dot); otherwise "Message". */
export function inboxTitle(t: InboxTexts, event: string): string {
  const key = Object.keys(en).find((name) => name.includes('.') && name === event);
  return key ? t[key as keyof typeof en] : t.message;
}
