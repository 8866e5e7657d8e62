import Button from 'antd-mobile/es/components/button';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ErrorCode } from '@saral/contract/envelope';
import { ApiError } from '../../../shared/api/api-client';
import { orderListQuery } from '../../../shared/api/orders-api';
import { PageError } from '../../../shared/ui/page-error';
import { showToast } from '../../../shared/ui/feedback';
import { OrderCard } from './order-card';
import './orders.css';

/** /orders, the Order tab: every order of the borrower, newest as the server sends them. */
export function OrderListPage() {
  const navigate = useNavigate();
  const orders = useQuery(orderListQuery());

  const refresh = async () => {
    const result = await orders.refetch();
    // The list on screen stays; only say that it could not be updated (-4 has moved on already).
    if (
      result.isError &&
      !(result.error instanceof ApiError && result.error.code === ErrorCode.sessionInvalid)
    ) {
      showToast(result.error.message);
    }
  };

  return (
    <main className="orders-page">
      <h1 className="orders-page__title">Loan History</h1>
      {/* A failed pull keeps the list it had: the error screen is only for a first load. */}
      {orders.data ? (
        <PullToRefresh onRefresh={refresh}>
          {orders.data.length === 0 ? (
            <section className="orders-empty">
              <svg viewBox="0 0 24 24" width="56" height="56" aria-hidden="true">
                <path
                  d="M6 2h9l5 5v15H6zM14 3v5h5M9 12h8M9 16h5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.4"
                  strokeLinejoin="round"
                />
              </svg>
              <p>No order history go get your first loan</p>
              <Button color="primary" size="large" onClick={() => void navigate('/')}>
                Apply
              </Button>
            </section>
          ) : (
            <div className="stack">
              {orders.data.map((order) => (
                <OrderCard key={order.orderId} order={order} />
              ))}
            </div>
          )}
        </PullToRefresh>
      ) : orders.isError ? (
        <PageError message={orders.error.message} onRetry={() => void orders.refetch()} />
      ) : (
        <div className="stack" aria-busy="true">
          <Skeleton.Paragraph lineCount={4} animated />
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
      )}
    </main>
  );
}
