import Button from 'antd-mobile/es/components/button';
import { coolingOffExitMutation } from '../api/orders-api';
import { CallError } from '../../../shared/ui/call-error';
import { usePaymentLink } from '../hooks/use-payment-link';
import { coolingOffButtonText, coolingOffNote, type CoolingOffExit } from '../loan-options-view';

/**
 * The cooling-off exit while it is open (RBI look-up period): a link for exactly what closes the
 * loan today; paying it settles the loan.
 */
export function CoolingOffExitSection({
  orderId,
  exit,
}: {
  orderId: number;
  exit: CoolingOffExit;
}) {
  const link = usePaymentLink(coolingOffExitMutation());
  const text = coolingOffButtonText(exit);
  return (
    <section className="order-section" aria-labelledby="order-section-cooling-off">
      <h2 id="order-section-cooling-off" className="order-section__title">
        Changed your mind?
      </h2>
      <p className="order-detail__cooling-off">{coolingOffNote(exit)}</p>
      <Button
        block
        fill="outline"
        color="primary"
        size="large"
        loading={link.pending}
        disabled={link.disabled}
        loadingText={text}
        data-track="cooling-off-exit"
        onClick={() => link.open(orderId)}
      >
        {text}
      </Button>
      <CallError error={link.error} />
    </section>
  );
}
