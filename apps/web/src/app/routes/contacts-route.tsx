export { ContactsPage as Component } from '../../features/contacts/components/contacts-page';
