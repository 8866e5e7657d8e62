import Button from 'antd-mobile/es/components/button';
import { coolingOffExitMutation } from '../api/orders-api';
import { CallError } from '../../../shared/ui/call-error';
import { usePaymentLink } from '../hooks/use-payment-link';
import { coolingOffButtonText, coolingOffNote, type CoolingOffExit } from '../loan-options-view';
import { useShownText } from '../../../shared/i18n/shown-text';
import { ORDER_PATTERNS, ordersMessages } from '../i18n/en';

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
  const { t, text: shown } = useShownText(ordersMessages, ORDER_PATTERNS);
  const text = shown(coolingOffButtonText(exit));
  return (
    <section className="order-section" aria-labelledby="order-section-cooling-off">
      <h2 id="order-section-cooling-off" className="order-section__title">
        {t.changedMind}
      </h2>
      <p className="order-detail__cooling-off">{shown(coolingOffNote(exit))}</p>
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
