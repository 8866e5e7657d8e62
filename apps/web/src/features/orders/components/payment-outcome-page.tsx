import { useEffect } from 'react';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PaymentOutcome } from '@saral/contract/api/money';
import { orderDetailQuery } from '../../../shared/api/orders-api';
import { CallError } from '../../../shared/ui/call-error';
import { Outcome, type OutcomeAction } from '../../../shared/ui/outcome';
import { PageError } from '../../../shared/ui/page-error';
import { paymentStatusQuery, repayMutation } from '../api/orders-api';
import { usePaymentLink } from '../hooks/use-payment-link';
import { paymentOutcome } from '../payment-outcome';
import { useShownText } from '../../../shared/i18n/shown-text';
import { ORDER_PATTERNS, ordersMessages } from '../i18n/en';

/**
 * /orders/{id}/payment/{linkId}: where the gateway sends the borrower back. Says whether the
 * payment went through (and what it changed), failed (nothing taken) or is still pending.
 */
export function PaymentOutcomePage() {
  const params = useParams();
  const orderId = params.id ?? '';
  const linkId = params.linkId ?? '';
  const queryClient = useQueryClient();
  const payment = useQuery(paymentStatusQuery(linkId));
  const paid = payment.data?.status === PaymentOutcome.paid;
  const order = useQuery({ ...orderDetailQuery(orderId), enabled: paid });
  const repay = usePaymentLink(repayMutation());
  const { t, text } = useShownText(ordersMessages, ORDER_PATTERNS);

  // Paid: every cached figure of the order (list, Home, detail) is out of date.
  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: ['orders'], refetchType: 'none' });
  }, [paid, queryClient]);

  if (payment.isPending || (paid && order.isPending)) {
    return <Skeleton.Paragraph lineCount={6} animated className="page-pad" />;
  }
  if (!payment.data) {
    return (
      <PageError
        message={payment.error?.message ?? t.paymentMissing}
        onRetry={() => void payment.refetch()}
      />
    );
  }
  const view = paymentOutcome(payment.data, order.data ?? null);
  const loan: OutcomeAction = {
    text: t.backToLoan,
    to: `/orders/${payment.data.orderId}/detail`,
    primary: view.retry === null,
    track: 'payment-outcome-loan',
  };
  const retry: OutcomeAction[] =
    view.retry === 'repay'
      ? [
          {
            text: t.tryAgain,
            primary: true,
            loading: repay.pending,
            disabled: repay.disabled,
            track: 'payment-retry',
            onClick: () => repay.open(payment.data.orderId),
          },
        ]
      : view.retry === 'extension'
        ? [
            {
              text: t.tryAgain,
              to: `/orders/${payment.data.orderId}/extension`,
              primary: true,
              track: 'payment-retry',
            },
          ]
        : [];
  return (
    <Outcome
      status={view.status}
      title={text(view.title)}
      description={text(view.description)}
      actions={[...retry, loan]}
    >
      <CallError error={repay.error} />
    </Outcome>
  );
}
