import { useEffect, useMemo, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { CALCULATION_PERIOD_DAYS, LOAN_PURPOSES } from '@saral/contract/constants';
import { formatRupees } from '@saral/contract/money';
import { bankCardsQuery } from '../../../shared/api/bank-cards-api';
import { loanCalculationQuery } from '../../../shared/api/loan-calculation-api';
import { loanOfferQuery } from '../api/loan-apply-api';
import { calculationFigures, loanTermRows } from '../apply-flow';
import { CostSummary, FeeBreakdown } from '../../../shared/ui/cost-summary';
import { useOnline } from '../../../shared/network/online-status';
import { APPLY_PROBLEM_ID, useLoanApply } from '../hooks/use-loan-apply';
import { fill } from '../../../shared/i18n/i18n';
import { useLoanText } from '../../../shared/i18n/loan/use-loan-text';
import { useShownText } from '../../../shared/i18n/shown-text';
import { PRODUCT_PATTERNS, productDetailMessages } from '../i18n/en';
import { allowedAmounts, chooseCard, resolveAmount } from '../loan-choice';
import { readLoanDraft, saveLoanDraft, type LoanDraft } from '../loan-draft';
import { loadImperative } from '../../../shared/ui/load-imperative';

// The sheet (and the popup code under it) loads on the first tap on the amount.
const loadActionSheet = () =>
  loadImperative(() => import('antd-mobile/es/components/action-sheet'));

/**
 * The loan confirm before applying (spec: "Loan confirm before applying"): amount, its price,
 * the bank account, the auto-money switch and APPLY NOW. Shown once onboarding is complete.
 */
export function LoanConfirmBlock({ productId }: { productId: string }) {
  const [params] = useSearchParams();
  const offer = useQuery(loanOfferQuery(productId));
  const cards = useQuery(bankCardsQuery(productId));
  const [draft, setDraft] = useState(() => readLoanDraft(productId));
  const amounts = useMemo(() => (offer.data ? allowedAmounts(offer.data) : []), [offer.data]);
  const amount = resolveAmount(draft.amount, amounts);
  const calculation = useQuery({
    ...loanCalculationQuery(productId, amount, CALCULATION_PERIOD_DAYS),
    // Keep the last figures on screen (dimmed) while another amount is priced.
    placeholderData: keepPreviousData,
  });
  const card = chooseCard(cards.data, params.get('bank_id'));
  const { apply, pending, problem } = useLoanApply(productId);
  const online = useOnline();
  const { t, text } = useShownText(productDetailMessages, PRODUCT_PATTERNS);
  const loanText = useLoanText();
  // Issue 16: a problem is written where it belongs, and the page scrolls to it.
  useEffect(() => {
    if (problem) {
      document.getElementById(APPLY_PROBLEM_ID[problem.place])?.scrollIntoView({ block: 'center' });
    }
  }, [problem]);

  const update = (change: Partial<LoanDraft>) => {
    const next = { ...draft, ...change };
    setDraft(next);
    saveLoanDraft(productId, next);
  };

  async function pickAmount() {
    const ActionSheet = await loadActionSheet();
    ActionSheet.show({
      extra: t.chooseAmount,
      actions: amounts.map((value) => ({
        key: value,
        text: formatRupees(value),
        bold: value === amount,
      })),
      cancelText: t.cancel,
      closeOnAction: true,
      onAction: (action) => update({ amount: Number(action.key) }),
      // A higher tier lists many amounts: scroll inside the sheet instead of off screen.
      styles: { body: { maxHeight: '70dvh', overflowY: 'auto' } },
    });
  }

  const bankText = card
    ? `${card.bankName} ${card.cardNo}`
    : cards.isPending
      ? t.loading
      : cards.isError
        ? t.cardsFailed
        : t.addBank;

  // The borrower applies only for figures on screen, never for a previous amount's.
  const figuresShown = calculation.isSuccess && !calculation.isPlaceholderData;

  return (
    <>
      <section className="loan-confirm" aria-labelledby="loan-confirm-title">
        <h2 id="loan-confirm-title" className="loan-confirm__title">
          {t.yourLoan}
        </h2>

        {offer.isPending ? (
          <Skeleton.Paragraph lineCount={6} animated />
        ) : offer.isError ? (
          <InlineError
            message={offer.error.message}
            retry={t.tryAgain}
            onRetry={() => void offer.refetch()}
          />
        ) : amount === null ? (
          <p className="muted">{t.noAmount}</p>
        ) : (
          <>
            <button
              type="button"
              className="loan-confirm__amount"
              aria-label={fill(t.loanAmountLabel, { amount: formatRupees(amount) })}
              onPointerDown={() => void loadActionSheet()}
              onClick={() => void pickAmount()}
            >
              <span className="loan-confirm__amount-label">{t.loanAmount}</span>
              <span className="loan-confirm__amount-value">{formatRupees(amount)}</span>
              <span className="loan-confirm__chevron" aria-hidden="true" />
            </button>

            {calculation.data ? (
              <div
                aria-busy={calculation.isFetching}
                data-stale={calculation.isPlaceholderData || undefined}
                className="loan-confirm__figures"
              >
                <CostSummary figures={calculationFigures(amount, calculation.data)} />
                <dl className="loan-confirm__terms">
                  {loanTermRows(calculation.data).map((row) => (
                    <div key={row.key}>
                      <dt>{text(row.label)}</dt>
                      <dd>{text(row.value)}</dd>
                    </div>
                  ))}
                </dl>
                <FeeBreakdown figures={calculationFigures(amount, calculation.data)} />
              </div>
            ) : calculation.isError ? (
              <InlineError
                message={calculation.error.message}
                retry={t.tryAgain}
                onRetry={() => void calculation.refetch()}
              />
            ) : (
              <Skeleton.Paragraph lineCount={5} animated />
            )}
          </>
        )}

        <Link
          to={`/bank?pid=${encodeURIComponent(productId)}`}
          className="loan-confirm__bank"
          aria-label={fill(t.bankAccountLabel, { bank: bankText })}
          aria-describedby={problem?.place === 'bank' ? APPLY_PROBLEM_ID.bank : undefined}
        >
          <span className="loan-confirm__bank-label">{t.bankAccount}</span>
          <span className="loan-confirm__bank-value">{bankText}</span>
          <span className="loan-confirm__chevron" aria-hidden="true" />
        </Link>
        {problem?.place === 'bank' ? (
          <p id={APPLY_PROBLEM_ID.bank} className="call-error" role="alert">
            {text(problem.message)}
          </p>
        ) : null}

        <label className="loan-confirm__purpose">
          <span>{t.purpose}</span>
          <select
            value={draft.purpose ?? ''}
            onChange={(event) => {
              const purpose = LOAN_PURPOSES.find((choice) => choice === event.target.value);
              update({ purpose });
            }}
          >
            <option value="">{t.choosePurpose}</option>
            {LOAN_PURPOSES.map((purpose) => (
              <option key={purpose} value={purpose}>
                {loanText.text(purpose)}
              </option>
            ))}
          </select>
        </label>

        <div className="loan-confirm__switch-row">
          <span id="auto-money-label">{t.autoMoney}</span>
          <button
            type="button"
            role="switch"
            aria-checked={draft.autoMoney}
            aria-labelledby="auto-money-label"
            className="toggle"
            onClick={() => update({ autoMoney: !draft.autoMoney })}
          >
            <span className="toggle__knob" />
          </button>
        </div>
      </section>

      {problem?.place === 'form' ? (
        <p id={APPLY_PROBLEM_ID.form} className="call-error" role="alert">
          {problem.message}
        </p>
      ) : null}
      <Button
        block
        color="primary"
        size="large"
        loading={pending}
        loadingText={t.applying}
        data-track="apply"
        disabled={!figuresShown || cards.isPending || !online}
        onClick={() =>
          void apply({ card, amount, autoMoney: draft.autoMoney, purpose: draft.purpose })
        }
      >
        {t.applyNow}
      </Button>
    </>
  );
}

function InlineError({
  message,
  retry,
  onRetry,
}: {
  message: string;
  retry: string;
  onRetry: () => void;
}) {
  return (
    <div className="loan-confirm__error" role="alert">
      <span>{message}</span>
      <button type="button" className="link-button" onClick={onRetry}>
        {retry}
      </button>
    </div>
  );
}
