import { useRef } from 'react';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useOnline } from '../../../shared/network/online-status';
import { openPaymentPage } from '../../../shared/payment/payment-url';

/**
 * A button that asks the server for a payment link of an order and leaves for it. One request at
 * a time: a second tap in the same frame must already see the first as running, hence a ref.
 */
export function usePaymentLink(options: UseMutationOptions<{ paymentUrl: string }, Error, number>) {
  const busy = useRef(false);
  const online = useOnline();
  const mutation = useMutation({
    ...options,
    // Shown under the button (CallError), not in a toast over the amounts.
    meta: { errorDisplay: 'inline' },
    onSettled: () => {
      busy.current = false;
    },
    onSuccess: ({ paymentUrl }) => openPaymentPage(paymentUrl),
  });
  return {
    pending: mutation.isPending,
    /** Offline, a payment cannot start: the button waits for the connection. */
    disabled: !online,
    /** Why the last attempt failed, until the next one. */
    error: mutation.error,
    open(orderId: number) {
      if (busy.current) return;
      busy.current = true;
      mutation.mutate(orderId);
    },
  };
}
