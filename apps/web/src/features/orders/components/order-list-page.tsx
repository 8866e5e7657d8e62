import Button from 'antd-mobile/es/components/button';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ErrorCode } from '@saral/contract/error-codes';
import { ApiError } from '../../../shared/api/api-client';
import { orderListQuery } from '../../../shared/api/orders-api';
import { PageError } from '../../../shared/ui/page-error';
import { OrderCard } from './order-card';
import './orders.css';
import { useShownText } from '../../../shared/i18n/shown-text';
import { ordersMessages } from '../i18n/en';
import { fill } from '../../../shared/i18n/i18n';

/** /orders, the Order tab: every order of the borrower, newest as the server sends them. */
export function OrderListPage() {
  const navigate = useNavigate();
  const orders = useQuery(orderListQuery());
  const { t } = useShownText(ordersMessages);
  // The active loan the precheck named, when APPLY NOW led here (issue 16: said in place).
  const notice = (useLocation().state as Partial<{ notice: string }> | null)?.notice;
  const [refreshError, setRefreshError] = useState<string | null>(null);

  const refresh = async () => {
    const result = await orders.refetch();
    // The list on screen stays; only say above it that it could not be updated (-4 has moved
    // on already). Never a toast over the amounts.
    setRefreshError(
      result.isError &&
        !(result.error instanceof ApiError && result.error.code === ErrorCode.sessionInvalid)
        ? fill(t.refreshFailed, { reason: result.error.message })
        : null,
    );
  };

  return (
    <main className="orders-page">
      <h1 className="orders-page__title">{t.loanHistory}</h1>
      {notice ? (
        <p className="orders-page__notice" role="status">
          {notice}
        </p>
      ) : null}
      {refreshError ? (
        <p className="call-error" role="alert">
          {refreshError}
        </p>
      ) : null}
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
              <p>{t.noOrders}</p>
              <Button color="primary" size="large" onClick={() => void navigate('/')}>
                {t.apply}
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
