/**
 * The columns of the operations report, one table for every file of it: the host's CSV (the sandbox's
 * api/merchant/report) and the XLSX export the BFF builds from the API's rows. Each cell is typed (text,
 * whole number, amount, date-time) so that a CSV writes it as text and an XLSX as a number or a date. Values
 * read as the screen reads them: the same message keys (Operations.*), the same sign of refunds, the user's
 * time zone. Imported by the sandbox: relative imports carry `.ts`.
 */
import type { Messages } from 'next-intl';
import type { Currency } from '../acquiring/contract/reference-data.ts';
import type { TransactionListRow } from '../acquiring/contract/transactions.ts';
import { shownAmount } from '../domain/operation-effects.ts';
import { fastPaymentId, paymentMethodKey } from '../domain/payment-methods.ts';
import { transactionStatusGroup } from '../domain/transaction-status.ts';
import { cardMethodKey, operationKey } from './labels.ts';
import { wallPartsIn, zoneCaption, zoneOffsetsFor, type WallParts } from './zone-offsets.ts';

export type ReportCell =
  | { kind: 'text'; text: string | null }
  /** an id that must stay text in any spreadsheet (RRN, MID, TID): bare digits would become a number */
  | { kind: 'identifier'; text: string | null }
  | { kind: 'integer'; value: number | null }
  /** minor units of a currency with `fraction` decimals, signed as shown */
  | { kind: 'amount'; minor: number | null; fraction: number }
  /** the wall-clock time in the report's zone */
  | { kind: 'dateTime'; wall: WallParts | null };

/** A message by its full path ("Operations.operation.PAYMENT"); undefined when the catalogue has none. */
export type ReportTexts = (path: string) => string | undefined;

export interface ReportContext {
  /** the reader's language: its texts, and its date format (lib/operations/date-formats.ts) */
  language: string;
  texts: ReportTexts;
  /** the instant's wall-clock time in the user's zone */
  wallTime: (instant: number) => WallParts;
  /** the zone named for the header ("UTC+3 (Москва, стандартное время)") */
  zoneCaption: string;
  currency: (currencyId: number) => { code: string; fraction: number };
}

/** Columns that show only while their setting is on (spec §3 "Optional columns"). */
export type ReportColumnSetting = 'display.bonus' | 'display.cashback' | 'display.tips' | 'display.bin';

/** A column's key names its header text (Operations.column.*): a column without one fails the type-check. */
export type ReportColumnKey = Exclude<keyof Messages['Operations']['column'], 'select'>;

export interface ReportColumn {
  key: ReportColumnKey;
  /** message path of the header */
  title: string;
  setting?: ReportColumnSetting;
  cell: (row: TransactionListRow, context: ReportContext) => ReportCell;
}

const text = (value: string | null | undefined): ReportCell => ({ kind: 'text', text: value ?? null });
const identifier = (value: string | null | undefined): ReportCell => ({ kind: 'identifier', text: value ?? null });
const integer = (value: number | null | undefined): ReportCell => ({ kind: 'integer', value: value ?? null });
const amount = (minor: number | null | undefined, row: TransactionListRow, context: ReportContext): ReportCell => ({
  kind: 'amount', minor: minor ?? null, fraction: context.currency(row.currencyId).fraction,
});
/** A coded value by its message, or the code itself when the catalogue has no name for it (as on screen). */
const named = (context: ReportContext, namespace: string, code: string | null | undefined): ReportCell =>
  text(code === null || code === undefined ? null : (context.texts(`Operations.${namespace}.${code}`) ?? code));

/** The names the payment-instrument filter knows, by instrument type (Terminal is a card, spec §3). */
const INSTRUMENT_NAMES: Readonly<Record<string, string>> = {
  Terminal: 'Card', Host: 'Host', Server: 'Server', Cash: 'Cash', qps: 'QPS', ecom: 'Ecom', alipay: 'Alipay', mvisa: 'mVisa', rsbdynamicqr: 'RSB Dynamic QR',
};

