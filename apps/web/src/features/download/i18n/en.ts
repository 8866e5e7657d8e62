import { i18n } from '../../../shared/i18n/i18n';

/** The app download page: English. */
export const en = {
  receivedTitle: 'Your loan application has been received',
  receivedBody:
    'Continue in the Saral app: finish any step left there, and get your money in the app once it is approved.',
  approvedTitle: 'Congratulations, your loan application has been approved',
  approvedBody: 'Get the money in the Saral app.',
  getMoney: 'GET MONEY',
  calculation: 'Loan calculation',
  numberOfLoans: 'Number of loans',
  loanAmount: 'Loan amount',
  limitDepends:
    'Your loan limit depends on our credit evaluation and on how many times you have borrowed with us.',
  payOnTime: 'Paying on time raises your credit score and your limit.',
};

export const downloadMessages = i18n('download', en);
