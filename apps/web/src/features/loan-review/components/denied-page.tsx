import Button from 'antd-mobile/es/components/button';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { REAPPLY_WAIT_DAYS } from '@saral/contract/constants';
import { orderDetailQuery } from '../../../shared/api/orders-api';
import { useReapplyCountdown } from '../hooks/use-reapply-countdown';
import { formatReapplyWait, parseReapplyWait } from '../reapply-countdown';
import './loan-review.css';
import { fill } from '../../../shared/i18n/i18n';
import { useShownText } from '../../../shared/i18n/shown-text';
import { REVIEW_PATTERNS, loanReviewMessages } from '../i18n/en';

/**
 * /product/{pid}/denied?day&hour (after the precheck) or ?orderId (after the review): the
 * application was denied, why (the reason category the reviewer chose), and when the borrower may
 * try again.
 */
export function DeniedPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const order = useQuery(orderDetailQuery(params.get('orderId') ?? ''));
  const reason = order.data?.denialReason ?? null;
  const waitMs = parseReapplyWait(params.get('day'), params.get('hour'));
  const left = formatReapplyWait(useReapplyCountdown(waitMs));
  const { t, text } = useShownText(loanReviewMessages, REVIEW_PATTERNS);

  return (
    <main className="review-page">
      <div className="review-page__badge review-page__badge--denied" aria-hidden="true">
        !
      </div>
      <h1 className="review-page__title">{t.denied}</h1>
      <p>{t.deniedText}</p>

      {reason ? (
        <section className="review-page__card" aria-label={t.reason}>
          <p className="muted">{t.reason}</p>
          <p className="review-page__reason">{text(reason)}</p>
        </section>
      ) : null}

      <section className="review-page__card review-page__card--center" aria-label={t.countdown}>
        {waitMs === null ? (
          <p>{fill(t.applyAgainAfter, { days: REAPPLY_WAIT_DAYS })}</p>
        ) : left ? (
          <>
            <p className="muted">{t.applyAgainIn}</p>
            <p className="review-page__countdown">{text(left)}</p>
          </>
        ) : (
          <p className="review-page__countdown">{t.applyAgainNow}</p>
        )}
      </section>
      <p className="muted">{t.chances}</p>

      <Button block color="primary" size="large" onClick={() => navigate('/', { replace: true })}>
        {t.back}
      </Button>
    </main>
  );
}
