import type { Database } from '../../db/database';
import { INDIA_GEOGRAPHY } from '../geography/india-geography';
import { readXlsx, XlsxError } from '../../shared/xlsx-reader';
import { bankNameForCode, createBankRepository, isKnownIfsc } from './bank-repository';

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

export class IfscImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IfscImportError';
  }
}

type Field = 'ifsc' | 'bank' | 'branch' | 'address' | 'city' | 'district' | 'state';

const HEADER_NAMES: Record<Field, string[]> = {
  ifsc: ['IFSC', 'IFSCCODE'],
  bank: ['BANK', 'BANKNAME'],
  branch: ['BRANCH', 'BRANCHNAME', 'OFFICE'],
  address: ['ADDRESS', 'BRANCHADDRESS'],
  city: ['CITY', 'CITYNAME', 'CITY1', 'CENTRE'],
  district: ['DISTRICT', 'DISTRICTNAME', 'DIST', 'CITY2'],
  state: ['STATE', 'STATENAME'],
};
const REQUIRED: Field[] = ['ifsc', 'branch', 'state'];
/** A header row is recognised within this many rows from the top of a table. */
const HEADER_SEARCH_ROWS = 20;
const DEFAULT_BATCH_SIZE = 1000;

type Columns = Partial<Record<Field, number>>;

const headerKey = (cell: string) => cell.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Column positions when the row is a header row, else null. */
function headerColumns(row: string[]): Columns | null {
  const keys = row.map(headerKey);
  if (!keys.some((key) => HEADER_NAMES.ifsc.includes(key))) return null;
  const columns: Columns = {};
  for (const [field, names] of Object.entries(HEADER_NAMES) as [Field, string[]][]) {
    for (const name of names) {
      const index = keys.indexOf(name);
      if (index >= 0) {
        columns[field] = index;
        break;
      }
    }
  }
  const missing = REQUIRED.filter((field) => columns[field] === undefined);
  if (columns.city === undefined && columns.district === undefined) missing.push('city');
  if (missing.length > 0) {
    throw new IfscImportError(
      `The header row has no column for ${missing.join(', ')} (found: ${row.filter(Boolean).join(', ')})`,
    );
  }
  return columns;
}

/* Text clean-up --------------------------------------------------------------------------- */

const EMPTY_MARKERS = /^(?:NA|N\/A|N\.A\.?|NULL|NIL|NONE|-+|0)$/i;

function clean(value: string | undefined): string {
  const text = (value ?? '').replace(/\s+/g, ' ').trim();
  return EMPTY_MARKERS.test(text) ? '' : text;
}

/** RBI files are in capitals; "MUMBAI MAIN BRANCH" reads better as "Mumbai Main Branch". */
function displayCase(text: string): string {
  if (/[a-z]/.test(text)) return text;
  return text.toLowerCase().replace(/(^|[\s(./'&-])([a-z])/g, (_all, before: string, letter) => {
    return before + (letter as string).toUpperCase();
  });
}

const stateKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');

const DADRA_DAMAN_DIU = 'Dadra and Nagar Haveli and Daman and Diu';
// Old and misspelt state names seen in RBI files, by their letters only.
const STATE_ALIASES: Record<string, string> = {
  orissa: 'Odisha',
  pondicherry: 'Puducherry',
  uttaranchal: 'Uttarakhand',
  uttrakhand: 'Uttarakhand',
  chattisgarh: 'Chhattisgarh',
  chhatisgarh: 'Chhattisgarh',
  chhattishgarh: 'Chhattisgarh',
  telengana: 'Telangana',
  gujrat: 'Gujarat',
  himanchalpradesh: 'Himachal Pradesh',
  newdelhi: 'Delhi',
  nctofdelhi: 'Delhi',
  delhinct: 'Delhi',
  jammukashmir: 'Jammu and Kashmir',
  andamanandnicobar: 'Andaman and Nicobar Islands',
  andamanandnicobarisland: 'Andaman and Nicobar Islands',
  andamannicobarislands: 'Andaman and Nicobar Islands',
  dadraandnagarhaveli: DADRA_DAMAN_DIU,
  dadranagarhaveli: DADRA_DAMAN_DIU,
  damananddiu: DADRA_DAMAN_DIU,
  daman: DADRA_DAMAN_DIU,
  diu: DADRA_DAMAN_DIU,
};
const STATES = new Map<string, string>([
  ...INDIA_GEOGRAPHY.map((state): [string, string] => [stateKey(state.name), state.name]),
  ...Object.entries(STATE_ALIASES),
]);

/** The geography seed's name for a state when we recognise it, else the file's text. */
function stateName(text: string): string {
  return STATES.get(stateKey(text)) ?? displayCase(text);
}

/* Tables ---------------------------------------------------------------------------------- */

/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. */
export function* parseCsv(text: string): Generator<string[]> {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const firstLine = input.slice(0, input.search(/\r?\n|$/));
  const delimiter = [',', ';', '\t'].reduce((best, candidate) =>
    firstLine.split(candidate).length > firstLine.split(best).length ? candidate : best,
  );
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = 0; at < input.length; at += 1) {
    const char = input[at];
    if (quoted) {
      if (char === '"' && input[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
    } else if (char === delimiter) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[at + 1] === '\n') at += 1;
      row.push(field);
      yield row;
      row = [];
      field = '';
    } else {
      field += char;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    yield row;
  }
}

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
