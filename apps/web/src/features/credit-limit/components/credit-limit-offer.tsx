import Button from 'antd-mobile/es/components/button';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { acceptCreditLimitMutation, creditLimitQuery } from '../api/credit-limit-api';
import { fill, useLanguage, useMessages } from '../../../shared/i18n/i18n';
import { formatAmount } from '../../../shared/i18n/format';
import { creditLimitMessages } from '../i18n/en';
import '../../../shared/ui/notice-card.css';

/**
 * Home's credit-limit card. Repayments unlock a higher limit, but it applies only once the
 * borrower accepts it (RBI: no increase without explicit consent), so the card asks; until
 * then every amount offered stays within the current limit.
 */
export function CreditLimitOffer() {
  const queryClient = useQueryClient();
  const credit = useQuery(creditLimitQuery());
  const t = useMessages(creditLimitMessages);
  const language = useLanguage();
  const accept = useMutation({
    ...acceptCreditLimitMutation(),
    // Offers, prices and Home's cards were worked out with the old limit.
    onSuccess: () => void queryClient.invalidateQueries({ refetchType: 'none' }),
  });

  if (accept.data) {
    return (
      <section className="notice-card" aria-live="polite">
        <h2 className="notice-card__title">
          {fill(t.limitNow, { amount: formatAmount(accept.data.maxRupees, language) })}
        </h2>
      </section>
    );
  }
  const offer = credit.data?.offer;
  if (!credit.data || !offer) return null;
  return (
    <section className="notice-card" aria-labelledby="credit-limit-title">
      <h2 id="credit-limit-title" className="notice-card__title">
        {fill(t.canBorrow, { amount: formatAmount(offer.maxRupees, language) })}
      </h2>
      <p className="notice-card__text">
        {fill(t.explain, { amount: formatAmount(credit.data.limit.maxRupees, language) })}
      </p>
      <div className="notice-card__actions">
        <Button
          size="small"
          color="primary"
          loading={accept.isPending}
          loadingText={t.accept}
          data-track="credit-limit-accept"
          onClick={() => accept.mutate(offer.tier)}
        >
          {t.accept}
        </Button>
      </div>
    </section>
  );
}
