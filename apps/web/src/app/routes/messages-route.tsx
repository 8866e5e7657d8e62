export { InboxPage as Component } from '../../features/inbox/components/inbox-page';
