import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { formatRupees } from '@saral/contract/money';
import { formatDate } from '../../../shared/format/dates';
import { noDuesLetterQuery } from '../api/account-api';
import './account.css';

/** /personal/no-dues/:orderId: the printable no-dues letter of the borrower's settled loan. */
export function NoDuesLetterPage() {
  const orderId = useParams().orderId ?? '';
  const letter = useQuery(noDuesLetterQuery(orderId));

  if (letter.isPending) {
    return <Skeleton.Paragraph lineCount={8} animated className="page-pad" />;
  }
  if (letter.isError) {
    return (
      <main className="no-dues">
        <h1>No-dues letter</h1>
        <p role="alert">{letter.error.message}</p>
      </main>
    );
  }
  const data = letter.data;
  return (
    <main className="no-dues">
      <h1>No-dues letter</h1>
      <p>
        <strong>{data.lender.name}</strong>
        <br />
        {data.lender.address}
        <br />
        RBI registration {data.lender.rbiRegistration}
      </p>
      <p>Date: {formatDate(data.issuedAt)}</p>
      <dl className="no-dues__facts">
        <div>
          <dt>Borrower</dt>
          <dd>{data.borrowerName}</dd>
        </div>
        <div>
          <dt>Loan no.</dt>
          <dd>{data.loanNo}</dd>
        </div>
        <div>
          <dt>Loan amount</dt>
          <dd>{formatRupees(data.loanAmount)}</dd>
        </div>
        {data.disbursedAt && (
          <div>
            <dt>Disbursed on</dt>
            <dd>{formatDate(data.disbursedAt)}</dd>
          </div>
        )}
        <div>
          <dt>Total repaid</dt>
          <dd>{formatRupees(data.totalPaid)}</dd>
        </div>
        <div>
          <dt>Closed on</dt>
          <dd>{formatDate(data.closedAt)}</dd>
        </div>
      </dl>
      <p className="no-dues__statement">
        This is to certify that loan {data.loanNo} of {data.borrowerName} was repaid in full and
        closed on {formatDate(data.closedAt)}. No dues are outstanding against this loan.
      </p>
      <p>For {data.lender.name}</p>
      <Button block color="primary" className="no-dues__print" onClick={() => window.print()}>
        Print or save as PDF
      </Button>
    </main>
  );
}
