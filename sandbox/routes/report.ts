/**
 * GET api/merchant/report?<filter> and POST api/merchant/report {<filter>}: a CSV of the filtered operations
 * (CONTRACT.md "Report"), streamed row by row, encoded per `report.unloadingEncoding`, written for its reader:
 * texts in the Accept-Language, times in the `timeZone` parameter, the columns of lib/operations/report-columns.ts
 * (all, or those named by `columns`). `reconciliationId=<id>` is the reconciliation file (`downloadFile` of api/reconciliation rows).
 */
import { settingFlag } from '../../lib/acquiring/setting-flag.ts';
import { csvLine } from '../../lib/domain/spreadsheet-cells.ts';
import { REPORT_COLUMNS_PARAM, REPORT_ZONE_PARAM, reportColumns, reportFileName, reportTitle, type ReportColumn, type ReportContext } from '../../lib/operations/report-columns.ts';
import { knownTimeZone } from '../../lib/operations/zone-offsets.ts';
import { effectiveSettings } from '../app.ts';
import { badRequest, bodyObject, forbidden, requireAuth, type Reply, type RequestContext, type Route } from '../http/types.ts';
import { encodeText, reportEncoding, UTF8_BOM, type ReportEncoding } from '../present/csv.ts';
import { DEFAULT_REPORT_ZONE, csvValue, reportContext, reportLanguage } from '../present/report.ts';
import { hostTexts } from '../present/host-texts.ts';
import { listRow } from '../present/transaction.ts';
import { TRX_SELECT, type TrxRow } from '../store/transactions.ts';
import { buildQuery } from './transactions.ts';

const ROWS_PER_CHUNK = 500;
const MAX_REPORT_ROWS = 10_000_000;

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

/** The reconciliation file keeps its name (`downloadFile`); any other report is named by its period in the reader's zone. */
function fileName(query: URLSearchParams, context: ReportContext, now: number): string {
  const reconciliationId = query.get('reconciliationId') ?? query.get('reconciliationId.eq');
  if (reconciliationId && /^\d+$/.test(reconciliationId)) return `reconciliation-${reconciliationId}.csv`;
  return reportFileName(query, context.wallTime, now, 'csv');
}

function* csvChunks(ctx: RequestContext, sql: string, params: (string | number | null)[], cols: ReportColumn[], context: ReportContext, encoding: ReportEncoding): Generator<Buffer> {
  const anchor = ctx.app.anchor();
  // a statement of its own: the shared cache could be reset by another request while this one streams
  const statement = ctx.app.db.prepare(sql);
  const header = csvLine(cols.map((column) => reportTitle(column, context)));
  yield Buffer.concat([encoding === 'utf-8' ? UTF8_BOM : Buffer.alloc(0), encodeText(header, encoding)]);
  let text = '';
  let n = 0;
  for (const row of statement.iterate(...params) as Iterable<TrxRow>) {
    const operation = listRow(row, anchor);
    text += csvLine(cols.map((column) => csvValue(column.cell(operation, context), context.language)));
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
  if (!settingFlag(settings['report.csv.display'])) throw forbidden(hostTexts(ctx.req.headers['accept-language']).reportSwitchedOff);
  const query = ctx.method === 'POST' ? bodyQuery(ctx) : new URLSearchParams(ctx.query);
  const zoneParam = ctx.query.get(REPORT_ZONE_PARAM);
  const zone = zoneParam === null ? DEFAULT_REPORT_ZONE : knownTimeZone(zoneParam);
  if (zone === null) throw badRequest(`${REPORT_ZONE_PARAM}: "${zoneParam}" is not an IANA time zone`, REPORT_ZONE_PARAM);
  let cols: ReportColumn[];
  try {
    cols = reportColumns((setting) => settingFlag(settings[setting]), query.get(REPORT_COLUMNS_PARAM));
  } catch (error) {
    throw badRequest(`${REPORT_COLUMNS_PARAM}: ${(error as Error).message}`, REPORT_COLUMNS_PARAM);
  }
  query.delete(REPORT_ZONE_PARAM);
  query.delete(REPORT_COLUMNS_PARAM);
  const archive = query.get('archive');
  const q = buildQuery(ctx, archive === 'true' || archive === '1' ? 'archive' : 'total', {
    query, defaultOrder: 'serverDateTime,asc', defaultLimit: MAX_REPORT_ROWS, maxLimit: MAX_REPORT_ROWS,
  });
  const direction = q.orderBy.endsWith('ASC') ? 'ASC' : 'DESC';
  const sql = `${TRX_SELECT} WHERE ${q.where.join(' AND ')} ORDER BY ${q.orderBy}, t.id ${direction} LIMIT ? OFFSET ?`;
  const encoding = reportEncoding(settings['report.unloadingEncoding']);
  const language = reportLanguage(ctx.req.headers['accept-language']);
  const now = ctx.app.now();
  const context = reportContext(ctx.tenant, language, zone, now);
  return {
    stream: csvChunks(ctx, sql, [...(q.params as (string | number | null)[]), q.limit, q.offset], cols, context, encoding),
    contentType: `text/csv; charset=${encoding}`,
    headers: { 'content-disposition': `attachment; filename="${fileName(query, context, now)}"`, 'content-language': language },
  };
}

export const reportRoutes: Route[] = [
  { method: 'GET', pattern: '/api/merchant/report', access: 'user', handler: report },
  { method: 'POST', pattern: '/api/merchant/report', access: 'user', handler: report },
];
