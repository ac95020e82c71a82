import 'server-only';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { TransactionListRow } from '../acquiring/contract/transactions';
import { neutraliseFormula } from '../domain/spreadsheet-cells';
import { minorUnitsToNumber } from '../domain/money';
import { spreadsheetDateTimeFormat } from './date-formats';
import { reportTitle, type ReportCell, type ReportColumn, type ReportContext } from './report-columns';

/** Excel's text format: what is typed over the cell stays text. */
const TEXT_FORMAT = '@';
/** Column widths (characters) from the header's length, within bounds: set before the first row is written. */
const width = (title: string) => Math.min(40, Math.max(14, title.length + 2));

type CellValue = string | number | Date | null;

/** A typed cell as a spreadsheet value: numbers as numbers, dates as dates in the reader's order, text never a formula. */
function valueOf(cell: ReportCell, language: string): { value: CellValue; numFmt?: string } {
  switch (cell.kind) {
    case 'text':
      return { value: cell.text === null ? null : neutraliseFormula(cell.text) };
    case 'identifier':
      // a string cell, formatted as text ('@'): an edit in the spreadsheet keeps it text too
      return { value: cell.text === null ? null : neutraliseFormula(cell.text), numFmt: TEXT_FORMAT };
    case 'integer':
      return { value: cell.value };
    case 'amount':
      return {
        value: cell.minor === null ? null : minorUnitsToNumber(cell.minor, cell.fraction),
        numFmt: cell.fraction === 0 ? '#,##0' : `#,##0.${'0'.repeat(cell.fraction)}`,
      };
    case 'dateTime':
      // Spreadsheet dates have no zone: the wall-clock time in the reader's zone is the date they show.
      return {
        value: cell.wall && new Date(Date.UTC(cell.wall.year, cell.wall.month - 1, cell.wall.day, cell.wall.hour, cell.wall.minute, cell.wall.second)),
        numFmt: spreadsheetDateTimeFormat(language),
      };
  }
}

/**
 * Streams the report as an XLSX workbook of one sheet into `output`: the header (the date column names the zone),
 * then the rows page by page, each written out as it comes (ExcelJS's streaming writer), so a large export never
 * sits in memory.
 */
export async function writeReportXlsx(
  output: Writable,
  sheetName: string,
  columns: readonly ReportColumn[],
  context: ReportContext,
  pages: AsyncIterable<readonly TransactionListRow[]>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const titles = columns.map((column) => reportTitle(column, context));
  sheet.columns = columns.map((column, index) => ({ key: column.key, width: width(titles[index] ?? '') }));
  const header = sheet.addRow(titles);
  header.font = { bold: true };
  header.commit();
  for await (const page of pages) {
    for (const operation of page) {
      const values = columns.map((column) => valueOf(column.cell(operation, context), context.language));
      const row = sheet.addRow(values.map((cell) => cell.value));
      values.forEach((cell, index) => {
        if (cell.numFmt) row.getCell(index + 1).numFmt = cell.numFmt;
      });
      row.commit();
    }
  }
  sheet.commit();
  await workbook.commit();
}
