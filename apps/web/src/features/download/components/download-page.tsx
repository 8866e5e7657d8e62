import { useEffect, useRef, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useSearchParams } from 'react-router';
import { DOWNLOAD_BUTTON_LOCK_MS, LOAN_TIERS } from '@saral/contract/constants';
import { formatRupees } from '@saral/contract/money';
import { webConfig } from '../../../shared/config';
import { useMessages } from '../../../shared/i18n/i18n';
import { downloadMessages } from '../i18n/en';

/**
 * What each state truthfully says. 0: the application was received on the web (code -107, or a
 * product whose borrowers finish in the app) and continues in the app; 1: it was approved.
 * Anything else reads as 0: the page never claims an approval it was not told of.
 */
/** /download?state=0|1: sends the borrower to the app, saying where their application stands. */
export function DownloadPage() {
  const [params] = useSearchParams();
  const t = useMessages(downloadMessages);
  const text =
    params.get('state') === '1'
      ? { title: t.approvedTitle, body: t.approvedBody }
      : { title: t.receivedTitle, body: t.receivedBody };
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
        <h1>{text.title}</h1>
        <p>{text.body}</p>
        <Button
          color="primary"
          size="large"
          block
          disabled={locked}
          data-track="download-get-money"
          onClick={getMoney}
        >
          {t.getMoney}
        </Button>
      </section>

      <section className="card">
        <h2 className="section-title">{t.calculation}</h2>
        <table className="tier-table">
          <thead>
            <tr>
              <th scope="col">{t.numberOfLoans}</th>
              <th scope="col">{t.loanAmount}</th>
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
        <p className="muted">{t.limitDepends}</p>
        <p className="muted">{t.payOnTime}</p>
      </section>
    </main>
  );
}
