/** A cell as spreadsheets read it: quoted when it holds a comma, quote or line break; formulas defused. */
function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // a leading =, +, - or @ would run as a formula in a spreadsheet (numbers are left as they are)
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV (RFC 4180, CRLF line ends), the header first. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Saves `csv` as `fileName` through the browser's download (nothing leaves the page). */
export function downloadCsv(fileName: string, csv: string): void {
  // a byte-order mark, so spreadsheet programs read the file as UTF-8
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
