/**
 * The export dialog of the operations list (issue 21 "Export"): which report columns a merchant may choose, the
 * query of the file they chose, and the rule that at least one column is chosen. The columns are the report's
 * own (lib/operations/report-columns.ts), so the dialog, the host's CSV and the BFF's XLSX name the same ones.
 */
import { array, mixed, object, string } from 'yup';
import { REPORT_COLUMNS, REPORT_COLUMNS_PARAM, type ReportColumnKey, type ReportColumnSetting } from './report-columns';
import type { OperationsSettings } from './settings-view';

/** The files of the report: the host's CSV (through the proxy) and the BFF's XLSX. */
export const REPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export type ColumnSettings = Pick<OperationsSettings, 'showBonus' | 'showCashback' | 'showTips' | 'showBin'>;

/** The screen setting that shows each optional column (spec §3 "Optional columns"). */
const COLUMN_SETTING: Readonly<Record<ReportColumnSetting, keyof ColumnSettings>> = {
  'display.bonus': 'showBonus',
  'display.cashback': 'showCashback',
  'display.tips': 'showTips',
  'display.bin': 'showBin',
};

/** The keys of the columns a merchant can choose, in the report's order: the optional ones only while their setting is on. */
export function exportColumnKeys(settings: ColumnSettings): ReportColumnKey[] {
  return REPORT_COLUMNS.filter((column) => !column.setting || settings[COLUMN_SETTING[column.setting]]).map((column) => column.key);
}

/** The report query of the list's filter with the chosen columns, in the report's order whatever order they were ticked in. */
export function exportQuery(filterQuery: string, chosen: readonly string[]): string {
  const query = new URLSearchParams(filterQuery);
  const keys = REPORT_COLUMNS.map((column) => column.key).filter((key) => chosen.includes(key));
  query.set(REPORT_COLUMNS_PARAM, keys.join(','));
  return query.toString();
}

export interface ExportChoice {
  format: ReportFormat;
  columns: ReportColumnKey[];
}

/** Message keys (Operations.export.*) of the choice's errors. */
export type ExportErrorKey = 'noColumns';

/** A file needs a format and at least one column. */
export const exportChoiceSchema = object({
  format: mixed<ReportFormat>().oneOf(REPORT_FORMATS).required(),
  columns: array(string().required()).min(1, 'noColumns' satisfies ExportErrorKey).required(),
});

/** A byte count as a number and the unit Intl names it by (SI: kB below a megabyte, MB from one). */
export function byteSize(bytes: number): { value: number; unit: 'kilobyte' | 'megabyte' } {
  return bytes < 1_000_000 ? { value: bytes / 1_000, unit: 'kilobyte' } : { value: bytes / 1_000_000, unit: 'megabyte' };
}

/** The share of a download received, in per cent; null while its length is unknown (a streamed report). */
export function receivedPercent(received: number, total: number | null): number | null {
  return total ? Math.min(100, (received / total) * 100) : null;
}
