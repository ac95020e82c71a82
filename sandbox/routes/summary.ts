/**
 * GET api/transaction/summary[/operation|map|operator|terminal|week|cardtype|method|period/{hour|day|month}]:
 * aggregates over exactly the operations the list would return for the same filter query
 * (role scope, clock, `field.op=value` conditions); paging and order are ignored.
 * Without `archive=true` they cover all operations up to now (like `total`); with it the archive only.
 * Money follows the host's rules (lib/domain/money-rule.ts): amounts are the net turnover (sales − refunds) of the
 * operations whose money moved; the others are counted, never summed as money (the totals give them apart).
 */
import type { SQLInputValue } from 'node:sqlite';
import type { PaymentInstrumentType } from '../../lib/acquiring/contract/reference-data.ts';
import type { CardTypeSummary, MapPoint, MapSummary, MethodSummary, OperationSummary, OperatorSummary, PeriodSummaryItem, SummaryPeriodFormat, TerminalSummary, TransactionSummary, WeekSummary } from '../../lib/acquiring/contract/summaries.ts';
import type { Operation } from '../../lib/acquiring/contract/transactions.ts';
import { DAY_MS, HOUR_MS, MOSCOW_OFFSET_MS } from '../app.ts';
import { INSTRUMENT_TYPES, statusGroup } from '../domain.ts';
import { instantOf } from '../../lib/operations/report-columns.ts';
import { badRequest, notFound, ok, type RequestContext, type Route } from '../http/types.ts';
import { allRows, getRow } from '../store/statements.ts';
import { summaryFrom, type NotMoved } from '../../lib/domain/money-rule.ts';
import {
  netAmountSql, notMovedColumnsSql, notMovedFigures, shownAmountSql, turnoverColumnsSql, turnoverFigures, type TurnoverRow,
} from '../store/turnover.ts';
import { buildQuery } from './transactions.ts';

/** Keeps integer division of negative offsets flooring (SQLite truncates towards zero). */
const SHIFT_DAYS = 10_000;
const MAX_BUCKETS = 20_000;
/** Breakdowns sum the net turnover (CONTRACT.md "Summaries"). */
const NET = netAmountSql();

interface Filtered {
  where: string;
  params: SQLInputValue[];
}

function filtered(ctx: RequestContext): Filtered {
  const archive = ctx.query.get('archive');
  const q = buildQuery(ctx, archive === 'true' || archive === '1' ? 'archive' : 'total');
  return { where: q.where.join(' AND '), params: q.params };
}

/** FROM with the joins the conditions (or the caller) need. */
function from(f: Filtered): string {
  const user = /\bu\./.test(f.where);
  const terminal = /\bte\./.test(f.where);
  return `FROM trx t${terminal ? ' JOIN terminal te ON te.id = t.terminal_id' : ''}${user ? ' LEFT JOIN app_user u ON u.id = t.user_id' : ''}`;
}

function totals(ctx: RequestContext): TransactionSummary {
  const f = filtered(ctx);
  const row = getRow<TurnoverRow & NotMoved & { n: number }>(ctx.app.db,
    `SELECT count(*) AS n, ${turnoverColumnsSql()}, ${notMovedColumnsSql()} ${from(f)} WHERE ${f.where}`, ...f.params);
  return summaryFrom(turnoverFigures(row), row?.n ?? 0, notMovedFigures(row));
}

function byOperation(ctx: RequestContext): OperationSummary[] {
  const f = filtered(ctx);
  return allRows<{ operation: string; s: number; n: number; tips: number }>(ctx.app.db,
    `SELECT t.operation, sum(${shownAmountSql()}) AS s, count(*) AS n, coalesce(sum(t.tips_amount), 0) AS tips ${from(f)} WHERE ${f.where}
     GROUP BY t.operation ORDER BY s DESC, t.operation`, ...f.params)
    .map((r) => ({ operation: r.operation as Operation, sum: r.s, count: r.n, tipsAmount: r.tips }));
}

function map(ctx: RequestContext): MapSummary {
  const f = filtered(ctx);
  const sql = `SELECT t.id, t.lat, t.lng, t.amount, t.currency_id, t.host_response_code ${from(f)} WHERE ${f.where} AND t.lat IS NOT NULL`;
  const points: MapPoint[] = [];
  for (const r of allRows<{ id: number; lat: number; lng: number; amount: number; currency_id: number; host_response_code: number }>(ctx.app.db, sql, ...f.params)) {
    points.push({ id: r.id, lat: r.lat, lng: r.lng, amount: r.amount, currencyId: r.currency_id, status: statusGroup(r.host_response_code) });
  }
  const missing = getRow<{ n: number }>(ctx.app.db, `SELECT count(*) AS n ${from(f)} WHERE ${f.where} AND t.lat IS NULL`, ...f.params);
  return { points, withoutCoordinates: missing?.n ?? 0 };
}

