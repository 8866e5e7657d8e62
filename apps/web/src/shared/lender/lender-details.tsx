import type { LenderIdentity } from '@saral/contract/api/lender';
import { lenderMessages } from '../i18n/lender/en';
import { useShownText } from '../i18n/shown-text';
import { GrievanceContact } from './grievance-contact';
import './lender.css';

/** Who lends: legal name, registrations and registered office, then the grievance route. */
export function LenderDetails({ lender }: { lender: LenderIdentity }) {
  const { t, text } = useShownText(lenderMessages);
  return (
    <>
      <section className="lender-section" aria-labelledby="lender-title">
        <h2 id="lender-title" className="lender-section__title">
          {t.lender}
        </h2>
        <dl className="fact-list">
          <div>
            <dt>{t.legalName}</dt>
            <dd data-testid="lender-name">{lender.name}</dd>
          </div>
          <div>
            <dt>{t.rbiCertificate}</dt>
            <dd>{lender.rbiRegistration}</dd>
          </div>
          <div>
            <dt>{t.cin}</dt>
            <dd>{lender.cin}</dd>
          </div>
          <div>
            <dt>{t.registeredOffice}</dt>
            <dd>{lender.address}</dd>
          </div>
          <div>
            <dt>{t.customerCare}</dt>
            <dd>
              <a href={`mailto:${lender.customerCare.email}`}>{lender.customerCare.email}</a>
              {' · '}
              {lender.customerCare.phone}
              <br />
              {text(lender.customerCare.hours)}
            </dd>
          </div>
        </dl>
      </section>
      <GrievanceContact lender={lender} />
    </>
  );
}
