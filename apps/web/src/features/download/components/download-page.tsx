import { useEffect, useRef, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { DOWNLOAD_BUTTON_LOCK_MS, LOAN_TIERS } from '@saral/contract/constants';
import { formatRupees } from '@saral/contract/money';
import { webConfig } from '../../../shared/config';

/** /download?state=0|1: the approval page that sends the borrower to the app for the money. */
export function DownloadPage() {
  const [locked, setLocked] = useState(false);
  const unlockTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(unlockTimer.current), []);

  const getMoney = () => {
    if (locked) return;
    // A second tap while the store opens would open it twice: lock the button for 5 seconds.
    setLocked(true);
    unlockTimer.current = window.setTimeout(() => setLocked(false), DOWNLOAD_BUTTON_LOCK_MS);
    // A new tab keeps this page (and the borrower's place) open behind the store.
    // ('noopener' would make window.open return null, hiding a blocked pop-up, so cut it by hand.)
    const opened = window.open(webConfig.appDownloadUrl, '_blank');
    if (opened) opened.opener = null;
    else window.location.assign(webConfig.appDownloadUrl);
  };

  return (
    <main className="download-page">
      <section className="download-page__hero">
        <img src="/logos/saral-mark.svg" alt="" width={64} height={64} />
        <h1>Congratulations, your loan application has been approved</h1>
        <p>Get the money in the Saral app.</p>
        <Button
          color="primary"
          size="large"
          block
          disabled={locked}
          data-track="download-get-money"
          onClick={getMoney}
        >
          GET MONEY
        </Button>
      </section>

      <section className="card">
        <h2 className="section-title">Loan calculation</h2>
        <table className="tier-table">
          <thead>
            <tr>
              <th scope="col">Number of loans</th>
              <th scope="col">Loan amount</th>
            </tr>
          </thead>
          <tbody>
            {LOAN_TIERS.map((tier) => (
              <tr key={tier.loans}>
                <td>{tier.loans}</td>
                <td>
                  {formatRupees(tier.minRupees)} – {formatRupees(tier.maxRupees)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="muted">
          Your loan limit depends on our credit evaluation and on how many times you have borrowed
          with us.
        </p>
        <p className="muted">Paying on time raises your credit score and your limit.</p>
      </section>
    </main>
  );
}
