import { describe, expect, it } from 'vitest';
import {
  XlsxError,
  columnIndex,
  decodeXmlText,
  parseSharedStrings,
  parseSheetRows,
  readXlsx,
} from '../src/shared/xlsx-reader';
import { columnName, writeXlsx, zip } from './support/xlsx-writer';

const rowsOf = (file: Buffer, sheet = 0) => [...(readXlsx(file)[sheet]?.rows() ?? [])];

describe('xlsx reader', () => {
  it.each([
    ['A1', 0],
    ['Z9', 25],
    ['AA10', 26],
    ['AZ1', 51],
    ['BA1', 52],
    ['XFD1048576', 16383],
  ])('column of %s is %i', (reference, index) => {
    expect(columnIndex(reference)).toBe(index);
    expect(columnName(index)).toBe(reference.replace(/\d+$/, ''));
  });

  it('decodes entities and Office escapes', () => {
    expect(decodeXmlText('A &amp; B &lt;C&gt; &quot;d&quot; &apos;e&apos; &#65;&#x42;')).toBe(
      'A & B <C> "d" \'e\' AB',
    );
    expect(decodeXmlText('line_x000D__x000A_next')).toBe('line\r\nnext');
    expect(decodeXmlText('&unknown;')).toBe('&unknown;');
  });

  it('reads shared strings with rich text runs, leaving out phonetic runs', () => {
    const xml =
      '<sst><si><t>Plain</t></si><si><r><rPr><b/></rPr><t>Bold</t></r><r><t xml:space="preserve"> and plain</t></r></si>' +
      '<si><t/></si><si><t>Kanji</t><rPh sb="0" eb="1"><t>kana</t></rPh></si></sst>';
    expect(parseSharedStrings(xml)).toEqual(['Plain', 'Bold and plain', '', 'Kanji']);
  });

  it('places cells by reference, fills gaps, and reads every cell type', () => {
    const xml =
      '<worksheet><cols><col min="1" max="3"/></cols><sheetData>' +
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="inlineStr"><is><t>inline &amp; more</t></is></c></row>' +
      '<row r="2" spans="1:4"><c r="B2"><v>400002003</v></c><c r="D2" t="b"><v>1</v></c></row>' +
      '<row r="3"/>' +
      '<row r="4"><c r="A4" t="str"><f>A1</f><v>formula text</v></c><c r="B4" s="3"/><c r="C4" t="e"><v>#N/A</v></c></row>' +
      '</sheetData></worksheet>';
    expect([...parseSheetRows(xml, ['shared'])]).toEqual([
      ['shared', '', 'inline & more'],
      ['', '400002003', '', 'TRUE'],
      [],
      ['formula text', '', '#N/A'],
    ]);
  });

  it('places cells without references one after another', () => {
    const xml =
      '<sheetData><row><c t="inlineStr"><is><t>a</t></is></c><c><v>2</v></c></row></sheetData>';
    expect([...parseSheetRows(xml, [])]).toEqual([['a', '2']]);
  });

  it('reads a workbook written with shared strings, deflated', () => {
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
    expect(readXlsx(file).map((sheet) => sheet.name)).toEqual(['NEFT']);
    expect(rowsOf(file)).toEqual([
      ['BANK', 'IFSC', 'MICR CODE', 'BRANCH'],
      ['State Bank of India', 'SBIN0000300', '400002003', 'MUMBAI MAIN BRANCH'],
      ['Bank <&> "Quotes"', 'X', '', 'Gap before'],
    ]);
  });

  it('reads inline strings, stored (uncompressed) entries and several sheets in tab order', () => {
    const file = writeXlsx(
      [
        { name: 'First', rows: [['one', 1]] },
        { name: 'Second', rows: [['two', 2]] },
      ],
      { strings: 'inline', store: true },
    );
    const sheets = readXlsx(file);
    expect(sheets.map((sheet) => sheet.name)).toEqual(['First', 'Second']);
    expect(rowsOf(file, 0)).toEqual([['one', '1']]);
    expect(rowsOf(file, 1)).toEqual([['two', '2']]);
  });

  it('falls back to worksheet numbers when the workbook part is missing', () => {
    const sheet = (text: string) =>
      Buffer.from(
        `<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>${text}</t></is></c></row></sheetData></worksheet>`,
      );
    const file = zip([
      { name: 'xl/worksheets/sheet10.xml', data: sheet('ten') },
      { name: 'xl/worksheets/sheet2.xml', data: sheet('two') },
    ]);
    expect(readXlsx(file).map((part) => [...part.rows()])).toEqual([[['two']], [['ten']]]);
  });

  it('refuses what is not an .xlsx file', () => {
    expect(() => readXlsx(Buffer.from('BANK,IFSC\nx,y\n'))).toThrow(XlsxError);
    expect(() => readXlsx(zip([{ name: 'readme.txt', data: Buffer.from('hi') }]))).toThrow(
      'no worksheet',
    );
  });
});
