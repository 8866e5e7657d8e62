import { useRef, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorCode } from '@saral/contract/error-codes';
import type { ExtensionCalc } from '@saral/contract/api/money';
import { formatRupees } from '@saral/contract/money';
import { ApiError } from '../../../shared/api/api-client';
import { useOnline } from '../../../shared/network/online-status';
import { CallError } from '../../../shared/ui/call-error';
import { PageError } from '../../../shared/ui/page-error';
import { isEntityId } from '../../../shared/api/entity-id';
import {
  applyExtensionMutation,
  extensionCalcQuery,
  giveUpExtensionMutation,
} from '../api/extension-api';
import {
  dueDateMove,
  extensionActionBody,
  extensionBreakdown,
  formatDays,
  formatRate,
} from '../extension-view';
import { formatCalendarDay, formatDateTime } from '../../../shared/format/dates';
import { openPaymentPage } from '../../../shared/payment/payment-url';
import './extension.css';
import { fill } from '../../../shared/i18n/i18n';
import { monthsIn, useShownText } from '../../../shared/i18n/shown-text';
import { EXTENSION_PATTERNS, extensionMessages } from '../i18n/en';

/**
 * /orders/{id}/extension: the fee to move the due date, what it is made of and the new due
 * date, consented to before the fee is paid (KFS rule); or the extension given up.
 */
export function ExtensionPage() {
  const orderId = useParams().id ?? '';
  const calc = useQuery(extensionCalcQuery(orderId));
  const { t } = useShownText(extensionMessages);

  if (calc.isPending && isEntityId(orderId)) {
    return <Skeleton.Paragraph lineCount={10} animated className="page-pad" />;
  }
  // The server's refusal (not yet useful, already extended, …) is final: say it, no retry.
  if (calc.error instanceof ApiError && calc.error.code === ErrorCode.failed) {
    return <ExtensionUnavailable message={calc.error.message} orderId={orderId} />;
  }
  if (!calc.data) {
    return (
      <PageError
        message={calc.error?.message ?? t.loanMissing}
        onRetry={() => void calc.refetch()}
      />
    );
  }
  return <Extension calc={calc.data} orderId={Number(orderId)} />;
}

function ExtensionUnavailable({ message, orderId }: { message: string; orderId: string }) {
  const { t } = useShownText(extensionMessages);
  return (
    <main className="extension-page">
      <section className="extension-card" aria-labelledby="extension-unavailable">
        <h1 id="extension-unavailable" className="extension-card__title">
          {t.noExtension}
        </h1>
        <p className="extension-card__note">{message}</p>
        <Link className="extension-card__back" to={`/orders/${orderId}/detail`} replace>
          {t.backToLoan}
        </Link>
      </section>
    </main>
  );
}

function Extension({ calc, orderId }: { calc: ExtensionCalc; orderId: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [agreed, setAgreed] = useState(false);
  // A ref, not state: a second tap in the same frame must already see a request as running.
  const busy = useRef(false);
  const online = useOnline();
  const body = extensionActionBody(calc, orderId);
  const move = dueDateMove(calc);
  const { t, text, language } = useShownText(extensionMessages, EXTENSION_PATTERNS);
  const day = (value: string) => monthsIn(formatCalendarDay(value), language);
  const time = (value: string) => monthsIn(formatDateTime(value), language);

  const pay = useMutation({
    ...applyExtensionMutation(),
    meta: { errorDisplay: 'inline' },
    onSettled: () => {
      busy.current = false;
    },
    onSuccess: ({ paymentUrl }) => openPaymentPage(paymentUrl),
  });

  const giveUp = useMutation({
    ...giveUpExtensionMutation(),
    meta: { errorDisplay: 'inline' },
    onSettled: () => {
      busy.current = false;
    },
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: extensionCalcQuery(String(orderId)).queryKey });
      // The order's state has changed: cached orders and home cards are out of date.
      void queryClient.invalidateQueries({ refetchType: 'none' });
      void navigate('/orders', { replace: true });
    },
  });

  const running = pay.isPending || giveUp.isPending;
  const run = (action: () => void) => {
    if (busy.current) return;
    busy.current = true;
    action();
  };

  return (
    <main className="extension-page">
      <section className="extension-card extension-card--fee" aria-labelledby="extension-fee">
        <h1 id="extension-fee" className="extension-card__caption">
          {t.extensionFee}
        </h1>
        <p className="extension-card__amount">{formatRupees(calc.extensionFee)}</p>
        <p className="extension-card__move" aria-label={t.dueDateMoves}>
          {fill(t.dueDateMove, { from: day(move.from), to: day(move.to) })}
          <strong>({text(move.gain)})</strong>
        </p>
        <p className="extension-card__note">{fill(t.payWithin, { time: time(calc.payBy) })}</p>
      </section>

      <section className="extension-card" aria-labelledby="extension-breakdown">
        <h2 id="extension-breakdown" className="extension-card__title">
          {t.feeBreakdown}
        </h2>
        <dl className="extension-rows">
          {extensionBreakdown(calc).map((row) => (
            <div key={row.key} className={row.deduction ? 'extension-rows__deduction' : undefined}>
              <dt>{text(row.label)}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
          <div className="extension-rows__strong">
            <dt>{t.extensionFee}</dt>
            <dd>{formatRupees(calc.extensionFee)}</dd>
          </div>
        </dl>
      </section>

      <section className="extension-card" aria-labelledby="extension-terms">
        <h2 id="extension-terms" className="extension-card__title">
          {t.details}
        </h2>
        <dl className="extension-rows">
          <div>
            <dt>{t.rate}</dt>
            <dd>{text(formatRate(calc.extensionRate))}</dd>
          </div>
          <div>
            <dt>{t.requestTime}</dt>
            <dd>{time(calc.extensionApplyTime)}</dd>
          </div>
          <div>
            <dt>{t.daysAfter}</dt>
            <dd>{text(formatDays(calc.extensionDay))}</dd>
          </div>
          <div>
            <dt>{t.currentDue}</dt>
            <dd>{day(move.from)}</dd>
          </div>
          <div className="extension-rows__strong">
            <dt>{t.newDue}</dt>
            <dd>
              {day(move.to)} ({text(move.gain)})
            </dd>
          </div>
          <div>
            <dt>{t.payBy}</dt>
            <dd>{time(calc.payBy)}</dd>
          </div>
        </dl>
        <p className="muted extension-card__note">{t.repaidFirst}</p>
      </section>

      <section className="extension-card" aria-label={t.consentPayment}>
        <div className="extension-consent">
          <span className="checkbox-hit">
            <input
              id="extension-consent"
              type="checkbox"
              checked={agreed}
              disabled={running}
              onChange={(event) => setAgreed(event.target.checked)}
            />
          </span>
          <label htmlFor="extension-consent">{t.consent}</label>
        </div>
        <Button
          block
          color="primary"
          size="large"
          disabled={!agreed || giveUp.isPending || !online}
          loading={pay.isPending}
          loadingText={t.pay}
          data-track="extension-pay"
          onClick={() => run(() => pay.mutate(body))}
        >
          {t.pay}
        </Button>
        <Button
          block
          fill="outline"
          size="large"
          disabled={pay.isPending || !online}
          loading={giveUp.isPending}
          loadingText={t.cancel}
          data-track="extension-give-up"
          onClick={() => run(() => giveUp.mutate(body))}
        >
          {t.cancel}
        </Button>
        <CallError error={pay.error ?? giveUp.error} />
      </section>
    </main>
  );
}
