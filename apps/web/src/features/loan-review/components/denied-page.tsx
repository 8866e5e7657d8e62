import Button from 'antd-mobile/es/components/button';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { REAPPLY_WAIT_DAYS } from '@saral/contract/constants';
import { orderDetailQuery } from '../../../shared/api/orders-api';
import { useReapplyCountdown } from '../hooks/use-reapply-countdown';
import { formatReapplyWait, parseReapplyWait } from '../reapply-countdown';
import './loan-review.css';

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

  return (
    <main className="review-page">
      <div className="review-page__badge review-page__badge--denied" aria-hidden="true">
        !
      </div>
      <h1 className="review-page__title">Application Denied</h1>
      <p>
        We reviewed your application carefully and cannot approve it this time. This decision is
        based on your details and credit assessment at the moment of applying.
      </p>

      {reason ? (
        <section className="review-page__card" aria-label="Reason">
          <p className="muted">Reason</p>
          <p className="review-page__reason">{reason}</p>
        </section>
      ) : null}

      <section
        className="review-page__card review-page__card--center"
        aria-label="Re-apply countdown"
      >
        {waitMs === null ? (
          <p>You can apply again {REAPPLY_WAIT_DAYS} days after the decision.</p>
        ) : left ? (
          <>
            <p className="muted">You can apply again in</p>
            <p className="review-page__countdown">{left}</p>
          </>
        ) : (
          <p className="review-page__countdown">You can apply again now</p>
        )}
      </section>
      <p className="muted">
        Keeping your details up to date and repaying any loans on time improve your chances next
        time.
      </p>

      <Button block color="primary" size="large" onClick={() => navigate('/', { replace: true })}>
        Back
      </Button>
    </main>
  );
}
