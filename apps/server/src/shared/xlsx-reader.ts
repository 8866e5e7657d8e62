import readXlsxFile, { InvalidInputError, InvalidSpreadsheetError } from 'read-excel-file/node';

/**
 * The cell texts of an .xlsx workbook, read with read-excel-file (zip, shared strings, inline
 * strings, cell references). Numbers keep the text the file stores ("400002003", not 400002003
 * re-printed); booleans read TRUE/FALSE; date-formatted cells read as ISO dates.
 */

export class XlsxError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'XlsxError';
  }
}

export type XlsxSheet = {
  name: string;
  /** Rows in order, each a list of cell texts placed by column ('' where a cell is empty). */
  rows: string[][];
};

type Cell = string | boolean | Date | null | object;

function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  if (cell instanceof Date) return cell.toISOString().replace(/T00:00:00\.000Z$/, '');
  return String(cell);
}

/** The worksheets of an .xlsx file in tab order. */
export async function readXlsx(file: Buffer): Promise<XlsxSheet[]> {
  let sheets;
  try {
    sheets = await readXlsxFile(file, { parseNumber: (text: string) => text, trim: false });
  } catch (error) {
    // The library's own refusals, and its failures on XML it does not expect (a TypeError on a
    // cell without a reference), both mean this file cannot be read.
    const known = error instanceof InvalidInputError || error instanceof InvalidSpreadsheetError;
    throw new XlsxError(`Not a readable .xlsx file: ${known ? error.message : String(error)}`, {
      cause: error,
    });
  }
  if (sheets.length === 0) throw new XlsxError('The .xlsx file holds no worksheet');
  // Cells become text in place: copying every row of a 1.7 lakh-row RBI list took as long again
  // as reading it.
  return sheets.map((sheet) => {
    const rows = sheet.data as unknown[][];
    for (const row of rows) {
      for (let column = 0; column < row.length; column += 1) {
        row[column] = cellText(row[column] as Cell);
      }
    }
    return { name: sheet.sheet, rows: rows as string[][] };
  });
}
