import type { LenderIdentity } from '@saral/contract/api/lender';
import './lender.css';

import { useMessages } from '../i18n/i18n';
import { lenderMessages } from '../i18n/lender/en';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The grievance officer (RBI Fair Practices Code) and, after 30 days without a resolution, the
 * RBI's complaint portal: the route a borrower can always take.
 */
export function GrievanceContact({
  lender,
  flush = false,
}: {
  lender: LenderIdentity;
  /** Full width, as between the Account page's lists. */
  flush?: boolean;
}) {
  const officer = lender.grievanceOfficer;
  const t = useMessages(lenderMessages);
  return (
    <section
      className={flush ? 'lender-section lender-section--flush' : 'lender-section'}
      aria-labelledby="grievance-officer-title"
    >
      <h2 id="grievance-officer-title" className="lender-section__title">
        {t.grievanceOfficer}
      </h2>
      <dl className="fact-list">
        <div>
          <dt>{t.name}</dt>
          <dd>{officer.name}</dd>
        </div>
        <div>
          <dt>{t.phone}</dt>
          <dd>
            <a href={telHref(officer.phone)}>{officer.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{t.email}</dt>
          <dd>
            <a href={`mailto:${officer.email}`}>{officer.email}</a>
          </dd>
        </div>
      </dl>
      <p className="lender-section__note">
        {t.complaintBefore}
        <a href={lender.complaintPortalUrl} target="_blank" rel="noopener noreferrer">
          {lender.complaintPortalUrl.replace(/^https?:\/\//, '')}
        </a>
        {t.complaintAfter}
      </p>
    </section>
  );
}
