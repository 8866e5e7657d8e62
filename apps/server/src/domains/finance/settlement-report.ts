import { parse } from 'csv-parse/sync';
import { rupeesToPaise } from '@saral/contract/money';
import { failed } from '../../shared/app-error';

/** One payment of the gateway's settlement report. */
export type SettledPayment = { reference: string; amountPaise: number; settledOn: string | null };

const REFERENCE_COLUMNS = ['payment_id', 'reference', 'entity_id', 'payment reference'];
const AMOUNT_COLUMNS = ['amount', 'payment amount'];
const SETTLED_COLUMNS = ['settled_at', 'settled_on', 'settlement date', 'settled at'];
const MAX_ROWS = 50_000;

const pick = (row: Record<string, string>, names: readonly string[]) => {
  const key = Object.keys(row).find((column) => names.includes(column.trim().toLowerCase()));
  return key === undefined ? undefined : row[key]?.trim();
};

/**
 * Reads a settlement report (CSV with a header row). Refuses the whole file, naming the line,
 * when a row lacks its reference or has an amount that is not a rupee figure: a half-read report
 * would show payments as missing that are not.
 */
export function readSettlementReport(csv: string): SettledPayment[] {
  let rows: Record<string, string>[];
  try {
    rows = parse(csv, { columns: true, skip_empty_lines: true, bom: true, trim: true }) as Record<
      string,
      string
    >[];
  } catch (error) {
    throw failed(`The file is not a readable CSV: ${(error as Error).message}`);
  }
  if (rows.length === 0) throw failed('The report has no payments');
  if (rows.length > MAX_ROWS) throw failed(`At most ${MAX_ROWS} payments per report`);
  const first = rows[0] ?? {};
  if (pick(first, REFERENCE_COLUMNS) === undefined || pick(first, AMOUNT_COLUMNS) === undefined) {
    throw failed('The report needs the columns payment_id (or reference) and amount');
  }
  const seen = new Set<string>();
  return rows.map((row, index) => {
    const line = index + 2;
    const reference = pick(row, REFERENCE_COLUMNS) ?? '';
    const amountText = (pick(row, AMOUNT_COLUMNS) ?? '').replaceAll(',', '');
    if (!reference) throw failed(`Line ${line}: no payment reference`);
    if (seen.has(reference)) throw failed(`Line ${line}: payment ${reference} is listed twice`);
    seen.add(reference);
    if (!/^\d+(\.\d{1,2})?$/.test(amountText) || Number(amountText) <= 0) {
      throw failed(`Line ${line}: the amount "${amountText}" is not a rupee amount`);
    }
    const settled = pick(row, SETTLED_COLUMNS);
    return {
      reference,
      amountPaise: rupeesToPaise(Number(amountText)),
      settledOn: settled ? settled.slice(0, 10) : null,
    };
  });
}
