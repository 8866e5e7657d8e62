import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../shared/format/dates';
import { loanDocumentsLinkQuery } from '../api/orders-api';

/** The loan documents (sanction letter and the accepted KFS) behind the borrower's own link. */
export function LoanDocumentsLink({ orderId }: { orderId: number }) {
  const link = useQuery(loanDocumentsLinkQuery(String(orderId)));
  return (
    <section className="order-section" aria-labelledby="order-section-documents">
      <h2 id="order-section-documents" className="order-section__title">
        Loan documents
      </h2>
      {link.data ? (
        <>
          <a
            className="order-detail__documents"
            href={link.data.url}
            target="_blank"
            rel="noopener noreferrer"
            data-track="loan-documents"
          >
            Key Fact Statement and sanction letter
          </a>
          <p className="order-detail__note">
            The link works until {formatDateTime(link.data.validUntil)}.
          </p>
        </>
      ) : link.isError ? (
        <p className="order-detail__note" role="alert">
          {link.error.message}{' '}
          <button type="button" className="link-button" onClick={() => void link.refetch()}>
            Try again
          </button>
        </p>
      ) : (
        <p className="order-detail__note">Loading…</p>
      )}
    </section>
  );
}