/** Every column, in the report's order. */
export const REPORT_COLUMNS: readonly ReportColumn[] = [
  { key: 'id', title: 'Operations.column.id', cell: (row) => integer(row.id) },
  {
    key: 'serverDateTime',
    title: 'Operations.column.serverDateTime',
    cell: (row, context) => ({ kind: 'dateTime', wall: context.wallTime(Date.parse(row.serverDateTime)) }),
  },
  { key: 'operation', title: 'Operations.column.operation', cell: (row, context) => named(context, 'operation', operationKey(row.operation) ?? row.operation) },
  { key: 'status', title: 'Operations.column.status', cell: (row, context) => named(context, 'status', transactionStatusGroup(row.hostResponseCode)) },
  { key: 'hostResponseCode', title: 'Operations.column.hostResponseCode', cell: (row) => integer(row.hostResponseCode) },
  { key: 'amount', title: 'Operations.column.amount', cell: (row, context) => amount(shownAmount(row.operation, row.amount), row, context) },
  { key: 'currency', title: 'Operations.column.currency', cell: (row, context) => text(context.currency(row.currencyId).code) },
  { key: 'bonusAmount', title: 'Operations.column.bonusAmount', setting: 'display.bonus', cell: (row, context) => amount(row.bonusAmount, row, context) },
  { key: 'cashbackAmount', title: 'Operations.column.cashbackAmount', setting: 'display.cashback', cell: (row, context) => amount(row.cashbackAmount, row, context) },
  { key: 'tipsAmount', title: 'Operations.column.tipsAmount', setting: 'display.tips', cell: (row, context) => amount(row.tipsAmount, row, context) },
  // a method the spec does not list reads «Другой способ», never its code
  { key: 'paymentMethod', title: 'Operations.column.paymentMethod', cell: (row, context) => named(context, 'paymentMethod', paymentMethodKey(row.paymentMethod)) },
  {
    key: 'paymentInstrument',
    title: 'Operations.column.paymentInstrument',
    // no instrument counts as cash (spec §9 "Cash also includes null")
    cell: (row, context) => named(context, 'instrument', INSTRUMENT_NAMES[row.paymentInstrumentType ?? 'Cash'] ?? row.paymentInstrumentType),
  },
  { key: 'cardMethod', title: 'Operations.column.cardMethod', cell: (row, context) => named(context, 'cardMethod', cardMethodKey(row.cardMethod)) },
  { key: 'cardType', title: 'Operations.column.cardType', cell: (row) => text(row.cardType) },
  { key: 'cardMask', title: 'Operations.column.cardMask', cell: (row) => text(row.cardMask) },
  { key: 'qpsOperationId', title: 'Operations.column.qpsOperationId', cell: (row) => identifier(fastPaymentId(row)) },
  { key: 'bin', title: 'Operations.column.bin', setting: 'display.bin', cell: (row) => identifier(row.bin) },
  { key: 'terminal', title: 'Operations.column.terminal', cell: (row) => identifier(row.terminal.externalId) },
  { key: 'merchant', title: 'Operations.column.merchant', cell: (row) => text(row.merchant.name) },
  { key: 'merchantExternalId', title: 'Operations.column.merchantExternalId', cell: (row) => identifier(row.merchant.externalId) },
  { key: 'user', title: 'Operations.column.user', cell: (row) => text(row.user?.fullName) },
  { key: 'rrn', title: 'Operations.column.rrn', cell: (row) => identifier(row.rrn) },
  { key: 'authorizationCode', title: 'Operations.column.authorizationCode', cell: (row) => identifier(row.authorizationCode) },
  { key: 'operationDay', title: 'Operations.column.operationDay', cell: (row) => integer(row.operationDay) },
  { key: 'transactionNumber', title: 'Operations.column.transactionNumber', cell: (row) => integer(row.transactionNumber) },
  { key: 'reconciliationId', title: 'Operations.column.reconciliationId', cell: (row) => integer(row.reconciliationId) },
  { key: 'parentId', title: 'Operations.column.parentId', cell: (row) => integer(row.parentId) },
];

