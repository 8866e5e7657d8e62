import { i18n } from '../i18n';

/**
 * Page titles (top bar and browser tab), keyed by the English title the route table declares
 * (app/router.tsx). A route whose title is missing here shows its English title.
 */
export const en = {
  Saral: 'Saral',
  Login: 'Login',
  'Terms of Use': 'Terms of Use',
  'Privacy Policy': 'Privacy Policy',
  'Loan Approved': 'Loan Approved',
  Notice: 'Notice',
  'Loan Offer': 'Loan Offer',
  Account: 'Account',
  'Loan History': 'Loan History',
  Verification: 'Verification',
  'Basic Information': 'Basic Information',
  'Work Information': 'Work Information',
  'Identity Verification': 'Identity Verification',
  'Face Recognition': 'Face Recognition',
  'Face Recognition Result': 'Face Recognition Result',
  'Contact Information': 'Contact Information',
  'Application Submitted': 'Application Submitted',
  'Application Denied': 'Application Denied',
  'Your Credit Limit': 'Your Credit Limit',
  'Bank Account': 'Bank Account',
  'Add Bank Account': 'Add Bank Account',
  'Find your IFSC': 'Find your IFSC',
  'In Auditing...': 'In Auditing...',
  'Confirm Loan': 'Confirm Loan',
  'Loan Detail': 'Loan Detail',
  'Extension Fee': 'Extension Fee',
  'Your Money': 'Your Money',
  Payment: 'Payment',
  'Key Fact Statement': 'Key Fact Statement',
  'Product Detail': 'Product Detail',
  Messages: 'Messages',
  'Help Center': 'Help Center',
  'Delete my account': 'Delete my account',
  'No-dues letter': 'No-dues letter',
  'About us': 'About us',
  'Page not found': 'Page not found',
};

export const titleMessages = i18n('titles', en);
