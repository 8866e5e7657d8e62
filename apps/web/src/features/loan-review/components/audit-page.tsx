import { useRef, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorCode } from '@saral/contract/envelope';
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
import { clearToasts, confirmDialog, showInfo, showToast } from '../../../shared/ui/feedback';
import { auditOrderId, auditRefreshOutcome } from '../audit-refresh';
import { useDocumentRequested } from '../hooks/use-document-requested';
import './loan-review.css';

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

  async function refresh() {
    if (busy.current || orderId === null) return;
    busy.current = true;
    setRefreshing(true);
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
        showToast('Still under review');
        return;
      }
      // An earlier "Still under review" must not linger over the next screen.
      clearToasts();
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
      content: 'Enjoying Saral? Please give us 5 stars in the app store. It helps others find us.',
      confirmText: 'Rate 5 stars',
      cancelText: 'Not now',
    });
    if (!rate) return;
    // In the app its store review page opens; in a browser the store page opens in a new tab.
    launchStoreReview(storeReviewUrl());
    showToast('Thank you for your support!');
  }

  if (orderId === null) {
    return (
      <main className="review-page">
        <h1 className="review-page__title">Order not found</h1>
        <p>This link does not name a loan application.</p>
        <Link to="/" className="text-link">
          Back to Home
        </Link>
      </main>
    );
  }

  return (
    <main className="review-page">
      <div className="review-page__badge" aria-hidden="true">
        <span className="review-page__hourglass" />
      </div>
      <h1 className="review-page__title">In Auditing...</h1>
      <p>Your application has been submitted and is now under review.</p>
      <p className="muted">We will send you an SMS as soon as it is approved.</p>

      {denial ? (
        <section
          className="review-page__card review-page__card--attention"
          role="alert"
          aria-label="Application Denied"
        >
          <h2 className="review-page__subtitle">Application Denied</h2>
          {denial.reason ? (
            <p>
              Reason: <span className="review-page__reason">{denial.reason}</span>
            </p>
          ) : null}
          <Button
            block
            color="primary"
            onClick={() => void navigate(`/product/${denial.productId}/denied?orderId=${orderId}`)}
          >
            When can I apply again?
          </Button>
        </section>
      ) : null}

      {documentRequested ? (
        <section className="review-page__card review-page__card--attention" role="alert">
          <h2 className="review-page__subtitle">We need a new photo</h2>
          <p>
            Our team could not use one of your identity photos. Please take it again so we can
            finish reviewing your application.
          </p>
          <Button
            block
            color="primary"
            onClick={() => void navigate(`/auth/index?pid=${documentRequested.productId}`)}
          >
            Take the photo again
          </Button>
        </section>
      ) : null}

      <Button
        block
        color="primary"
        size="large"
        loading={refreshing}
        loadingText="Refresh"
        onClick={() => void refresh()}
      >
        Refresh
      </Button>

      <section className="review-page__card">
        <h2 className="review-page__subtitle">Your loan amount can grow</h2>
        <p className="muted">
          The more credit history you build with us and the more loans you repay on time, the higher
          the amount you can borrow next time.
        </p>
      </section>

      <section className="review-page__card">
        <h2 className="review-page__subtitle">Like Saral?</h2>
        <p className="muted">A 5-star rating helps us serve more borrowers.</p>
        <Button block fill="outline" color="primary" onClick={() => void evaluate()}>
          To Evaluate
        </Button>
      </section>

      {/* A way back while the review runs: the application stays under review meanwhile. */}
      <Link to="/" className="text-link" data-track="audit-home">
        Back to Home
      </Link>
    </main>
  );
}
