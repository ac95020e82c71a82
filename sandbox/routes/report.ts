/**
 * GET api/merchant/report?<filter> and POST api/merchant/report {<filter>}: a CSV of the filtered operations
 * (CONTRACT.md "Report"), streamed row by row, encoded per `report.unloadingEncoding`.
 * `reconciliationId=<id>` is the reconciliation file (`downloadFile` of api/reconciliation rows).
 */
import { settingFlag } from '../../lib/acquiring/settings.ts';
import type { Operation } from '../../lib/acquiring/contract.ts';
import { effectiveSettings, MOSCOW_OFFSET_MS } from '../app.ts';
import { cardInputMethod, OPERATION_NAMES, STATUS_TEXT, statusGroup } from '../domain.ts';
import { badRequest, bodyObject, forbidden, requireAuth, type Reply, type RequestContext, type Route } from '../http/types.ts';
import { encodeText, csvAmount, csvDateTime, csvLine, reportEncoding, UTF8_BOM, type ReportEncoding } from '../present/csv.ts';
import { currencyOf } from '../present/transaction.ts';
import { CURRENCIES } from './reference.ts';
import { TRX_SELECT, type TrxRow } from '../store/transactions.ts';
import { buildQuery } from './transactions.ts';

const ROWS_PER_CHUNK = 500;
const MAX_REPORT_ROWS = 10_000_000;

interface Column {
  title: string;
  value: (row: TrxRow, anchor: number) => string | number | null;
}

function columns(settings: Record<string, string>): Column[] {
  const fraction = (row: TrxRow) => currencyOf(row.currency_id).fraction;
  const optional = (name: string, column: Column): Column[] => (settingFlag(settings[name]) ? [column] : []);
  return [
    { title: 'ID', value: (r) => r.id },
    { title: 'Дата и время', value: (r, anchor) => csvDateTime(anchor + r.time) },
    { title: 'Операция', value: (r) => OPERATION_NAMES[r.operation as Operation] ?? r.operation },
    { title: 'Статус', value: (r) => STATUS_TEXT[statusGroup(r.host_response_code)] },
    { title: 'Код ответа', value: (r) => r.host_response_code },
    { title: 'Сумма', value: (r) => csvAmount(r.amount, fraction(r)) },
    { title: 'Валюта', value: (r) => CURRENCIES.find((c) => c.numberCode === r.currency_id)?.code ?? r.currency_id },
    ...optional('display.bonus', { title: 'Бонусы', value: (r) => csvAmount(r.bonus_amount, fraction(r)) }),
    ...optional('display.cashback', { title: 'Кэшбэк', value: (r) => csvAmount(r.cashback_amount, fraction(r)) }),
    ...optional('display.tips', { title: 'Чаевые', value: (r) => csvAmount(r.tips_amount, fraction(r)) }),
    { title: 'Способ оплаты', value: (r) => r.payment_method },
    { title: 'Платёжный инструмент', value: (r) => r.instrument },
    { title: 'Способ ввода карты', value: (r) => cardInputMethod(r.card_input) },
    { title: 'Платёжная система', value: (r) => r.card_type },
    { title: 'Номер карты', value: (r) => r.card_mask },
    ...optional('display.bin', { title: 'BIN', value: (r) => (r.card_mask ? r.card_mask.slice(0, 6) : null) }),
    { title: 'Терминал (TID)', value: (r) => r.terminal_external_id },
    { title: 'Торговая точка', value: (r) => r.merchant_name },
    { title: 'MID', value: (r) => r.merchant_external_id },
    { title: 'Оператор', value: (r) => r.user_full_name },
    { title: 'RRN', value: (r) => r.rrn },
    { title: 'Код авторизации', value: (r) => r.authorization_code },
    { title: 'Операционный день', value: (r) => r.operation_day },
    { title: 'Номер чека', value: (r) => r.transaction_number },
    { title: 'Сверка', value: (r) => r.reconciliation_id },
  ];
}

/** POST body `{ "field.op": value | value[], limit?, offset?, order?, archive? }` → the same query parameters. */
function bodyQuery(ctx: RequestContext): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(bodyObject(ctx))) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v === null || v === undefined) continue;
      if (typeof v === 'object') throw badRequest(`${key}: values are strings, numbers, booleans or lists of them`, key);
      params.append(key, String(v));
    }
  }
  return params;
}

/** "YYYYMMDD-HHMM" in Moscow time. */
function stamp(ms: number): string {
  const d = new Date(ms + MOSCOW_OFFSET_MS);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}-${p(d.getUTCHours())}${p(d.getUTCMinutes())}`;
}

function* csvChunks(ctx: RequestContext, sql: string, params: (string | number | null)[], cols: Column[], encoding: ReportEncoding): Generator<Buffer> {
  const anchor = ctx.app.anchor();
  // a statement of its own: the shared cache could be reset by another request while this one streams
  const statement = ctx.app.db.prepare(sql);
  const header = csvLine(cols.map((c) => c.title));
  yield Buffer.concat([encoding === 'utf-8' ? UTF8_BOM : Buffer.alloc(0), encodeText(header, encoding)]);
  let text = '';
  let n = 0;
  for (const row of statement.iterate(...params) as Iterable<TrxRow>) {
    text += csvLine(cols.map((c) => c.value(row, anchor)));
    if (++n % ROWS_PER_CHUNK === 0) {
      yield encodeText(text, encoding);
      text = '';
    }
  }
  if (text) yield encodeText(text, encoding);
}

function report(ctx: RequestContext): Reply {
  requireAuth(ctx);
  const settings = effectiveSettings(ctx.app, ctx.tenant);
  if (!settingFlag(settings['report.csv.display'])) throw forbidden('Выгрузка отчёта отключена');
  const query = ctx.method === 'POST' ? bodyQuery(ctx) : ctx.query;
  const archive = query.get('archive');
  const q = buildQuery(ctx, archive === 'true' || archive === '1' ? 'archive' : 'total', {
    query, defaultOrder: 'serverDateTime,asc', defaultLimit: MAX_REPORT_ROWS, maxLimit: MAX_REPORT_ROWS,
  });
  const direction = q.orderBy.endsWith('ASC') ? 'ASC' : 'DESC';
  const sql = `${TRX_SELECT} WHERE ${q.where.join(' AND ')} ORDER BY ${q.orderBy}, t.id ${direction} LIMIT ? OFFSET ?`;
  const encoding = reportEncoding(settings['report.unloadingEncoding']);
  const reconciliationId = query.get('reconciliationId') ?? query.get('reconciliationId.eq');
  const filename = reconciliationId && /^\d+$/.test(reconciliationId) ? `reconciliation-${reconciliationId}.csv` : `operations-${stamp(ctx.app.now())}.csv`;
  return {
    stream: csvChunks(ctx, sql, [...(q.params as (string | number | null)[]), q.limit, q.offset], columns(settings), encoding),
    contentType: `text/csv; charset=${encoding}`,
    headers: { 'content-disposition': `attachment; filename="${filename}"` },
  };
}

export const reportRoutes: Route[] = [
  { method: 'GET', pattern: '/api/merchant/report', access: 'user', handler: report },
  { method: 'POST', pattern: '/api/merchant/report', access: 'user', handler: report },
];