// Grouping runs on trx alone through the scope index, names are joined afterwards. `+column` keeps SQLite from grouping along
// trx_terminal_time / trx_user_time, which walks every terminal of every tenant (seconds at 1,000,000 operations).
function byOperator(ctx: RequestContext): OperatorSummary[] {
  const f = filtered(ctx);
  return allRows<{ user_id: number; full_name: string; s: number; n: number }>(ctx.app.db,
    `SELECT g.user_id, au.full_name, g.s, g.n FROM (SELECT t.user_id AS user_id, sum(${NET}) AS s, count(*) AS n ${from(f)}
       WHERE ${f.where} AND t.user_id IS NOT NULL GROUP BY +t.user_id) g JOIN app_user au ON au.id = g.user_id
     ORDER BY g.s DESC, g.user_id`, ...f.params)
    .map((r) => ({ userId: r.user_id, fullName: r.full_name, sumAmount: r.s, countTransaction: r.n }));
}

function byTerminal(ctx: RequestContext): TerminalSummary[] {
  const f = filtered(ctx);
  return allRows<{ terminal_id: number; external_id: string; name: string | null; merchant_id: number; merchant_name: string; s: number; n: number }>(ctx.app.db,
    `SELECT g.terminal_id, tt.external_id, tt.name, tt.merchant_id, mm.name AS merchant_name, g.s, g.n
     FROM (SELECT t.terminal_id AS terminal_id, sum(${NET}) AS s, count(*) AS n ${from(f)} WHERE ${f.where} GROUP BY +t.terminal_id) g
     JOIN terminal tt ON tt.id = g.terminal_id JOIN merchant mm ON mm.id = tt.merchant_id
     ORDER BY g.s DESC, g.terminal_id`, ...f.params)
    .map((r) => ({
      terminalId: r.terminal_id, externalId: r.external_id, name: r.name ?? r.merchant_name, merchantId: r.merchant_id, merchantName: r.merchant_name,
      sumAmount: r.s, countTransaction: r.n,
    }));
}

/** Sums per Moscow day index (0 = today, negative = earlier). */
function byDay(ctx: RequestContext, f: Filtered): { day: number; s: number; n: number }[] {
  return allRows<{ d: number; s: number; n: number }>(ctx.app.db,
    `SELECT (t.time + ${SHIFT_DAYS * DAY_MS}) / ${DAY_MS} - ${SHIFT_DAYS} AS d, sum(${NET}) AS s, count(*) AS n ${from(f)} WHERE ${f.where} GROUP BY d ORDER BY d`,
    ...f.params).map((r) => ({ day: r.d, s: r.s, n: r.n }));
}

/** ISO weekday (1 Monday … 7 Sunday) of a Moscow day `dayIndex` days from the anchor. */
function weekday(anchor: number, dayIndex: number): number {
  const dow = new Date(anchor + MOSCOW_OFFSET_MS + dayIndex * DAY_MS + HOUR_MS).getUTCDay();
  return dow === 0 ? 7 : dow;
}

function byWeek(ctx: RequestContext): WeekSummary[] {
  const f = filtered(ctx);
  const anchor = ctx.app.anchor();
  const items: WeekSummary[] = Array.from({ length: 7 }, (_, i) => ({ week: i + 1, weekAmount: 0, weekTransactionCount: 0 }));
  for (const d of byDay(ctx, f)) {
    const item = items[weekday(anchor, d.day) - 1] as WeekSummary;
    item.weekAmount += d.s;
    item.weekTransactionCount += d.n;
  }
  return items;
}

function byCardType(ctx: RequestContext): CardTypeSummary[] {
  const f = filtered(ctx);
  return allRows<{ card_type: string; s: number; n: number }>(ctx.app.db,
    `SELECT t.card_type, sum(${NET}) AS s, count(*) AS n ${from(f)} WHERE ${f.where} AND t.card_type IS NOT NULL
     GROUP BY t.card_type ORDER BY s DESC, t.card_type`, ...f.params)
    .map((r) => ({ cardType: r.card_type, cardTypeAmount: r.s, cardTypeTransactionCount: r.n }));
}

function byMethod(ctx: RequestContext): MethodSummary[] {
  const f = filtered(ctx);
  return allRows<{ name: string; s: number; n: number }>(ctx.app.db,
    `SELECT coalesce(t.instrument, 'Cash') AS name, sum(${NET}) AS s, count(*) AS n ${from(f)} WHERE ${f.where}
     GROUP BY name ORDER BY s DESC, name`, ...f.params)
    .map((r) => ({ instrumentType: (INSTRUMENT_TYPES[r.name] ?? r.name) as PaymentInstrumentType, instrumentName: r.name, methodAmount: r.s, count: r.n }));
}

