import type { DailyReport } from '@saral/contract/api/operator-finance';
import { paiseToRupees } from '@saral/contract/money';
import type { Queryable } from '../../db/database';
import { addDays, istDayStart } from '../../shared/clock';
import { LedgerAccount, PostingKind } from './ledger';

type Sum = {
  kind: string;
  account: string;
  side: string;
  channel: string;
  postings: string;
  paise: string;
};

/**
 * The books of one day in India, from the ledger alone: what went out (disbursals), what came in
 * (payments by channel), what was earned and waived. Every posting balances, so debits = credits.
 */
export async function dailyLedgerReport(db: Queryable, date: string): Promise<DailyReport> {
  const rows = await db.query<Sum>(
    `SELECT kind, account, side,
       CASE WHEN reference LIKE 'finance-request:%' THEN 'manual'
            ELSE coalesce(split_part(reference, ':', 1), 'unknown') END AS channel,
       count(DISTINCT posting_id) AS postings, sum(amount_paise) AS paise
     FROM ledger_entries WHERE created_at >= $1 AND created_at < $2
     GROUP BY kind, account, side, channel`,
    [istDayStart(date), istDayStart(addDays(date, 1))],
  );
  const paise = (match: Partial<Sum>) =>
    rows
      .filter((row) =>
        Object.entries(match).every(([key, value]) => row[key as keyof Sum] === value),
      )
      .reduce((total, row) => total + Number(row.paise), 0);
  const postings = (match: Partial<Sum>) =>
    rows
      .filter((row) =>
        Object.entries(match).every(([key, value]) => row[key as keyof Sum] === value),
      )
      .reduce((total, row) => total + Number(row.postings), 0);
  const rupees = (match: Partial<Sum>) => paiseToRupees(paise(match));

  const paymentIn = { kind: PostingKind.payment, account: LedgerAccount.bank, side: 'debit' };
  const channels = [
    ...new Set(rows.filter((row) => row.kind === PostingKind.payment).map((row) => row.channel)),
  ];
  return {
    date,
    disbursals: {
      loans: postings({ kind: PostingKind.disbursal, account: LedgerAccount.bank }),
      principal: rupees({
        kind: PostingKind.disbursal,
        account: LedgerAccount.loanReceivable,
        side: 'debit',
      }),
      sent: rupees({ kind: PostingKind.disbursal, account: LedgerAccount.bank, side: 'credit' }),
    },
    collections: {
      payments: postings(paymentIn),
      amount: rupees(paymentIn),
      byChannel: channels.sort().map((channel) => ({
        channel,
        payments: postings({ ...paymentIn, channel }),
        amount: rupees({ ...paymentIn, channel }),
      })),
    },
    income: {
      processingFee: rupees({ account: LedgerAccount.feeIncome, side: 'credit' }),
      interest: rupees({ account: LedgerAccount.interestIncome, side: 'credit' }),
      overdueFee: rupees({ account: LedgerAccount.overdueFeeIncome, side: 'credit' }),
      extensionFee: rupees({ account: LedgerAccount.extensionFeeIncome, side: 'credit' }),
      gst: rupees({ account: LedgerAccount.gstPayable, side: 'credit' }),
    },
    waivers: {
      count: postings({ kind: PostingKind.overdueFeeWaiver, side: 'debit' }),
      amount: rupees({ kind: PostingKind.overdueFeeWaiver, side: 'debit' }),
    },
    overpayments: rupees({ account: LedgerAccount.borrowerCredit, side: 'credit' }),
    debits: rupees({ side: 'debit' }),
    credits: rupees({ side: 'credit' }),
  };
}
