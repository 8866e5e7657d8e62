import type { LenderIdentity } from '@saral/contract/api/lender';
import { GrievanceContact } from './grievance-contact';
import './lender.css';

/** Who lends: legal name, registrations and registered office, then the grievance route. */
export function LenderDetails({ lender }: { lender: LenderIdentity }) {
  return (
    <>
      <section className="lender-section" aria-labelledby="lender-title">
        <h2 id="lender-title" className="lender-section__title">
          Lender
        </h2>
        <dl className="fact-list">
          <div>
            <dt>Legal name</dt>
            <dd data-testid="lender-name">{lender.name}</dd>
          </div>
          <div>
            <dt>RBI certificate of registration</dt>
            <dd>{lender.rbiRegistration}</dd>
          </div>
          <div>
            <dt>CIN</dt>
            <dd>{lender.cin}</dd>
          </div>
          <div>
            <dt>Registered office</dt>
            <dd>{lender.address}</dd>
          </div>
          <div>
            <dt>Customer care</dt>
            <dd>
              <a href={`mailto:${lender.customerCare.email}`}>{lender.customerCare.email}</a>
              {' · '}
              {lender.customerCare.phone}
              <br />
              {lender.customerCare.hours}
            </dd>
          </div>
        </dl>
      </section>
      <GrievanceContact lender={lender} />
    </>
  );
}
