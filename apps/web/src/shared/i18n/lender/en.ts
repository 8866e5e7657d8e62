import { i18n } from '../i18n';

/** The grievance officer section (Account, About, KFS) and About's lender section: English. */
export const en = {
  grievanceOfficer: 'Grievance officer',
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  complaintBefore:
    'We acknowledge a complaint within 48 hours and aim to resolve it within 30 days. If it is not resolved in 30 days, or you are not satisfied with the reply, complain to the Reserve Bank of India at ',
  complaintAfter: ' (RBI Integrated Ombudsman Scheme).',
  lender: 'Lender',
  legalName: 'Legal name',
  rbiCertificate: 'RBI certificate of registration',
  cin: 'CIN',
  registeredOffice: 'Registered office',
  customerCare: 'Customer care',
  // The lender's seeded customer care hours, shown by their English text.
  'Monday to Saturday, 9:30 am to 6:30 pm, except public holidays':
    'Monday to Saturday, 9:30 am to 6:30 pm, except public holidays',
};

export const lenderMessages = i18n('lender', en);
