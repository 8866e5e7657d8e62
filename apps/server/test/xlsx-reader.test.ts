import { describe, expect, it } from 'vitest';
import { XlsxError, readXlsx } from '../src/shared/xlsx-reader';
import { columnName, writeXlsx, xlsxPackage, zip } from './support/xlsx-writer';

/** The rows of the first sheet of a workbook whose one worksheet holds `xml`. */
async function rowsOfSheetXml(xml: string, sharedStrings?: string, styles?: string) {
  const [sheet] = await readXlsx(xlsxPackage([{ name: 'Sheet1', xml }], { sharedStrings, styles }));
  return sheet?.rows;
}

const inline = (reference: string, text: string) =>
  `<c r="${reference}" t="inlineStr"><is><t>${text}</t></is></c>`;

describe('xlsx reader', () => {
  it('places cells by their column letters, past Z', async () => {
    const references = ['A1', 'Z1', 'AA1', 'AZ1', 'BA1'];
    const rows = await rowsOfSheetXml(
      `<sheetData><row r="1">${references.map((ref) => inline(ref, ref)).join('')}</row></sheetData>`,
    );
    const row = rows?.[0] ?? [];
    expect([0, 25, 26, 51, 52].map((index) => row[index])).toEqual(references);
    expect(row.filter(Boolean)).toEqual(references);
    expect([0, 25, 26, 51, 52].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA']);
  });

  it('decodes entities and Office escapes', async () => {
    const rows = await rowsOfSheetXml(
      '<sheetData><row r="1">' +
        inline('A1', 'A &amp; B &lt;C&gt; &quot;d&quot; &apos;e&apos; &#65;&#x42;') +
        inline('B1', 'line_x000D__x000A_next') +
        '</row></sheetData>',
    );
    expect(rows).toEqual([['A & B <C> "d" \'e\' AB', 'line\r\nnext']]);
  });

  it('reads shared strings with rich text runs, leaving out phonetic runs', async () => {
    const rows = await rowsOfSheetXml(
      '<sheetData><row r="1">' +
        [0, 1, 2, 3]
          .map((index) => `<c r="${columnName(index)}1" t="s"><v>${index}</v></c>`)
          .join('') +
        '</row></sheetData>',
      '<si><t>Plain</t></si><si><r><rPr><b/></rPr><t>Bold</t></r><r><t xml:space="preserve"> and plain</t></r></si>' +
        '<si><t/></si><si><t>Kanji</t><rPh sb="0" eb="1"><t>kana</t></rPh></si>',
    );
    expect(rows).toEqual([['Plain', 'Bold and plain', '', 'Kanji']]);
  });

  it('fills gaps, keeps blank rows, and reads every cell type as text', async () => {
    const rows = await rowsOfSheetXml(
      '<cols><col min="1" max="3"/></cols><sheetData>' +
        `<row r="1"><c r="A1" t="s"><v>0</v></c>${inline('C1', 'inline &amp; more')}</row>` +
        '<row r="2" spans="1:4"><c r="B2"><v>400002003</v></c><c r="D2" t="b"><v>1</v></c></row>' +
        '<row r="3"/>' +
        '<row r="4"><c r="A4" t="str"><f>A1</f><v>formula text</v></c><c r="B4" s="3"/><c r="C4" t="e"><v>#N/A</v></c></row>' +
        '</sheetData>',
      '<si><t>shared</t></si>',
    );
    // Numbers keep the stored text; an error cell (#N/A) is no data and reads empty.
    expect(rows).toEqual([
      ['shared', '', 'inline & more', ''],
      ['', '400002003', '', 'TRUE'],
      ['', '', '', ''],
      ['formula text', '', '', ''],
    ]);
  });

  it('reads date-formatted numbers as ISO dates and other numbers as stored', async () => {
    // Style 1 uses the built-in date format 14 (d/m/yyyy); 45992 days after 1899-12-30.
    const rows = await rowsOfSheetXml(
      '<sheetData><row r="1"><c r="A1" s="1"><v>45992</v></c><c r="B1" s="1"><v>45992.25</v></c>' +
        '<c r="C1"><v>45992</v></c></row></sheetData>',
      undefined,
      '<cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/></cellXfs>',
    );
    expect(rows).toEqual([['2025-12-01', '2025-12-01T06:00:00.000Z', '45992']]);
  });

  it('reads a workbook written with shared strings, deflated', async () => {
    const file = writeXlsx([
      {
        name: 'NEFT',
        rows: [
          ['BANK', 'IFSC', 'MICR CODE', 'BRANCH'],
          ['State Bank of India', 'SBIN0000300', 400002003, 'MUMBAI MAIN BRANCH'],
          ['Bank <&> "Quotes"', 'X', null, 'Gap before'],
        ],
      },
    ]);
    expect(await readXlsx(file)).toEqual([
      {
        name: 'NEFT',
        rows: [
          ['BANK', 'IFSC', 'MICR CODE', 'BRANCH'],
          ['State Bank of India', 'SBIN0000300', '400002003', 'MUMBAI MAIN BRANCH'],
          ['Bank <&> "Quotes"', 'X', '', 'Gap before'],
        ],
      },
    ]);
  });

  it('reads inline strings, stored (uncompressed) entries and several sheets in tab order', async () => {
    const file = writeXlsx(
      [
        { name: 'First', rows: [['one', 1]] },
        { name: 'Second', rows: [['two', 2.5]] },
      ],
      { strings: 'inline', store: true },
    );
    expect(await readXlsx(file)).toEqual([
      { name: 'First', rows: [['one', '1']] },
      { name: 'Second', rows: [['two', '2.5']] },
    ]);
  });

  it('refuses what is not an .xlsx file, with an XlsxError', async () => {
    const worksheet = Buffer.from(
      `<worksheet><sheetData><row r="1">${inline('A1', 'ten')}</row></sheetData></worksheet>`,
    );
    const notWorkbooks = [
      Buffer.from('BANK,IFSC\nx,y\n'),
      zip([{ name: 'readme.txt', data: Buffer.from('hi') }]),
      // A worksheet without the workbook part that names it.
      zip([{ name: 'xl/worksheets/sheet1.xml', data: worksheet }]),
      // Cells without references (Excel and LibreOffice always write them).
      xlsxPackage([{ name: 'S', xml: '<sheetData><row><c><v>2</v></c></row></sheetData>' }]),
    ];
    for (const file of notWorkbooks) {
      await expect(readXlsx(file)).rejects.toBeInstanceOf(XlsxError);
    }
  });
});
