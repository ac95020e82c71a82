/**
 * Cells of every file the system writes for a spreadsheet (the operations report, the reconciliation file, the
 * storefront's catalogue template, the XLSX export). Pure, no imports: importable from Node (sandbox) and Next alike.
 */

/** A cell Excel, LibreOffice and Google Sheets would read as a formula (CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal number ("-8009,00", "+7", "12.5") is never a formula, and must stay a number. */
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

/** Leading white space a spreadsheet may trim before it reads a formula (tab and CR start one themselves). */
const LEADING_SPACE = /^[^\S\t\r]+/u;

/** Whether a spreadsheet could read a cell starting with `text` as a formula: after normalisation (`＝` is `=`) and trimming. */
function opensFormula(text: string): boolean {
  return FORMULA_START.test(text.normalize('NFKC').replace(LEADING_SPACE, '')) && !PLAIN_NUMBER.test(text.trim());
}

/** The separators a spreadsheet may split a line on (`;` in Russian Excel, `,` elsewhere, tab). */
const SEPARATOR = /([,;\t])/;

/**
 * Text that a spreadsheet will show as text: a cell starting with `=`, `+`, `-`, `@`, tab or CR gets a leading
 * apostrophe (the spreadsheets' own "this is text" mark), unless it is a plain number. The start is read as a
 * spreadsheet may read it: after Unicode compatibility normalisation (full-width `＝` is `=`) and past leading
 * white space; and every part after a separator is a cell start too, for a spreadsheet that splits the line on
 * another separator than the file's (issue 35 §6: `Ivanov,=1+1`).
 */
export function neutraliseFormula(text: string): string {
  if (PLAIN_NUMBER.test(text)) return text;
  return text
    .split(SEPARATOR)
    // the first part opens the cell itself (which may start with a tab), every later one after a separator
    .map((part, index) => (index % 2 === 0 && opensFormula(index === 0 ? text : part) ? `'${part}` : part))
    .join('');
}

/**
 * An identifier that must stay text (RRN, MID, TID, an authorisation code): a spreadsheet reads bare digits as a
 * number — `000123` loses its zeros, a 12-digit RRN becomes `1,23457E+11`.
 */
export interface TextIdentifier {
  identifier: string;
}

export type CsvValue = string | number | null | undefined | TextIdentifier;

/** What a text identifier may hold to be written as a constant text formula: no quote, nothing a formula could call. */
const IDENTIFIER = /^[0-9A-Za-z][0-9A-Za-z ._/-]{0,63}$/;

/**
 * An identifier as a CSV cell: `="000123"`, the spreadsheets' own way to say "this text" in a CSV (a constant, no
 * call: only letters, digits and `._/- ` go inside). Anything else is written as plain text.
 */
function identifierText(identifier: string): string {
  return IDENTIFIER.test(identifier) ? `="${identifier}"` : neutraliseFormula(identifier);
}

/** A cell holding either separator (`;` of Russian Excel, `,` of others), a quote, a tab or a line break is quoted. */
const NEEDS_QUOTES = /[;,"\t\r\n]/;

/**
 * One CSV cell: formulas neutralised, identifiers kept as text, and quoted (quotes doubled) when it holds a separator
 * of any spreadsheet, a quote or a line break — `Ivanov,=1+1` never becomes two cells, the second a formula.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? identifierText(value.identifier) : neutraliseFormula(String(value));
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line ending with CRLF, as Excel writes it (`;` between cells in Russian locales). */
export function csvLine(cells: readonly CsvValue[], delimiter = ';'): string {
  return `${cells.map((cell) => csvCell(cell)).join(delimiter)}\r\n`;
}
