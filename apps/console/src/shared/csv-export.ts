/** Quotes a CSV cell (RFC 4180) and defuses spreadsheet formulas (=, +, -, @ at the start). */
function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv<Row>(
  rows: readonly Row[],
  columns: { title: string; value: (row: Row) => unknown }[],
) {
  const lines = [columns.map((column) => cell(column.title)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => cell(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Saves text as a file the operator downloads. */
export function downloadCsv(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
