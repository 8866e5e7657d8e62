import { i18n } from '../i18n';

/** The grievance officer section (Account, About, KFS): English texts. */
export const en = {
  grievanceOfficer: 'Grievance officer',
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  complaintBefore:
    'We acknowledge a complaint within 48 hours and aim to resolve it within 30 days. If it is not resolved in 30 days, or you are not satisfied with the reply, complain to the Reserve Bank of India at ',
  complaintAfter: ' (RBI Integrated Ombudsman Scheme).',
};

export const lenderMessages = i18n('lender', en);
