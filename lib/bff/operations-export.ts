import 'server-only';
import { PassThrough, Readable } from 'node:stream';
import type { TransactionListRow } from '../acquiring/contract/transactions';
import { settingFlag } from '../acquiring/setting-flag';
import { callEndpoint, UpstreamHttpError } from '../acquiring/upstream';
import * as ENDPOINTS from '../acquiring/endpoints';
import { endpointCall } from '../acquiring/endpoint';
import { messageOf } from '../shared/error-body';
import { LANGUAGE_COOKIE, TIME_ZONE_COOKIE } from '../i18n/locale';
import { userLocale, userMessages, userTimeZone } from '../i18n/reader';
import { REPORT_COLUMNS_PARAM, REPORT_ZONE_PARAM, reportColumns, reportContextOf, reportFileName, type ReportColumn } from '../operations/report-columns';
import { writeReportXlsx } from '../operations/report-xlsx';
import { settingValue } from '../tenant/brand';
import { currencyList, userSettings } from '../tenant/reference-data';
import { bffHandler, withinCall, type BffContext } from './handler';
import { bffError } from './respond';
import { failureAnswer, upstreamFailureAction } from './upstream-failure';

/** Rows asked of the API per call: within its list limit (10000), small enough to stream. */
const PAGE_SIZE = 5000;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The report's own parameters, not filter fields of the list call. */
const OWN_PARAMS = [REPORT_COLUMNS_PARAM, REPORT_ZONE_PARAM, 'limit', 'offset', 'archive'];

/** The bounds a query sets on the whole export (`limit`, `offset`), as the host's report honours them. */
function bounds(query: URLSearchParams): { offset: number; limit: number } | null {
  const offset = Number(query.get('offset') ?? 0);
  const limit = query.has('limit') ? Number(query.get('limit')) : Number.POSITIVE_INFINITY;
  return Number.isInteger(offset) && offset >= 0 && (limit === Number.POSITIVE_INFINITY || (Number.isInteger(limit) && limit >= 0)) ? { offset, limit } : null;
}

/** Pages of the list call for the filter, one after another, until the export's bounds or the list end. */
async function* listPages(context: BffContext, filter: URLSearchParams, archive: boolean, offset: number, limit: number, first: TransactionListRow[]): AsyncGenerator<TransactionListRow[]> {
  let page = first;
  let taken = 0;
  for (;;) {
    const kept = page.slice(0, Math.max(0, limit - taken));
    taken += kept.length;
    yield kept;
    if (page.length < PAGE_SIZE || taken >= limit) return;
    page = await listPage(context, filter, archive, offset + taken);
  }
}

/** One page of the list; the first, asked before the answer starts, within the call's deadline (`deadline`). */
function listPage(context: BffContext, filter: URLSearchParams, archive: boolean, offset: number, deadline?: BffContext['deadline']): Promise<TransactionListRow[]> {
  const search = new URLSearchParams(filter);
  search.set('limit', String(PAGE_SIZE));
  search.set('offset', String(offset));
  return callEndpoint(endpointCall(ENDPOINTS.transactionList, { name: archive ? 'archive' : 'total' }), {
    alias: context.alias,
    search,
    token: context.session.token,
    signal: context.request.signal,
    deadline,
  });
}

/** A refused upstream call before anything was sent: the spec §8 answer the proxy would give. */
function refused(context: BffContext, error: UpstreamHttpError, path: string): Response {
  return failureAnswer(upstreamFailureAction(error.status, path), error.status, context.session) ?? bffError(error.status, messageOf(error.body) ?? 'Report failed');
}

type Attempted<T> = { value: T } | { refusal: Response };

/** An upstream call whose refusal becomes the BFF's answer (an unreachable upstream is bffHandler's). */
async function attemptCall<T>(context: BffContext, path: string, call: () => Promise<T>): Promise<Attempted<T>> {
  try {
    return { value: await call() };
  } catch (error) {
    if (error instanceof UpstreamHttpError) return { refusal: refused(context, error, path) };
    throw error;
  }
}

/**
 * GET /api/export/operations?<the report's filter query>[&columns=…]: the operations report as XLSX (issue 21
 * "Export"), built here from the API's rows with the report's columns (lib/operations/report-columns.ts), the
 * user's language and time zone: texts not codes, amounts as numbers with the currency's decimals, dates as dates,
 * formula-looking text neutralised. The rows are read and written page by page, streamed to the browser.
 */
export const exportOperations = bffHandler('session', async (context) => {
  const { request, alias, session } = context;
  const token = session.token ?? '';
  const query = new URLSearchParams(request.nextUrl.search);
  const range = bounds(query);
  if (!range) return bffError(400, 'limit and offset are whole numbers ≥ 0');
  const archive = query.get('archive') === 'true';
  const chosen = query.get(REPORT_COLUMNS_PARAM);
  const filter = new URLSearchParams([...query].filter(([name]) => !OWN_PARAMS.includes(name)));
  if (!filter.has('order')) filter.set('order', 'serverDateTime,asc');

  // the reader's language is looked up beside the first calls, not after them
  const locale = userLocale(alias, request.cookies.get(LANGUAGE_COOKIE)?.value, withinCall(context));
  const [settings, currencies] = await Promise.all([
    attemptCall(context, ENDPOINTS.settingList.path, () => userSettings(alias, token, context.deadline)),
    attemptCall(context, ENDPOINTS.currencyList.path, () => currencyList(alias, token, context.deadline)),
  ]);
  if ('refusal' in settings) return settings.refusal;
  if ('refusal' in currencies) return currencies.refusal;
  const isOn = (name: Parameters<typeof settingValue>[1]) => settingFlag(settingValue(settings.value, name));
  if (!isOn('report.csv.display')) return bffError(403, 'The report is switched off', 'forbidden');
  let columns: ReportColumn[];
  try {
    columns = reportColumns(isOn, chosen);
  } catch (error) {
    return bffError(400, (error as Error).message);
  }
  const first = await attemptCall(context, endpointCall(ENDPOINTS.transactionList, { name: 'total' }).path, () => (range.limit === 0 ? Promise.resolve([]) : listPage(context, filter, archive, range.offset, context.deadline)));
  if ('refusal' in first) return first.refusal;

  const zone = userTimeZone(request.cookies.get(TIME_ZONE_COOKIE)?.value);
  const now = Date.now();
  const language = await locale;
  const report = reportContextOf(await userMessages(alias, language, withinCall(context)), language, zone, now, currencies.value);
  const output = new PassThrough();
  const pages = listPages(context, filter, archive, range.offset, range.limit, first.value);
  // A failure after the first bytes can only break the download: the browser then shows the report error.
  writeReportXlsx(output, report.texts('Operations.list') ?? 'Operations', columns, report, pages).catch((error: unknown) => output.destroy(error as Error));
  return new Response(Readable.toWeb(output) as ReadableStream<Uint8Array>, {
    headers: {
      'content-type': XLSX_TYPE,
      'content-disposition': `attachment; filename="${reportFileName(filter, report.wallTime, now, 'xlsx')}"`,
      'cache-control': 'private, no-store',
    },
  });
});
