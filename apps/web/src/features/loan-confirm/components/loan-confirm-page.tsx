import { useEffect, useRef } from 'react';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import type { OrderDetail } from '@saral/contract/api/loan';
import { formatRupees } from '@saral/contract/money';
import { OrderState, orderStateLabel } from '@saral/contract/order-states';
import { isEntityId } from '../../../shared/api/entity-id';
import { orderDetailQuery } from '../../../shared/api/orders-api';
import { useOnline } from '../../../shared/network/online-status';
import { PageError } from '../../../shared/ui/page-error';
import { loadImperative } from '../../../shared/ui/load-imperative';
import { getMoneyMutation, kfsQuery } from '../api/loan-confirm-api';
import { amountChoices, getMoneyBody, needsKfsAcceptance, repriceOrder } from '../amount-choice';
import { approvedLessNote, confirmFigures, confirmRows } from '../confirm-rows';
import { CostSummary, FeeBreakdown } from '../../../shared/ui/cost-summary';
import { formatDateTime } from '../../../shared/format/dates';
import { useAmountPricing } from '../hooks/use-amount-pricing';
import { PriceFailure } from './price-failure';
import './loan-confirm.css';
import { monthsIn, useShownText } from '../../../shared/i18n/shown-text';
import { fill } from '../../../shared/i18n/i18n';
import { useLoanText } from '../../../shared/i18n/loan/use-loan-text';
import { CONFIRM_PATTERNS, loanConfirmMessages } from '../i18n/en';

/**
 * /orders/{id}/confirm: the approved loan's figures, its Key Fact Statement (accepted before
 * the money can be sent) and Get Money, optionally for a lower amount.
 */
export function LoanConfirmPage() {
  const orderId = useParams().id ?? '';
  const order = useQuery(orderDetailQuery(orderId));
  const { t } = useShownText(loanConfirmMessages);
  const loanText = useLoanText();

  if (order.isPending && isEntityId(orderId)) {
    return <Skeleton.Paragraph lineCount={10} animated className="page-pad" />;
  }
  if (!order.data) {
    return (
      <PageError
        message={order.error?.message ?? t.loanMissing}
        onRetry={() => void order.refetch()}
      />
    );
  }
  const loan = order.data;

  if (loan.orderState !== OrderState.pass) {
    return (
      <main className="confirm-page">
        <section className="confirm-card confirm-card--center">
          <h1 className="confirm-card__title">{loan.productName}</h1>
          <p>
            {t.status}
            <span className="confirm-state">{loanText.text(orderStateLabel(loan.orderState))}</span>
          </p>
          <p className="muted">{t.notWaiting}</p>
          <Link to="/orders" className="text-link">
            {t.seeHistory}
          </Link>
          <Link to="/" className="text-link">
            {t.backToHome}
          </Link>
        </section>
      </main>
    );
  }
  return <ApprovedLoan loan={loan} reload={async () => (await order.refetch()).data} />;
}

