import { AuditAction } from '@saral/contract/api/operator-admin';
import type { ReconciledPayment, Reconciliation } from '@saral/contract/api/operator-finance';
import { paiseToRupees } from '@saral/contract/money';
import type { Database } from '../../db/database';
import { notFound } from '../../shared/app-error';
import { addDays, istDayStart, type Clock } from '../../shared/clock';
import { recordAudit, type OperatorActor } from '../audit-log/audit-log';
import {
  paymentsReceivedBetween,
  paymentsWithReferences,
  type RecordedPayment,
} from '../orders/payment-settlement-queries';
import { readSettlementReport, type SettledPayment } from './settlement-report';

type Upload = { fileName: string; csv: string; from: string; to: string };
type Buckets = Pick<Reconciliation, 'matched' | 'mismatched' | 'missing' | 'unknown'>;
type RunRow = {
  id: string;
  file_name: string;
  period_from: string | Date;
  period_to: string | Date;
  uploaded_by_username: string;
  uploaded_at: Date;
  rows: number;
  matched: number;
  mismatched: number;
  missing: number;
  unknown: number;
  result: Buckets;
};

const day = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

function line(settled: SettledPayment | undefined, recorded: RecordedPayment | undefined) {
  return {
    reference: settled?.reference ?? recorded?.reference ?? '',
    settledAmount: settled ? paiseToRupees(settled.amountPaise) : null,
    recordedAmount: recorded ? paiseToRupees(Number(recorded.amount_paise)) : null,
    orderNo: recorded?.order_no ?? null,
    receivedAt: recorded ? new Date(recorded.received_at).toISOString() : null,
    settledOn: settled?.settledOn ?? null,
  } satisfies ReconciledPayment;
}

/** Sorts the report against what we recorded: matched, amounts differing, missing, unknown. */
export function compareSettlement(
  report: readonly SettledPayment[],
  inPeriod: readonly RecordedPayment[],
  byReference: readonly RecordedPayment[],
): Buckets {
  const recorded = new Map([...inPeriod, ...byReference].map((row) => [row.reference, row]));
  const reported = new Set(report.map((row) => row.reference));
  const buckets: Buckets = { matched: [], mismatched: [], missing: [], unknown: [] };
  for (const settled of report) {
    const ours = recorded.get(settled.reference);
    if (!ours) buckets.unknown.push(line(settled, undefined));
    else if (Number(ours.amount_paise) === settled.amountPaise)
      buckets.matched.push(line(settled, ours));
    else buckets.mismatched.push(line(settled, ours));
  }
  for (const ours of inPeriod) {
    if (!reported.has(ours.reference)) buckets.missing.push(line(undefined, ours));
  }
  return buckets;
}

const toReconciliation = (row: RunRow): Reconciliation => ({
  id: Number(row.id),
  fileName: row.file_name,
  from: day(row.period_from),
  to: day(row.period_to),
  uploadedBy: row.uploaded_by_username,
  uploadedAt: new Date(row.uploaded_at).toISOString(),
  rows: row.rows,
  ...row.result,
});

/**
 * Settlement reconciliation: finance uploads the gateway's settlement report for some days; each
 * run is stored with what it found and audited. Nothing in the books changes: a mismatch is for
 * a person to look into.
 */
export function createSettlementReconciliation({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async reconcile(upload: Upload, actor: OperatorActor): Promise<Reconciliation> {
      const report = readSettlementReport(upload.csv);
      const inPeriod = await paymentsReceivedBetween(
        db,
        istDayStart(upload.from),
        istDayStart(addDays(upload.to, 1)),
      );
      const byReference = await paymentsWithReferences(
        db,
        report.map((row) => row.reference),
      );
      const buckets = compareSettlement(report, inPeriod, byReference);
      return db.transaction(async (tx) => {
        const [row] = await tx.query<RunRow>(
          `INSERT INTO settlement_reconciliations (file_name, period_from, period_to, uploaded_by,
             uploaded_by_username, uploaded_at, rows, matched, mismatched, missing, unknown, result)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb) RETURNING *`,
          [
            upload.fileName,
            upload.from,
            upload.to,
            actor.operatorId,
            actor.username,
            clock.now(),
            report.length,
            buckets.matched.length,
            buckets.mismatched.length,
            buckets.missing.length,
            buckets.unknown.length,
            JSON.stringify(buckets),
          ],
        );
        if (!row) throw new Error('reconciliation not stored');
        await recordAudit(tx, {
          actor,
          action: AuditAction.settlementReconcile,
          at: clock.now(),
          entityType: 'settlement-reconciliation',
          entityId: Number(row.id),
          after: {
            fileName: upload.fileName,
            from: upload.from,
            to: upload.to,
            rows: report.length,
            matched: buckets.matched.length,
            mismatched: buckets.mismatched.length,
            missing: buckets.missing.length,
            unknown: buckets.unknown.length,
          },
        });
        return toReconciliation(row);
      });
    },

    async list() {
      const rows = await db.query<RunRow>(
        `SELECT * FROM settlement_reconciliations ORDER BY uploaded_at DESC, id DESC LIMIT 100`,
      );
      return rows.map((row) => {
        const { matched, mismatched, missing, unknown, ...rest } = toReconciliation(row);
        return {
          ...rest,
          matched: matched.length,
          mismatched: mismatched.length,
          missing: missing.length,
          unknown: unknown.length,
        };
      });
    },

    async get(id: number): Promise<Reconciliation> {
      const [row] = await db.query<RunRow>(
        'SELECT * FROM settlement_reconciliations WHERE id = $1',
        [id],
      );
      if (!row) throw notFound('Reconciliation');
      return toReconciliation(row);
    },
  };
}
export type SettlementReconciliation = ReturnType<typeof createSettlementReconciliation>;
