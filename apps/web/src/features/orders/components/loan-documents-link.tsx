import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../shared/format/dates';
import { loanDocumentsLinkQuery } from '../api/orders-api';
import { fill } from '../../../shared/i18n/i18n';
import { monthsIn, useShownText } from '../../../shared/i18n/shown-text';
import { ordersMessages } from '../i18n/en';

/** The loan documents (sanction letter and the accepted KFS) behind the borrower's own link. */
export function LoanDocumentsLink({ orderId }: { orderId: number }) {
  const link = useQuery(loanDocumentsLinkQuery(String(orderId)));
  const { t, language } = useShownText(ordersMessages);
  return (
    <section className="order-section" aria-labelledby="order-section-documents">
      <h2 id="order-section-documents" className="order-section__title">
        {t.loanDocuments}
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
            {t.documentsLink}
          </a>
          <p className="order-detail__note">
            {fill(t.linkValid, { time: monthsIn(formatDateTime(link.data.validUntil), language) })}
          </p>
        </>
      ) : link.isError ? (
        <p className="order-detail__note" role="alert">
          {link.error.message}{' '}
          <button type="button" className="link-button" onClick={() => void link.refetch()}>
            {t.tryAgain}
          </button>
        </p>
      ) : (
        <p className="order-detail__note">{t.loading}</p>
      )}
    </section>
  );
}