function ApprovedLoan({
  loan,
  reload,
}: {
  loan: OrderDetail;
  reload: () => Promise<OrderDetail | undefined>;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const kfsPath = `/orders/${loan.orderId}/kfs`;
  const { choice, pricing, failure, choose } = useAmountPricing(loan);
  // A ref, not state: a second tap in the same frame must already see the request as running.
  const busy = useRef(false);
  const online = useOnline();

  const shown = choice ? repriceOrder(loan, choice.amount, choice.calculation) : loan;
  const choices = amountChoices(loan.loanAmount, loan.canChooseAmount);
  const lessNote = approvedLessNote(loan);
  const { t, text, language } = useShownText(loanConfirmMessages, CONFIRM_PATTERNS);

  const getMoney = useMutation({
    ...getMoneyMutation(),
    // Spec section 8: a failed Get Money shows nothing; the button simply stays usable.
    meta: { errorDisplay: 'inline' },
    onSuccess: () => {
      // Money moved: every cached order and home card is out of date.
      void queryClient.invalidateQueries({ refetchType: 'none' });
      // The outcome: how much is on its way to which account (replacing: back must not confirm).
      void navigate(`/orders/${loan.orderId}/payout`, { replace: true });
    },
    onError: async () => {
      // The server may want the Key Fact Statement accepted again (e.g. for a new amount);
      // the order as it is now says so, whatever the failure's code.
      const fresh = await reload();
      if (fresh && needsKfsAcceptance(fresh)) {
        queryClient.removeQueries({ queryKey: kfsQuery(String(loan.orderId)).queryKey });
        void navigate(kfsPath);
      }
    },
    onSettled: () => {
      busy.current = false;
    },
  });

  return (
    <main className="confirm-page">
      <section className="confirm-card" aria-labelledby="confirm-title">
        <p className="confirm-card__eyebrow">{t.approved}</p>
        <h1 id="confirm-title" className="confirm-card__title">
          {loan.productName}
        </h1>
        <AmountControl
          amount={shown.loanAmount}
          choices={choices}
          busy={pricing}
          disabled={getMoney.isPending}
          onChoose={(amount) => void choose(amount)}
        />
        {failure ? (
          <PriceFailure
            amount={failure.amount}
            shownAmount={shown.loanAmount}
            error={failure.error}
            onRetry={() => void choose(failure.amount)}
          />
        ) : null}
        {choice ? (
          <p className="muted confirm-amount__note">
            {fill(t.chosenLess, { amount: formatRupees(loan.loanAmount) })}
          </p>
        ) : lessNote ? (
          <p className="confirm-amount__less">{text(lessNote)}</p>
        ) : null}
        <CostSummary figures={confirmFigures(shown)} />
        <dl className="detail-rows" aria-busy={pricing}>
          {confirmRows(shown).map((row) => (
            <div key={row.key} className={row.emphasis ? 'detail-rows__strong' : undefined}>
              <dt>{text(row.label)}</dt>
              <dd>{text(row.value)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="confirm-card" aria-labelledby="confirm-fees" aria-busy={pricing}>
        <h2 id="confirm-fees" className="confirm-card__heading">
          {t.fees}
        </h2>
        <FeeBreakdown figures={confirmFigures(shown)} />
      </section>

      <section className="confirm-card" aria-label={t.kfs}>
        {loan.kfsAcceptedAt ? (
          <>
            <Button
              block
              color="primary"
              size="large"
              disabled={pricing || !online}
              loading={getMoney.isPending}
              loadingText={t.getMoney}
              data-track="get-money"
              onClick={() => {
                if (busy.current) return;
                busy.current = true;
                getMoney.mutate(getMoneyBody(loan, choice?.amount ?? null));
              }}
            >
              {t.getMoney}
            </Button>
            <p className="muted">
              {fill(t.acceptedOn, { time: monthsIn(formatDateTime(loan.kfsAcceptedAt), language) })}
              <Link to={kfsPath}>{t.viewAgain}</Link>
            </p>
          </>
        ) : (
          <>
            <Button
              block
              color="primary"
              size="large"
              data-track="kfs-view"
              onClick={() => void navigate(kfsPath)}
            >
              {t.viewKfs}
            </Button>
            <p className="muted">{t.afterAccept}</p>
          </>
        )}
      </section>
    </main>
  );
}

type ActionSheetHandle = { close: () => void };

/**
 * The loan amount; a tap opens a menu of the amounts the borrower may take instead. The menu
 * (and its animation library) loads on the first tap.
 */
function AmountControl({
  amount,
  choices,
  busy,
  disabled,
  onChoose,
}: {
  amount: number;
  choices: number[];
  busy: boolean;
  disabled: boolean;
  onChoose: (amount: number) => void;
}) {
  const sheet = useRef<ActionSheetHandle | null>(null);
  const { t } = useShownText(loanConfirmMessages);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // A menu left open must not float over the next screen.
      sheet.current?.close();
    };
  }, []);

  const approved = choices[0];
  const value = <span className="confirm-amount__value">{formatRupees(amount)}</span>;
  if (choices.length < 2 || approved === undefined) {
    return (
      <div className="confirm-amount">
        <span className="confirm-amount__label">{t.loanAmount}</span>
        {value}
      </div>
    );
  }

  async function openMenu() {
    const ActionSheet = await loadImperative(
      () => import('antd-mobile/es/components/action-sheet'),
    );
    if (!mounted.current) return;
    sheet.current = ActionSheet.show({
      extra: t.chooseAmount,
      actions: choices.map((choice) => ({
        key: choice,
        text: formatRupees(choice),
        description: choice === approved ? t.approvedAmount : undefined,
        bold: choice === amount,
      })),
      cancelText: t.cancel,
      closeOnAction: true,
      onAction: (action) => onChoose(Number(action.key)),
      afterClose: () => {
        sheet.current = null;
      },
      // A long list scrolls inside the menu instead of running off a small screen.
      styles: { body: { maxHeight: '70vh', overflowY: 'auto' } },
    });
  }

  return (
    <button
      type="button"
      className="confirm-amount confirm-amount--button"
      aria-haspopup="listbox"
      aria-busy={busy}
      disabled={disabled}
      onClick={() => void openMenu()}
    >
      <span className="confirm-amount__label">{t.loanAmount}</span>
      {value}
      <span className="confirm-amount__change" aria-hidden="true">
        {busy ? t.updating : t.change}
      </span>
    </button>
  );
}
