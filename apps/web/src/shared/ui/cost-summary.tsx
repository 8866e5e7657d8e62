import { GST_RATE_PERCENT } from '@saral/contract/constants';
import { costSummary, feeGroups, type LoanFigures } from '../loan/cost-summary';
import { fill } from '../i18n/i18n';
import { useLoanText } from '../i18n/loan/use-loan-text';
import './cost-summary.css';

/** Above the fold where the borrower decides: you get ₹X today → you repay ₹Y on DATE. */
export function CostSummary({ figures }: { figures: LoanFigures }) {
  const summary = costSummary(figures);
  const { t, text } = useLoanText();
  return (
    <section className="cost-summary" aria-label={t.costSummary}>
      <div className="cost-summary__flow">
        <p>
          <span className="cost-summary__caption">{t.youGetToday}</span>
          <strong className="cost-summary__amount">{summary.getToday}</strong>
        </p>
        <span className="cost-summary__arrow" aria-hidden="true">
          →
        </span>
        <p>
          <span className="cost-summary__caption">
            {summary.on ? fill(t.youRepayOn, { on: text(summary.on) }) : t.youRepay}
          </span>
          <strong className="cost-summary__amount">{summary.repay}</strong>
        </p>
      </div>
      <p className="cost-summary__cost">{fill(t.cost, { cost: summary.cost, apr: summary.apr })}</p>
    </section>
  );
}

/** The fees card: what is deducted at payout and what is repaid, each adding up. */
export function FeeBreakdown({ figures }: { figures: LoanFigures }) {
  const { text } = useLoanText();
  return (
    <div className="fee-breakdown">
      {feeGroups(figures, GST_RATE_PERCENT).map((group) => (
        <section key={group.key} aria-labelledby={`fees-${group.key}`}>
          <h3 id={`fees-${group.key}`} className="fee-breakdown__title">
            {text(group.title)}
          </h3>
          <dl className="fee-breakdown__lines">
            {group.lines.map((line) => (
              <div key={line.key} className={line.total ? 'fee-breakdown__total' : undefined}>
                <dt>{text(line.label)}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
