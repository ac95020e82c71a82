/**
 * Files opened as a spreadsheet opens them, for the jest and Playwright tests of the report and the XLSX export:
 * a CSV through ExcelJS's CSV reader (fast-csv, `;`-separated, the BOM dropped as Excel drops it), an XLSX through
 * ExcelJS's workbook reader. Node only: no Playwright imports.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/** The text of a CSV file in its encoding: UTF-8 after a BOM, windows-1251 without one (Russian Excel's ANSI). */
export function csvText(bytes: Uint8Array, charset: 'utf-8' | 'windows-1251' = bytes[0] === 0xef ? 'utf-8' : 'windows-1251'): string {
  return new TextDecoder(charset).decode(bytes).replace(/^\uFEFF/, '');
}

/**
 * The cells of a CSV, unquoted by a real CSV parser, each as the text the spreadsheet receives: `;`-separated as
 * Russian Excel reads it, or by another separator (`,` elsewhere).
 */
export async function readCsv(text: string, delimiter = ';'): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  const sheet = await workbook.csv.read(Readable.from([text]), { parserOptions: { delimiter }, map: (value: string) => value });
  const rows: string[][] = [];
  // columnCount walks every row: once, not per cell
  const columns = sheet.columnCount;
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    for (let index = 1; index <= columns; index += 1) cells.push(String(row.getCell(index).value ?? ''));
    rows.push(cells);
  });
  return rows;
}

/**
 * `="000123"`: a constant text, the CSV's way to keep an identifier text (lib/domain/spreadsheet-cells.ts). It calls
 * nothing: only letters, digits and `._/- ` inside the quotes.
 */
const CONSTANT_TEXT = /^="[0-9A-Za-z][0-9A-Za-z ._/-]*"$/;

/**
 * Cells a spreadsheet would evaluate: text opening with `=`, `+`, `-`, `@`, tab or CR (CSV injection, OWASP) — read
 * as a spreadsheet may, after Unicode normalisation (`＝` is `=`) and leading spaces — that is neither a plain
 * number nor a constant text.
 */
export function liveFormulaCells(rows: readonly (readonly string[])[]): string[] {
  return rows
    .flat()
    .filter((cell) => /^[=+\-@\t\r]/.test(cell.normalize('NFKC').replace(/^[^\S\t\r]+/u, '')) && !/^[+-]?\d+(?:[.,]\d+)?$/.test(cell) && !CONSTANT_TEXT.test(cell));
}

/** What a spreadsheet shows for a cell: a constant text `="000123"` shows `000123`. */
export function shownCell(cell: string): string {
  return CONSTANT_TEXT.test(cell) ? cell.slice(2, -1) : cell;
}

/** The first worksheet of an XLSX file. */
export async function readXlsx(bytes: Uint8Array): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no worksheet');
  return sheet;
}
