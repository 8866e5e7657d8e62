import type { Database } from '../../db/database';
import { readXlsx, XlsxError } from '../../shared/xlsx-reader';
import { bankNameForCode, createBankRepository, isKnownIfsc } from './bank-repository';
import {
  HEADER_SEARCH_ROWS,
  IfscImportError,
  clean,
  displayCase,
  headerColumns,
  parseCsv,
  stateName,
  type Columns,
  type Field,
} from './ifsc-columns';

const DEFAULT_BATCH_SIZE = 1000;

/**
 * Import of the RBI's published IFSC list (CSV or XLSX) into the finder's directory.
 *
 * Columns are found by their header, case and punctuation ignored ("MICR CODE" = "MICR_CODE"):
 *   IFSC     IFSC, IFSC CODE
 *   BANK     BANK, BANK NAME (optional; the ifsc package's name for the code comes first)
 *   BRANCH   BRANCH, BRANCH NAME, OFFICE
 *   ADDRESS  ADDRESS, BRANCH ADDRESS (optional)
 *   CITY     CITY, CITY NAME, CITY1, CENTRE
 *   DISTRICT DISTRICT, DISTRICT NAME, DIST, CITY2
 *   STATE    STATE, STATE NAME
 * The first of the names present wins (a file with CITY and CENTRE uses CITY). Other columns
 * (MICR, STD CODE, PHONE, CONTACT, NEFT, RTGS…) are ignored. A city or district that is missing
 * takes the other's value. The header may follow a few title rows; a repeated header inside the
 * data is skipped; a worksheet without a header continues with the previous sheet's columns.
 *
 * Codes not on the ifsc package's list, rows without branch, state or place, and second rows of
 * a code are skipped and counted. Rows are upserted in batches, each in its own transaction;
 * branches missing from the file are left alone (nothing is deleted).
 */

export type IfscImportCounts = {
  /** Data rows seen (blank rows and header rows not counted). */
  read: number;
  /** Branches new to the directory. */
  imported: number;
  /** Branches whose bank, place, name or address changed. */
  updated: number;
  /** Branches already in the directory exactly as in the file. */
  unchanged: number;
  skipped: number;
  skippedInvalidCode: number;
  skippedIncomplete: number;
  skippedDuplicate: number;
};

const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;
const isOldExcel = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32BE(0) === 0xd0cf11e0;

/** The tables of a file: one for a CSV, one per worksheet for an XLSX. */
async function tablesOf(fileName: string, bytes: Buffer): Promise<Iterable<string[]>[]> {
  if (isZip(bytes)) {
    try {
      return (await readXlsx(bytes)).map((sheet) => sheet.rows);
    } catch (error) {
      if (error instanceof XlsxError) throw new IfscImportError(`${fileName}: ${error.message}`);
      throw error;
    }
  }
  if (isOldExcel(bytes) || /\.xls$/i.test(fileName)) {
    throw new IfscImportError(`${fileName}: old .xls workbooks are not read; save as .xlsx or CSV`);
  }
  return [parseCsv(bytes.toString('utf8'))];
}

/* Import ---------------------------------------------------------------------------------- */

type PendingBranch = {
  ifsc: string;
  bankName: string;
  branch: string;
  address: string;
  city: string;
  district: string;
  state: string;
};

export function emptyCounts(): IfscImportCounts {
  return {
    read: 0,
    imported: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    skippedInvalidCode: 0,
    skippedIncomplete: 0,
    skippedDuplicate: 0,
  };
}

async function writeBatch(db: Database, batch: PendingBranch[], counts: IfscImportCounts) {
  await db.transaction(async (tx) => {
    const repository = createBankRepository(tx);
    const banks = new Map<string, string>();
    for (const row of batch) banks.set(row.ifsc.slice(0, 4), row.bankName);
    const bankIds = await repository.upsertBanks(
      [...banks].map(([code, name]) => ({ code, name })),
    );
    const codes = batch.map((row) => row.ifsc);
    const existing = await repository.existingBranchCodes(codes);
    const written = await repository.upsertBranches(
      batch.map((row) => {
        const bankId = bankIds.get(row.ifsc.slice(0, 4));
        if (bankId === undefined) throw new Error(`no bank row for ${row.ifsc}`);
        return { ...row, bankId };
      }),
    );
    for (const code of codes) {
      if (!existing.has(code)) counts.imported += 1;
      else if (written.has(code)) counts.updated += 1;
      else counts.unchanged += 1;
    }
  });
}

/**
 * Imports one CSV or XLSX file; adds to `counts` when given (several files, one summary).
 * `seen` carries the codes of earlier files so a code in two files counts as a duplicate.
 */
export async function importIfscFile(
  db: Database,
  fileName: string,
  bytes: Buffer,
  options: { counts?: IfscImportCounts; seen?: Set<string>; batchSize?: number } = {},
): Promise<IfscImportCounts> {
  const counts = options.counts ?? emptyCounts();
  const seen = options.seen ?? new Set<string>();
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  let batch: PendingBranch[] = [];
  let columns: Columns | null = null;

  for (const table of await tablesOf(fileName, bytes)) {
    let rowNumber = 0;
    for (const row of table) {
      rowNumber += 1;
      if (row.every((cell) => cell.trim() === '')) continue;
      const header = headerColumns(row);
      if (header) {
        // The first header, or one repeated inside the data or on the next worksheet.
        columns = header;
        continue;
      }
      if (!columns) {
        // Title rows above the header are not data; a file without a header fails early.
        if (rowNumber > HEADER_SEARCH_ROWS) break;
        continue;
      }
      counts.read += 1;

      const cell = (field: Field) => {
        const index = columns?.[field];
        return index === undefined ? '' : clean(row[index]);
      };
      const ifsc = cell('ifsc')
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, '');
      if (!isKnownIfsc(ifsc)) {
        counts.skippedInvalidCode += 1;
        continue;
      }
      const city = cell('city') || cell('district');
      const district = cell('district') || cell('city');
      const state = cell('state');
      const branch = cell('branch');
      if (!city || !state || !branch) {
        counts.skippedIncomplete += 1;
        continue;
      }
      if (seen.has(ifsc)) {
        counts.skippedDuplicate += 1;
        continue;
      }
      seen.add(ifsc);
      const bankCode = ifsc.slice(0, 4);
      batch.push({
        ifsc,
        bankName: bankNameForCode(bankCode) ?? (displayCase(cell('bank')) || bankCode),
        branch: displayCase(branch),
        address: cell('address'),
        city: displayCase(city),
        district: displayCase(district),
        state: stateName(state),
      });
      if (batch.length >= batchSize) {
        await writeBatch(db, batch, counts);
        batch = [];
      }
    }
  }
  if (batch.length > 0) await writeBatch(db, batch, counts);
  if (!columns) {
    throw new IfscImportError(
      `${fileName}: no header row with an IFSC column within the first ${HEADER_SEARCH_ROWS} rows`,
    );
  }
  counts.skipped = counts.skippedInvalidCode + counts.skippedIncomplete + counts.skippedDuplicate;
  return counts;
}
