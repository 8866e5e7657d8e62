import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { formatRupees } from '@saral/contract/money';
import { fill } from '../../../shared/i18n/i18n';
import { isOnboardingComplete } from '@saral/contract/onboarding-progress';
import { authConfigQuery } from '../../../shared/api/auth-config-api';
import { isEntityId } from '../../../shared/api/entity-id';
import { useShownText } from '../../../shared/i18n/shown-text';
import { PageError } from '../../../shared/ui/page-error';
import { PRODUCT_PATTERNS, productDetailMessages } from '../i18n/en';
import { productInfoQuery } from '../api/product-detail-api';
import { LoanConfirmBlock } from './loan-confirm-block';
import './product-detail.css';

/**
 * /product/{pid}/detail: what the product offers and asks for. Until onboarding is complete
 * APPLY NOW leads to the onboarding dispatcher (which comes back here once every step is done);
 * afterwards the loan confirm (amount, price, bank account) and APPLY NOW apply here.
 */
export function ProductDetailPage() {
  const productId = useParams().pid ?? '';
  const navigate = useNavigate();
  const info = useQuery(productInfoQuery(productId));
  const authConfig = useQuery(authConfigQuery(productId));
  const { t, text } = useShownText(productDetailMessages, PRODUCT_PATTERNS);

  if (info.isPending && isEntityId(productId)) {
    return <Skeleton.Paragraph lineCount={10} animated className="page-pad" />;
  }
  if (!info.data) {
    return (
      <PageError
        message={info.error?.message ?? t.productMissing}
        onRetry={() => void info.refetch()}
      />
    );
  }
  const product = info.data;
  const [eligibility, requirement] = product.detail;
  const readyToApply = authConfig.data ? isOnboardingComplete(authConfig.data) : false;

  return (
    <main className="product-detail">
      <section className="product-detail__hero">
        <div className="product-detail__brand">
          <img src={product.logo} alt="" width={36} height={36} />
          <span>{product.name}</span>
        </div>
        <div className="product-detail__caption">{t.maxAmount}</div>
        <div className="product-detail__amount">{formatRupees(product.maxAmount)}</div>
        {product.slogan && <p className="product-detail__slogan">{text(product.slogan)}</p>}
      </section>

      {/* Ready to apply: the choice and its cost come first, above the fold. */}
      {readyToApply ? (
        <div className="product-detail__actions">
          <LoanConfirmBlock productId={productId} />
        </div>
      ) : null}

      <dl className="product-detail__facts">
        <div>
          <dt>{t.lendingTime}</dt>
          <dd>{text(product.loanProcessingTime)}</dd>
        </div>
        <div>
          <dt>{t.period}</dt>
          <dd>{fill(t.periodDays, { days: product.period })}</dd>
        </div>
        <div>
          <dt>{t.rating}</dt>
          <dd>{fill(t.ratingValue, { score: product.score.toFixed(1) })}</dd>
        </div>
        <div>
          <dt>{t.interestRate}</dt>
          <dd>{fill(t.ratePerDay, { rate: product.interestRate })}</dd>
        </div>
      </dl>

      <section className="product-detail__list">
        <h2>{text(requirement.title)}</h2>
        <ul>
          {requirement.content.map((line) => (
            <li key={line}>{text(line)}</li>
          ))}
        </ul>
      </section>
      <section className="product-detail__list">
        <h2>{text(eligibility.title)}</h2>
        <ul>
          {eligibility.content.map((line) => (
            <li key={line}>{text(line)}</li>
          ))}
        </ul>
      </section>

      <div className="product-detail__actions">
        {authConfig.isPending ? (
          <Skeleton.Paragraph lineCount={4} animated />
        ) : readyToApply ? null : (
          // Unfinished steps, or the config could not load: the dispatcher sorts out which.
          <Button
            block
            color="primary"
            size="large"
            data-track="product-apply"
            onClick={() => navigate(`/auth/index?pid=${encodeURIComponent(productId)}`)}
          >
            {t.applyNow}
          </Button>
        )}
        <Link to="/" className="text-link product-detail__back">
          {t.backToHome}
        </Link>
      </div>
    </main>
  );
}
