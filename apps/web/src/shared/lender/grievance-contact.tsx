import type { LenderIdentity } from '@saral/contract/api/lender';
import './lender.css';

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
  return (
    <section
      className={flush ? 'lender-section lender-section--flush' : 'lender-section'}
      aria-labelledby="grievance-officer-title"
    >
      <h2 id="grievance-officer-title" className="lender-section__title">
        Grievance officer
      </h2>
      <dl className="fact-list">
        <div>
          <dt>Name</dt>
          <dd>{officer.name}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={telHref(officer.phone)}>{officer.phone}</a>
          </dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${officer.email}`}>{officer.email}</a>
          </dd>
        </div>
      </dl>
      <p className="lender-section__note">
        We acknowledge a complaint within 48 hours and aim to resolve it within 30 days. If it is
        not resolved in 30 days, or you are not satisfied with the reply, complain to the Reserve
        Bank of India at{' '}
        <a href={lender.complaintPortalUrl} target="_blank" rel="noopener noreferrer">
          {lender.complaintPortalUrl.replace(/^https?:\/\//, '')}
        </a>{' '}
        (RBI Integrated Ombudsman Scheme).
      </p>
    </section>
  );
}
