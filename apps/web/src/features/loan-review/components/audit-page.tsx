import { useRef, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorCode } from '@saral/contract/error-codes';
import { OrderState } from '@saral/contract/order-states';
import { ApiError } from '../../../shared/api/api-client';
import { getOrderDetail } from '../../../shared/api/orders-api';
import {
  finishNativeApp,
  hasNativeBridge,
  isInNativeApp,
  launchStoreReview,
  storeReviewUrl,
} from '../../../shared/native/native-bridge';
import { confirmDialog, showInfo } from '../../../shared/ui/feedback';
import { auditOrderId, auditRefreshOutcome } from '../audit-refresh';
import { useDocumentRequested } from '../hooks/use-document-requested';
import './loan-review.css';
import { useShownText } from '../../../shared/i18n/shown-text';
import { loanReviewMessages } from '../i18n/en';

/**
 * /orders/{id}/audit and /orders/audit?orderId: the application is being reviewed. Refresh asks
 * the server for the order's state and moves on once the review is done.
 */
export function AuditPage() {
  const routeId = useParams().id;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderId = auditOrderId(routeId, params.get('orderId'));
  // A ref, not state: a second tap in the same frame must already see the request as running.
  const busy = useRef(false);
  const [refreshing, setRefreshing] = useState(false);
  const documentRequested = useDocumentRequested(orderId);
  // Spec section 4: a denied order's refresh stays here, so the denial is shown in place.
  const [denial, setDenial] = useState<{ productId: number; reason: string | null } | null>(null);
  // Issue 16: said under the button it answers, never in a toast.
  const [stillReviewing, setStillReviewing] = useState(false);
  const [thanked, setThanked] = useState(false);
  const { t, text } = useShownText(loanReviewMessages);

  async function refresh() {
    if (busy.current || orderId === null) return;
    busy.current = true;
    setRefreshing(true);
    setStillReviewing(false);
    try {
      // The server's state now, never a cached copy. Decided per refresh: only a page the
      // app's bridge is on can pass state 10 to the app.
      const order = await getOrderDetail(orderId, { inApp: hasNativeBridge() });
      const outcome = auditRefreshOutcome(order.orderState, orderId, isInNativeApp());
      if (outcome.kind === 'stay') {
        if (order.orderState === OrderState.denied) {
          setDenial({ productId: order.productId, reason: order.denialReason ?? null });
          return;
        }
        setStillReviewing(true);
        return;
      }
      // Review done in the app: the app closes this page and goes on in its own screens.
      if (outcome.kind === 'finish' && finishNativeApp()) return;
      void navigate(outcome.kind === 'finish' ? outcome.fallback : outcome.to, { replace: true });
    } catch (error) {
      // Spec section 8: the audit refresh reports failures in the Info dialog (-4 has already
      // moved the borrower to /login).
      if (!(error instanceof ApiError && error.code === ErrorCode.sessionInvalid)) {
        await showInfo((error as Error).message);
      }
    } finally {
      busy.current = false;
      setRefreshing(false);
    }
  }

  async function evaluate() {
    const rate = await confirmDialog({
      content: t.rateText,
      confirmText: t.rate,
      cancelText: t.notNow,
    });
    if (!rate) return;
    // In the app its store review page opens; in a browser the store page opens in a new tab.
    launchStoreReview(storeReviewUrl());
    setThanked(true);
  }

  if (orderId === null) {
    return (
      <main className="review-page">
        <h1 className="review-page__title">{t.orderMissing}</h1>
        <p>{t.noApplication}</p>
        <Link to="/" className="text-link">
          {t.backToHome}
        </Link>
      </main>
    );
  }

  return (
    <main className="review-page">
      <div className="review-page__badge" aria-hidden="true">
        <span className="review-page__hourglass" />
      </div>
      <h1 className="review-page__title">{t.inAuditing}</h1>
      <p>{t.submitted}</p>
      <p className="muted">{t.smsWhenApproved}</p>

      {denial ? (
        <section
          className="review-page__card review-page__card--attention"
          role="alert"
          aria-label={t.denied}
        >
          <h2 className="review-page__subtitle">{t.denied}</h2>
          {denial.reason ? (
            <p>
              {t.reasonPrefix}
              <span className="review-page__reason">{text(denial.reason)}</span>
            </p>
          ) : null}
          <Button
            block
            color="primary"
            onClick={() => void navigate(`/product/${denial.productId}/denied?orderId=${orderId}`)}
          >
            {t.applyAgainWhen}
          </Button>
        </section>
      ) : null}

      {documentRequested ? (
        <section className="review-page__card review-page__card--attention" role="alert">
          <h2 className="review-page__subtitle">{t.newPhoto}</h2>
          <p>{t.newPhotoText}</p>
          <Button
            block
            color="primary"
            onClick={() => void navigate(`/auth/index?pid=${documentRequested.productId}`)}
          >
            {t.takeAgain}
          </Button>
        </section>
      ) : null}

      <Button
        block
        color="primary"
        size="large"
        loading={refreshing}
        loadingText={t.refresh}
        onClick={() => void refresh()}
      >
        {t.refresh}
      </Button>
      {stillReviewing ? (
        <p className="review-page__note" role="status">
          {t.stillUnderReview}
        </p>
      ) : null}

      <section className="review-page__card">
        <h2 className="review-page__subtitle">{t.amountGrows}</h2>
        <p className="muted">{t.amountGrowsText}</p>
      </section>

      <section className="review-page__card">
        <h2 className="review-page__subtitle">{t.likeSaral}</h2>
        <p className="muted">{t.ratingHelps}</p>
        <Button block fill="outline" color="primary" onClick={() => void evaluate()}>
          {t.evaluate}
        </Button>
        {thanked ? (
          <p className="review-page__note" role="status">
            {t.thanks}
          </p>
        ) : null}
      </section>

      {/* A way back while the review runs: the application stays under review meanwhile. */}
      <Link to="/" className="text-link" data-track="audit-home">
        {t.backToHome}
      </Link>
    </main>
  );
}
