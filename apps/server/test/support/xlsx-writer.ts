import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A minimal .xlsx writer for tests: the zip layout (local headers, central directory, end
 * record) around the XML parts a spreadsheet program writes. Strings go to the shared strings
 * table or inline; numbers are stored as numbers; null leaves the cell out. Hand-written on
 * purpose: tests choose what a writer library would not let them (inline or shared strings,
 * stored or deflated entries, raw worksheet XML).
 */

export type CellValue = string | number | null;
export type SheetSpec = { name: string; rows: CellValue[][] };

export type ZipPart = { name: string; data: Buffer; store?: boolean };

export function zip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const body = part.store ? part.data : deflateRawSync(part.data);
    const method = part.store ? 0 : 8;
    const crc = crc32(part.data);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0, 6); // flags
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(part.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, body);

    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4); // version made by
    entry.writeUInt16LE(20, 6); // version needed
    entry.writeUInt16LE(method, 10);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(body.length, 20);
    entry.writeUInt32LE(part.data.length, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    directory.push(entry, name);

    offset += local.length + name.length + body.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

export function writeXlsx(
  sheets: SheetSpec[],
  options: { strings?: 'shared' | 'inline'; store?: boolean } = {},
): Buffer {
  const shared: string[] = [];
  const sharedIndex = new Map<string, number>();
  const cellXml = (value: CellValue, reference: string): string => {
    if (value === null) return '';
    if (typeof value === 'number') return `<c r="${reference}"><v>${value}</v></c>`;
    if (options.strings === 'inline') {
      return `<c r="${reference}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
    }
    let index = sharedIndex.get(value);
    if (index === undefined) {
      index = shared.length;
      shared.push(value);
      sharedIndex.set(value, index);
    }
    return `<c r="${reference}" t="s"><v>${index}</v></c>`;
  };

  const worksheets = sheets.map((sheet) => ({
    name: sheet.name,
    xml: `<cols><col min="1" max="1" width="12"/></cols><sheetData>${sheet.rows
      .map((row, rowIndex) => {
        const cells = row
          .map((value, column) => cellXml(value, `${columnName(column)}${rowIndex + 1}`))
          .join('');
        return `<row r="${rowIndex + 1}">${cells}</row>`;
      })
      .join('')}</sheetData>`,
  }));
  const sharedStrings = shared
    .map((text) => `<si><t xml:space="preserve">${escapeXml(text)}</t></si>`)
    .join('');
  return xlsxPackage(worksheets, {
    sharedStrings: shared.length > 0 ? sharedStrings : undefined,
    store: options.store,
  });
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * The parts of a workbook around worksheet XML as written by hand: `xml` is what goes inside
 * <worksheet> (usually <sheetData>…), `sharedStrings` what goes inside <sst> (the <si> items),
 * `styles` what goes inside <styleSheet>.
 */
export function xlsxPackage(
  sheets: { name: string; xml: string }[],
  options: { sharedStrings?: string; styles?: string; store?: boolean } = {},
): Buffer {
  const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>${text}`);
  const relationships = sheets.map(
    (_sheet, index) =>
      `<Relationship Id="rId${index + 1}" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
  );
  if (options.sharedStrings !== undefined) {
    relationships.push(
      `<Relationship Id="rIdStrings" Type="${RELATIONSHIPS}/sharedStrings" Target="sharedStrings.xml"/>`,
    );
  }
  if (options.styles !== undefined) {
    relationships.push(
      `<Relationship Id="rIdStyles" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/>`,
    );
  }
  const parts: ZipPart[] = [
    {
      name: '[Content_Types].xml',
      data: xml('<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    },
    {
      name: 'xl/workbook.xml',
      data: xml(
        `<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets>` +
          sheets
            .map(
              (sheet, index) =>
                `<sheet name="${escapeXml(sheet.name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`,
            )
            .join('') +
          '</sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          relationships.join('') +
          '</Relationships>',
      ),
    },
    ...sheets.map((sheet, index) => ({
      name: `xl/worksheets/sheet${index + 1}.xml`,
      data: xml(`<worksheet xmlns="${MAIN}">${sheet.xml}</worksheet>`),
    })),
  ];
  if (options.sharedStrings !== undefined) {
    parts.push({
      name: 'xl/sharedStrings.xml',
      data: xml(`<sst xmlns="${MAIN}">${options.sharedStrings}</sst>`),
    });
  }
  if (options.styles !== undefined) {
    parts.push({
      name: 'xl/styles.xml',
      data: xml(`<styleSheet xmlns="${MAIN}">${options.styles}</styleSheet>`),
    });
  }
  return zip(parts.map((part) => ({ ...part, store: options.store })));
}
