import Button from 'antd-mobile/es/components/button';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatRupees } from '@saral/contract/money';
import { acceptCreditLimitMutation, creditLimitQuery } from '../api/credit-limit-api';
import '../../../shared/ui/notice-card.css';

/**
 * Home's credit-limit card. Repayments unlock a higher limit, but it applies only once the
 * borrower accepts it (RBI: no increase without explicit consent), so the card asks; until
 * then every amount offered stays within the current limit.
 */
export function CreditLimitOffer() {
  const queryClient = useQueryClient();
  const credit = useQuery(creditLimitQuery());
  const accept = useMutation({
    ...acceptCreditLimitMutation(),
    // Offers, prices and Home's cards were worked out with the old limit.
    onSuccess: () => void queryClient.invalidateQueries({ refetchType: 'none' }),
  });

  if (accept.data) {
    return (
      <section className="notice-card" aria-live="polite">
        <h2 className="notice-card__title">
          Your credit limit is now {formatRupees(accept.data.maxRupees)}
        </h2>
      </section>
    );
  }
  const offer = credit.data?.offer;
  if (!credit.data || !offer) return null;
  return (
    <section className="notice-card" aria-labelledby="credit-limit-title">
      <h2 id="credit-limit-title" className="notice-card__title">
        You can now borrow up to {formatRupees(offer.maxRupees)}
      </h2>
      <p className="notice-card__text">
        Thanks to your repayments, a higher limit is open to you. It applies only if you accept;
        until then you can borrow up to {formatRupees(credit.data.limit.maxRupees)}.
      </p>
      <div className="notice-card__actions">
        <Button
          size="small"
          color="primary"
          loading={accept.isPending}
          loadingText="Accept"
          data-track="credit-limit-accept"
          onClick={() => accept.mutate(offer.tier)}
        >
          Accept
        </Button>
      </div>
    </section>
  );
}
