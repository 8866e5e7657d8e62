import { useEffect, useState, type CSSProperties } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { PromotionFigures } from '@saral/contract/api/promotion';
import {
  PROMOTION_COUNTER_STEP_RUPEES,
  PROMOTION_COUNTER_TICK_MS,
  PROMOTION_LOADING_MS,
} from '@saral/contract/constants';
import { formatRupees } from '@saral/contract/money';
import { BrandHeader } from '../../../shared/ui/brand-header';
import { PageError } from '../../../shared/ui/page-error';
import { promotionFiguresQuery } from '../api/promotion-figures-api';
import { useCountUp } from '../hooks/use-count-up';
import { sampleAmountFrom } from '../sample-amount';
import './promotion.css';
import { fill, useMessages } from '../../../shared/i18n/i18n';
import { promotionMessages } from '../i18n/en';

/**
 * /promotion/amount: a 3-second check, then a sample credit limit counting up. The limit and
 * the rate are the real products' (a first loan's limit and the lowest rate), never more.
 */
export function PromotionAmountPage() {
  const figures = useQuery(promotionFiguresQuery());
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const timer = window.setTimeout(() => setLoading(false), PROMOTION_LOADING_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const t = useMessages(promotionMessages);
  let content = <CheckingLimit />;
  if (!loading && figures.data) content = <AvailableAmount figures={figures.data} />;
  else if (!loading && figures.isError) {
    content = <PageError message={figures.error.message} onRetry={() => void figures.refetch()} />;
  }
  return (
    <main className="promo-page promo-amount">
      <BrandHeader tagline={t.tagline} />
      {content}
      <HowItWorks />
    </main>
  );
}

function CheckingLimit() {
  const t = useMessages(promotionMessages);
  return (
    <section
      className="promo-card promo-checking"
      role="status"
      aria-label={t.checking}
      style={{ '--promo-loading-ms': `${PROMOTION_LOADING_MS}ms` } as CSSProperties}
    >
      <div className="promo-checking__gauge" aria-hidden="true">
        <span className="promo-checking__ring" />
        <span className="promo-checking__rupee">₹</span>
      </div>
      <p className="promo-checking__title">{t.checkingTitle}</p>
      <p className="promo-checking__hint">{t.checkingHint}</p>
      <div className="promo-checking__bar" aria-hidden="true">
        <span />
      </div>
    </section>
  );
}

function AvailableAmount({ figures }: { figures: PromotionFigures }) {
  const navigate = useNavigate();
  const t = useMessages(promotionMessages);
  // Chosen once and kept under localAmount: the same figure on every return, within the limit.
  const [amount] = useState(() => sampleAmountFrom(localStorage, figures.firstLoanMaxAmount));
  const counter = useCountUp(amount, PROMOTION_COUNTER_STEP_RUPEES, PROMOTION_COUNTER_TICK_MS);

  return (
    <section className="promo-card promo-offer" aria-labelledby="promo-offer-label">
      <p id="promo-offer-label" className="promo-offer__label">
        {t.available}
      </p>
      {/* Screen readers get the final figure once, not every step of the count. */}
      <p className="promo-offer__amount" aria-hidden={!counter.done} data-testid="promo-amount">
        {formatRupees(counter.value)}
      </p>
      <p className="promo-offer__rate">{fill(t.minRate, { rate: figures.minDailyRatePercent })}</p>
      <Button
        color="primary"
        size="large"
        block
        className="promo-offer__apply"
        onClick={() => void navigate('/')}
      >
        {t.applyNow}
      </Button>
      <p className="promo-offer__note">{t.sampleNote}</p>
    </section>
  );
}

function HowItWorks() {
  const t = useMessages(promotionMessages);
  const steps = [t.step1, t.step2, t.step3];
  return (
    <section className="promo-steps" aria-labelledby="promo-steps-title">
      <h2 id="promo-steps-title" className="promo-steps__title">
        {t.stepsTitle}
      </h2>
      <ol className="promo-steps__list">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