/** The query parameter that chooses columns: keys of REPORT_COLUMNS, comma-separated, in the wanted order. */
export const REPORT_COLUMNS_PARAM = 'columns';
/** The query parameter of the reader's time zone (IANA name); the language travels as Accept-Language. */
export const REPORT_ZONE_PARAM = 'timeZone';

/**
 * The columns of a report: the chosen keys in their order (all when none are chosen), less the optional ones
 * whose setting is off. Throws a RangeError naming an unknown key.
 */
export function reportColumns(isOn: (setting: ReportColumnSetting) => boolean, chosen: string | null = null): ReportColumn[] {
  const keys = chosen === null || chosen.trim() === '' ? REPORT_COLUMNS.map((column) => column.key) : chosen.split(',').map((key) => key.trim());
  return [...new Set(keys)]
    .map((key) => {
      const column = REPORT_COLUMNS.find((candidate) => candidate.key === key);
      if (!column) throw new RangeError(`Unknown report column "${key}"`);
      return column;
    })
    .filter((column) => !column.setting || isOn(column.setting));
}

/** The header of a column; the date column names the zone of its times. */
export function reportTitle(column: ReportColumn, context: ReportContext): string {
  const title = context.texts(column.title) ?? column.key;
  return column.key === 'serverDateTime' ? `${title}, ${context.zoneCaption}` : title;
}

/** What the cells of a report need: the texts of a catalogue in the language, the zone, the currencies (an unknown one: its code, 2 decimals). */
export function reportContextOf(
  messages: object,
  language: string,
  zone: string,
  now: number,
  currencies: readonly Pick<Currency, 'numberCode' | 'code' | 'fraction'>[],
): ReportContext {
  const table = zoneOffsetsFor(zone, new Date(now));
  return {
    language,
    texts: catalogueTexts(messages),
    wallTime: (instant) => wallPartsIn(table, instant),
    zoneCaption: zoneCaption(zone, language, now),
    currency: (currencyId) => {
      const currency = currencies.find((item) => item.numberCode === currencyId);
      return { code: currency?.code ?? String(currencyId), fraction: currency?.fraction ?? 2 };
    },
  };
}

/** A message catalogue (nested, as messages/*.json and the merged server dictionary) read by full path. */
export function catalogueTexts(messages: object): ReportTexts {
  return (path) => {
    let node: unknown = messages;
    for (const key of path.split('.')) node = node && typeof node === 'object' && Object.hasOwn(node, key) ? (node as Record<string, unknown>)[key] : undefined;
    return typeof node === 'string' ? node : undefined;
  };
}

/** An ISO date-time or epoch milliseconds (the filter's `serverDateTime` values) as epoch milliseconds; undefined otherwise. */
export function instantOf(raw: string | null): number | undefined {
  if (raw === null) return undefined;
  const ms = /^-?\d+$/.test(raw) ? Number(raw) : Date.parse(raw);
  return Number.isFinite(ms) ? ms : undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');
const day = (wall: WallParts) => `${wall.year}${pad(wall.month)}${pad(wall.day)}`;

/**
 * The file name of a report of this filter query: "operations-YYYYMMDD-YYYYMMDD.<extension>", its `serverDateTime`
 * period in the reader's zone (up to now); without a start, "operations-YYYYMMDD-HHMM" of the time of the report.
 */
export function reportFileName(query: URLSearchParams, wallTime: ReportContext['wallTime'], now: number, extension: string): string {
  const from = instantOf(query.get('serverDateTime.ge') ?? query.get('serverDateTime.gt'));
  const to = Math.min(instantOf(query.get('serverDateTime.le') ?? query.get('serverDateTime.lt')) ?? now, now);
  if (from === undefined) {
    const wall = wallTime(now);
    return `operations-${day(wall)}-${pad(wall.hour)}${pad(wall.minute)}.${extension}`;
  }
  return `operations-${day(wallTime(from))}-${day(wallTime(to))}.${extension}`;
}
