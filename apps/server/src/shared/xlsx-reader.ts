import { inflateRawSync } from 'node:zlib';

/**
 * Reads the cell text of .xlsx workbooks without a spreadsheet library: an .xlsx is a zip of
 * XML parts, and the parts we need (shared strings, worksheets) are simple enough for careful
 * regular expressions. Formulas, styles and dates are not interpreted: a cell gives the text or
 * number it stores.
 */

export class XlsxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XlsxError';
  }
}

export type XlsxSheet = {
  name: string;
  /** Rows in order, each a list of cell texts placed by column ('' where a cell is missing). */
  rows(): Generator<string[]>;
};

/* Zip ------------------------------------------------------------------------------------- */

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

type ZipEntry = { name: string; method: number; compressedSize: number; localOffset: number };

/** The entries named in the zip's central directory (the authoritative list of a zip). */
export function listZipEntries(zip: Buffer): Map<string, ZipEntry> {
  // The end record sits in the last 22 bytes plus a comment of at most 65535 bytes.
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at -= 1) {
    if (zip.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new XlsxError('Not an .xlsx file (no zip directory found)');
  const count = zip.readUInt16LE(end + 10);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) {
    throw new XlsxError('ZIP64 workbooks are not supported; save the file again or use CSV');
  }

  const entries = new Map<string, ZipEntry>();
  let at = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_DIRECTORY_ENTRY) {
      throw new XlsxError('The zip directory of the .xlsx file is damaged');
    }
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    entries.set(name, {
      name,
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      localOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The uncompressed bytes of one entry. */
export function readZipEntry(zip: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_FILE_HEADER) {
    throw new XlsxError(`The zip entry ${entry.name} is damaged`);
  }
  // Sizes come from the central directory: the local header may hold zeros (data descriptor).
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (entry.method === STORED) return Buffer.from(data);
  if (entry.method === DEFLATED) return inflateRawSync(data);
  throw new XlsxError(`The zip entry ${entry.name} uses an unsupported compression`);
}

/* XML ------------------------------------------------------------------------------------- */

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** Decodes XML entities and the _xHHHH_ escapes Office uses for control characters. */
export function decodeXmlText(text: string): string {
  return text
    .replace(/&(#x[0-9a-fA-F]+|#\d+|[a-z]+);/g, (whole, name: string) => {
      if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return NAMED_ENTITIES[name] ?? whole;
    })
    .replace(/_x([0-9a-fA-F]{4})_/g, (_whole, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
}

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(attributes);
  if (!match) return undefined;
  return decodeXmlText(match[1] ?? match[2] ?? '');
}

/** The text of the <t> elements in a fragment, leaving out phonetic runs (<rPh>). */
function textOf(fragment: string): string {
  const withoutPhonetics = fragment.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '');
  let text = '';
  for (const match of withoutPhonetics.matchAll(/<t\b[^>]*?(?:\/>|>([\s\S]*?)<\/t>)/g)) {
    text += decodeXmlText(match[1] ?? '');
  }
  return text;
}

export function parseSharedStrings(xml: string): string[] {
  const strings: string[] = [];
  for (const match of xml.matchAll(/<si\b[^>]*?(?:\/>|>([\s\S]*?)<\/si>)/g)) {
    strings.push(textOf(match[1] ?? ''));
  }
  return strings;
}

/** Column index (0-based) of a cell reference such as "B7" or "AA10". */
export function columnIndex(reference: string): number {
  const letters = /^[A-Za-z]+/.exec(reference)?.[0];
  if (!letters) return -1;
  let index = 0;
  for (const letter of letters.toUpperCase()) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

function cellText(type: string | undefined, body: string, sharedStrings: string[]): string {
  if (type === 'inlineStr') return textOf(/<is\b[^>]*>([\s\S]*?)<\/is>/.exec(body)?.[1] ?? '');
  const value = /<v\b[^>]*>([\s\S]*?)<\/v>/.exec(body)?.[1];
  if (value === undefined) return '';
  if (type === 's') return sharedStrings[Number(value)] ?? '';
  if (type === 'b') return value === '1' ? 'TRUE' : 'FALSE';
  // Numbers, formula strings (str), errors (e) and ISO dates (d): the stored text.
  return decodeXmlText(value);
}

/** Rows of one worksheet's XML, cells placed by their reference. */
export function* parseSheetRows(xml: string, sharedStrings: string[]): Generator<string[]> {
  const start = xml.indexOf('<sheetData');
  const end = xml.lastIndexOf('</sheetData>');
  if (start < 0 || end < start) return;
  const sheetData = xml.slice(start, end);
  for (const row of sheetData.matchAll(/<row\b[^>]*?(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const cells: string[] = [];
    let next = 0;
    for (const cell of (row[1] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cell[1] ?? '';
      const reference = attribute(attributes, 'r');
      const column = reference ? columnIndex(reference) : next;
      const at = column >= 0 ? column : next;
      while (cells.length < at) cells.push('');
      cells[at] = cellText(attribute(attributes, 't'), cell[2] ?? '', sharedStrings);
      next = at + 1;
    }
    yield cells;
  }
}

/* Workbook -------------------------------------------------------------------------------- */

/** Worksheet parts in the workbook's tab order, with their tab names. */
function worksheetParts(
  entries: Map<string, ZipEntry>,
  zip: Buffer,
): { name: string; path: string }[] {
  const workbook = entries.get('xl/workbook.xml');
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  if (workbook && rels) {
    const targets = new Map<string, string>();
    for (const match of readZipEntry(zip, rels)
      .toString('utf8')
      .matchAll(/<Relationship\b([^>]*?)\/?>/g)) {
      const id = attribute(match[1] ?? '', 'Id');
      const target = attribute(match[1] ?? '', 'Target');
      if (id && target) {
        const path = target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
        targets.set(id, path);
      }
    }
    const sheets: { name: string; path: string }[] = [];
    for (const match of readZipEntry(zip, workbook)
      .toString('utf8')
      .matchAll(/<sheet\b([^>]*?)\/?>/g)) {
      const attributes = match[1] ?? '';
      const id = attribute(attributes, 'r:id');
      const path = id ? targets.get(id) : undefined;
      if (path && entries.has(path)) {
        sheets.push({ name: attribute(attributes, 'name') ?? path, path });
      }
    }
    if (sheets.length > 0) return sheets;
  }
  // No usable workbook part: take the worksheets by their number.
  return [...entries.keys()]
    .filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name))
    .sort((a, b) => Number(/\d+/.exec(a)?.[0]) - Number(/\d+/.exec(b)?.[0]))
    .map((path) => ({ name: path, path }));
}

/** The worksheets of an .xlsx file; each sheet's XML is inflated only when its rows are read. */
export function readXlsx(file: Buffer): XlsxSheet[] {
  const entries = listZipEntries(file);
  const sharedEntry = entries.get('xl/sharedStrings.xml');
  const sharedStrings = sharedEntry
    ? parseSharedStrings(readZipEntry(file, sharedEntry).toString('utf8'))
    : [];
  const parts = worksheetParts(entries, file);
  if (parts.length === 0) throw new XlsxError('The .xlsx file holds no worksheet');
  return parts.map(({ name, path }) => ({
    name,
    rows() {
      const entry = entries.get(path);
      if (!entry) return (function* () {})();
      return parseSheetRows(readZipEntry(file, entry).toString('utf8'), sharedStrings);
    },
  }));
}