/** Moscow calendar month (index months since 1970) of a ms epoch. */
function monthIndex(ms: number): number {
  const d = new Date(ms + MOSCOW_OFFSET_MS);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
}

function monthStart(index: number): number {
  return Date.UTC(Math.floor(index / 12), index % 12, 1) - MOSCOW_OFFSET_MS;
}

/** Buckets from the filter's serverDateTime bounds (or the data) to the end; empty buckets included. */
function byPeriod(ctx: RequestContext): PeriodSummaryItem[] {
  const format = ctx.params.format as SummaryPeriodFormat;
  if (format !== 'hour' && format !== 'day' && format !== 'month') throw notFound(`Unknown period format ${ctx.params.format}`);
  const f = filtered(ctx);
  const anchor = ctx.app.anchor();
  const now = ctx.app.now();
  const ge = instantOf(ctx.query.get('serverDateTime.ge') ?? ctx.query.get('serverDateTime.gt'));
  const le = Math.min(instantOf(ctx.query.get('serverDateTime.le') ?? ctx.query.get('serverDateTime.lt')) ?? now, now);

  const sums = new Map<number, { s: number; n: number }>();
  const add = (key: number, s: number, n: number): void => {
    const cur = sums.get(key) ?? { s: 0, n: 0 };
    cur.s += s;
    cur.n += n;
    sums.set(key, cur);
  };
  let keyOf: (ms: number) => number;
  let startOf: (key: number) => number;
  if (format === 'hour') {
    for (const r of allRows<{ h: number; s: number; n: number }>(ctx.app.db,
      `SELECT (t.time + ${SHIFT_DAYS * DAY_MS}) / ${HOUR_MS} - ${SHIFT_DAYS * 24} AS h, sum(${NET}) AS s, count(*) AS n ${from(f)} WHERE ${f.where} GROUP BY h`,
      ...f.params)) add(r.h, r.s, r.n);
    keyOf = (ms) => Math.floor((ms - anchor) / HOUR_MS);
    startOf = (key) => anchor + key * HOUR_MS;
  } else if (format === 'day') {
    for (const d of byDay(ctx, f)) add(d.day, d.s, d.n);
    keyOf = (ms) => Math.floor((ms - anchor) / DAY_MS);
    startOf = (key) => anchor + key * DAY_MS;
  } else {
    for (const d of byDay(ctx, f)) add(monthIndex(anchor + d.day * DAY_MS), d.s, d.n);
    keyOf = monthIndex;
    startOf = monthStart;
  }
  const keys = [...sums.keys()];
  if (keys.length === 0 && ge === undefined) return [];
  const first = ge !== undefined ? keyOf(ge) : Math.min(...keys);
  const last = Math.max(keyOf(le), ...keys);
  if (last - first + 1 > MAX_BUCKETS) throw badRequest(`more than ${MAX_BUCKETS} ${format} buckets: narrow serverDateTime`, 'serverDateTime');
  const items: PeriodSummaryItem[] = [];
  for (let key = first; key <= last; key++) {
    const v = sums.get(key);
    items.push({ period: new Date(startOf(key)).toISOString(), step: 1, amount: v?.s ?? 0, count: v?.n ?? 0 });
  }
  return items;
}

export const summaryRoutes: Route[] = [
  { method: 'GET', pattern: '/api/transaction/summary', access: 'user', handler: (ctx) => ok(totals(ctx)) },
  { method: 'GET', pattern: '/api/transaction/summary/operation', access: 'user', handler: (ctx) => ok(byOperation(ctx)) },
  { method: 'GET', pattern: '/api/transaction/summary/map', access: 'user', handler: (ctx) => ok(map(ctx)) },
  { method: 'GET', pattern: '/api/transaction/summary/operator', access: 'user', handler: (ctx) => ok(byOperator(ctx)) },
  { method: 'GET', pattern: '/api/transaction/summary/terminal', access: 'user', handler: (ctx) => ok(byTerminal(ctx)) },
  { method: 'GET', pattern: '/api/transaction/summary/week', access: 'user', handler: (ctx) => ok(byWeek(ctx)) },
  { method: 'GET', pattern: '/api/transaction/summary/cardtype', access: 'user', handler: (ctx) => ok(byCardType(ctx)) },
  { method: 'GET', pattern: '/api/transaction/summary/method', access: 'user', handler: (ctx) => ok(byMethod(ctx)) },
  { method: 'GET', pattern: '/api/transaction/summary/period/:format', access: 'user', handler: (ctx) => ok(byPeriod(ctx)) },
];
