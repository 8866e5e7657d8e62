import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { formatAmount, formatLongDate } from '../../../shared/i18n/format';
import { fill, useLanguage, useMessages } from '../../../shared/i18n/i18n';
import { noDuesLetterQuery } from '../api/account-api';
import { accountMessages } from '../i18n/en';
import './account.css';

/**
 * /personal/no-dues/:orderId: the printable no-dues letter of the borrower's settled loan, in
 * the borrower's language (amounts grouped the Indian way, dates written out).
 */
export function NoDuesLetterPage() {
  const orderId = useParams().orderId ?? '';
  const letter = useQuery(noDuesLetterQuery(orderId));
  const t = useMessages(accountMessages);
  const language = useLanguage();
  const amount = (rupees: number) => formatAmount(rupees, language);
  const date = (value: string) => formatLongDate(value, language);

  if (letter.isPending) {
    return <Skeleton.Paragraph lineCount={8} animated className="page-pad" />;
  }
  if (letter.isError) {
    return (
      <main className="no-dues">
        <h1>{t.letterTitle}</h1>
        <p role="alert">{letter.error.message}</p>
      </main>
    );
  }
  const data = letter.data;
  return (
    <main className="no-dues">
      <h1>{t.letterTitle}</h1>
      <p>
        <strong>{data.lender.name}</strong>
        <br />
        {data.lender.address}
        <br />
        {fill(t.letterRbi, { number: data.lender.rbiRegistration })}
      </p>
      <p>{fill(t.letterDate, { date: date(data.issuedAt) })}</p>
      <dl className="no-dues__facts">
        <div>
          <dt>{t.letterBorrower}</dt>
          <dd>{data.borrowerName}</dd>
        </div>
        <div>
          <dt>{t.letterLoanNo}</dt>
          <dd>{data.loanNo}</dd>
        </div>
        <div>
          <dt>{t.letterLoanAmount}</dt>
          <dd>{amount(data.loanAmount)}</dd>
        </div>
        {data.disbursedAt && (
          <div>
            <dt>{t.letterDisbursedOn}</dt>
            <dd>{date(data.disbursedAt)}</dd>
          </div>
        )}
        <div>
          <dt>{t.letterTotalRepaid}</dt>
          <dd>{amount(data.totalPaid)}</dd>
        </div>
        <div>
          <dt>{t.letterClosedOn}</dt>
          <dd>{date(data.closedAt)}</dd>
        </div>
      </dl>
      <p className="no-dues__statement">
        {fill(t.letterStatement, {
          loanNo: data.loanNo,
          borrower: data.borrowerName,
          date: date(data.closedAt),
        })}
      </p>
      <p>{fill(t.letterFor, { lender: data.lender.name })}</p>
      <Button block color="primary" className="no-dues__print" onClick={() => window.print()}>
        {t.letterPrint}
      </Button>
    </main>
  );
}
