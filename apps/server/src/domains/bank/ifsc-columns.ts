import { INDIA_GEOGRAPHY } from '../geography/india-geography';

/**
 * Reading the RBI's IFSC list row by row: finding the columns by their header, cleaning cells,
 * naming states as the geography does, and parsing CSV (the import is in ifsc-import.ts).
 */

export class IfscImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IfscImportError';
  }
}

export type Field = 'ifsc' | 'bank' | 'branch' | 'address' | 'city' | 'district' | 'state';

export const HEADER_NAMES: Record<Field, string[]> = {
  ifsc: ['IFSC', 'IFSCCODE'],
  bank: ['BANK', 'BANKNAME'],
  branch: ['BRANCH', 'BRANCHNAME', 'OFFICE'],
  address: ['ADDRESS', 'BRANCHADDRESS'],
  city: ['CITY', 'CITYNAME', 'CITY1', 'CENTRE'],
  district: ['DISTRICT', 'DISTRICTNAME', 'DIST', 'CITY2'],
  state: ['STATE', 'STATENAME'],
};
export const REQUIRED: Field[] = ['ifsc', 'branch', 'state'];
/** A header row is recognised within this many rows from the top of a table. */
export const HEADER_SEARCH_ROWS = 20;

export type Columns = Partial<Record<Field, number>>;

export const headerKey = (cell: string) => cell.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Column positions when the row is a header row, else null. */
export function headerColumns(row: string[]): Columns | null {
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

export const EMPTY_MARKERS = /^(?:NA|N\/A|N\.A\.?|NULL|NIL|NONE|-+|0)$/i;

export function clean(value: string | undefined): string {
  const text = (value ?? '').replace(/\s+/g, ' ').trim();
  return EMPTY_MARKERS.test(text) ? '' : text;
}

/** RBI files are in capitals; "MUMBAI MAIN BRANCH" reads better as "Mumbai Main Branch". */
export function displayCase(text: string): string {
  if (/[a-z]/.test(text)) return text;
  return text.toLowerCase().replace(/(^|[\s(./'&-])([a-z])/g, (_all, before: string, letter) => {
    return before + (letter as string).toUpperCase();
  });
}

export const stateKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');

export const DADRA_DAMAN_DIU = 'Dadra and Nagar Haveli and Daman and Diu';
// Old and misspelt state names seen in RBI files, by their letters only.
export const STATE_ALIASES: Record<string, string> = {
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
export const STATES = new Map<string, string>([
  ...INDIA_GEOGRAPHY.map((state): [string, string] => [stateKey(state.name), state.name]),
  ...Object.entries(STATE_ALIASES),
]);

/** The geography seed's name for a state when we recognise it, else the file's text. */
export function stateName(text: string): string {
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
