/**
 * The reader of a report: the language (Accept-Language) and time zone (`timeZone`) it is written for, and
 * its texts. The texts are the app's message catalogues under the tenant's dictionary, the same merge the
 * screens show (lib/i18n/locale.ts), so the file and the screen name every value alike.
 */
import type { Messages } from '../../lib/i18n/locale.ts';
import { mergeDictionary } from '../../lib/i18n/locale.ts';
import { reportContextOf, type ReportCell, type ReportContext } from '../../lib/operations/report-columns.ts';
import type { CsvValue } from '../../lib/domain/spreadsheet-cells.ts';
import en from '../../messages/en.json' with { type: 'json' };
import ru from '../../messages/ru.json' with { type: 'json' };
import type { Tenant } from '../tenants.ts';
import { CURRENCIES, LANGUAGES } from '../routes/reference.ts';
import { csvAmount, csvDateTime } from './csv.ts';

const BUNDLES: Readonly<Record<string, Messages>> = { ru, en };
export const DEFAULT_REPORT_LANGUAGE = 'ru';
export const DEFAULT_REPORT_ZONE = 'Europe/Moscow';

/** The first language of an Accept-Language header that the host offers (by primary subtag), else Russian. */
export function reportLanguage(acceptLanguage: string | undefined): string {
  const offered = LANGUAGES.filter((language) => language.enabled).map((language) => language.id);
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return wanted.find((entry) => offered.includes(entry.language))?.language ?? DEFAULT_REPORT_LANGUAGE;
}

/** Everything the report's cells need: texts in the language (under the tenant's dictionary), times in the zone, currencies. */
export function reportContext(tenant: Tenant, language: string, zone: string, now: number): ReportContext {
  return reportContextOf(mergeDictionary(BUNDLES[language] ?? ru, tenant.dictionaries[language] ?? {}), language, zone, now, CURRENCIES);
}

/** A typed cell as CSV text: amounts "-8009,00", dates "DD.MM.YYYY HH:mm:ss" (text is neutralised by csvLine, identifiers kept text). */
export function csvValue(cell: ReportCell): CsvValue {
  switch (cell.kind) {
    case 'text':
      return cell.text;
    case 'identifier':
      return cell.text === null ? null : { identifier: cell.text };
    case 'integer':
      return cell.value;
    case 'amount':
      return csvAmount(cell.minor, cell.fraction);
    case 'dateTime':
      return cell.wall && csvDateTime(cell.wall);
  }
}
