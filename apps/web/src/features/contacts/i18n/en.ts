import { i18n } from '../../../shared/i18n/i18n';
import { ContactMessage } from '../contact-form';

/** The contacts step's English texts (spec sections 2, 3 and 5). */
export const en = {
  title: 'Contact Information',
  relationship: 'Relationship',
  relationshipOf: '{block} Relationship',
  pleaseChoose: 'Please choose',
  name: 'Name',
  nameOf: '{block} Name',
  namePlaceholder: 'Full name, in small letters',
  mobile: 'Mobile',
  mobileOf: '{block} Mobile',
  mobilePlaceholder: '10-digit mobile number',
  cancel: 'Cancel',
  next: 'CONFIRM TO NEXT',
  // The blocks and relations of the contract (spec section 3), keyed by their English text.
  'Urgent Contact one': 'Urgent Contact one',
  'Urgent Contact two': 'Urgent Contact two',
  'Urgent Contact third': 'Urgent Contact third',
  Father: 'Father',
  Mother: 'Mother',
  Spouse: 'Spouse',
  brother: 'brother',
  sisters: 'sisters',
  Children: 'Children',
  Friends: 'Friends',
  // The form's problems, keyed by their English text.
  [ContactMessage.nameMissing]: ContactMessage.nameMissing,
  [ContactMessage.nameInvalid]: ContactMessage.nameInvalid,
  [ContactMessage.mobile]: ContactMessage.mobile,
  [ContactMessage.relation]: ContactMessage.relation,
  [ContactMessage.duplicateMobile]: ContactMessage.duplicateMobile,
  [ContactMessage.ownNumber]: ContactMessage.ownNumber,
};

export const contactsMessages = i18n('contacts', en);
