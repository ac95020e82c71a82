/**
 * Cells of every file the system writes for a spreadsheet (the operations report, the reconciliation file, the
 * storefront's catalogue template, the XLSX export). Pure, no imports: importable from Node (sandbox) and Next alike.
 */

/** A cell Excel, LibreOffice and Google Sheets would read as a formula (CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal number ("-8009,00", "+7", "12.5") is never a formula, and must stay a number. */
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

/**
 * Text that a spreadsheet will show as text: a cell starting with `=`, `+`, `-`, `@`, tab or CR gets a leading
 * apostrophe (the spreadsheets' own "this is text" mark), unless it is a plain number.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

export type CsvValue = string | number | null | undefined;

/** One CSV cell: formulas neutralised, quoted (quotes doubled) when it holds the delimiter, a quote or a line break. */
export function csvCell(value: CsvValue, delimiter = ';'): string {
  if (value === null || value === undefined) return '';
  const text = neutraliseFormula(String(value));
  return text.includes(delimiter) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line ending with CRLF, as Excel writes it (`;` between cells in Russian locales). */
export function csvLine(cells: readonly CsvValue[], delimiter = ';'): string {
  return `${cells.map((cell) => csvCell(cell, delimiter)).join(delimiter)}\r\n`;
}
