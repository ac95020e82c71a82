/**
 * The fast-payment refund certificate act (spec §2 user menu and dialogs, §3 act fields, §4 act states, §5, §8):
 * pure helpers shared by the shell loader and the three dialogs.
 */
import type { Act, ActConnectionInterfaceCode, GenerateActRequest } from '../acquiring/contract/acts';
import { ACT_CONNECTION_INTERFACES, type ActConnectionInterface } from '../domain/validation';
import { actFailureMessage, type ShownMessage } from '../domain/errors';
import { FALLBACK_LOCALE } from '../shared/locale';

/** The company data the generate form starts from (spec §2: name, real address, full name, tax number, login email). */
export interface ActPrefill {
  companyName: string;
  companyAddress: string;
  companyAdminName: string;
  organizationUnitName: string;
  email: string;
}

/** What the shell knows about the act: whether the user may use it, whether one exists, the form's prefill. */
export interface ActShellState {
  canAct: boolean;
  exists: boolean;
  prefill: ActPrefill;
}

export const EMPTY_ACT_PREFILL: ActPrefill = { companyName: '', companyAddress: '', companyAdminName: '', organizationUnitName: '', email: '' };

export const ACT_OFF: ActShellState = { canAct: false, exists: false, prefill: EMPTY_ACT_PREFILL };

/** The fields of the generate form, in the order shown. */
export const ACT_FORM_FIELDS = [
  'companyName',
  'companyAddress',
  'companyAdminName',
  'countryName',
  'state',
  'localityName',
  'organizationName',
  'organizationUnitName',
  'commonName',
  'email',
] as const satisfies readonly (keyof GenerateActRequest)[];

export type ActFormField = (typeof ACT_FORM_FIELDS)[number];

/** Form values: every field a string; `state` is '' until an interface is chosen. */
export type ActFormValues = Record<ActFormField, string>;

export function actFormInitialValues(prefill: ActPrefill = EMPTY_ACT_PREFILL): ActFormValues {
  return {
    companyName: prefill.companyName,
    companyAddress: prefill.companyAddress,
    companyAdminName: prefill.companyAdminName,
    countryName: '',
    state: '',
    localityName: '',
    organizationName: '',
    organizationUnitName: prefill.organizationUnitName,
    commonName: '',
    email: prefill.email,
  };
}

export function isActConnectionInterface(value: string): value is ActConnectionInterface {
  return (ACT_CONNECTION_INTERFACES as readonly string[]).includes(value);
}

/** The body of POST api/qps-refund-keys/generate: trimmed values (the schema has already passed them). */
export function generateActRequest(values: ActFormValues): GenerateActRequest {
  const trimmed = Object.fromEntries(ACT_FORM_FIELDS.map((field) => [field, values[field].trim()])) as ActFormValues;
  return { ...trimmed, state: trimmed.state as ActConnectionInterfaceCode };
}

/** Spec §2: the company name, real address and tax number of the user's company, the user's full name and login e-mail. */
export function actPrefillFrom(
  user: { fullName?: string | null; loginEmail?: string | null },
  company: { name?: string | null; realAddress?: string | null; inn?: string | null } | null | undefined,
): ActPrefill {
  return {
    companyName: company?.name ?? '',
    companyAddress: company?.realAddress ?? '',
    companyAdminName: user.fullName ?? '',
    organizationUnitName: company?.inn ?? '',
    email: user.loginEmail ?? '',
  };
}

/** The act file sent with "Отправить акт": at most 5 MB (the acquiring API's body limit), never empty. */
export const ACT_FILE_MAX_BYTES = 5 * 1024 * 1024;

export type ActFileProblem = 'fileRequired' | 'fileEmpty' | 'fileTooLarge';

/** Spec §5 "File input": a required, non-empty file; here also within 5 MB. */
export function actFileProblem(file: Pick<File, 'size'> | null | undefined): ActFileProblem | null {
  if (!file) return 'fileRequired';
  if (file.size === 0) return 'fileEmpty';
  if (file.size > ACT_FILE_MAX_BYTES) return 'fileTooLarge';
  return null;
}

/** 2026-05-14 → 14.05.2026 (anything else is shown as it came). */
export function formatActDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : iso;
}

/** How the API names the act's month (sandbox/CONTRACT.md "Act": the Russian genitive, «мая»), in the year's order. */
const RUSSIAN_GENITIVE_MONTHS = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];

/**
 * The act's date as printed on it: «14» мая 2026 г. in Russian; in another interface language the same day in
 * that language's words (issue 21: no Russian in the English interface), "14 May 2026".
 */
export function actDateLine(act: Pick<Act, 'actDayNumber' | 'actMonthName' | 'actYear'>, locale: string = FALLBACK_LOCALE): string {
  if (locale === 'ru') return `«${String(act.actDayNumber).padStart(2, '0')}» ${act.actMonthName} ${act.actYear} г.`;
  const month = RUSSIAN_GENITIVE_MONTHS.indexOf(act.actMonthName.toLowerCase());
  if (month < 0) return `${act.actDayNumber} ${act.actMonthName} ${act.actYear}`;
  const day = Date.UTC(act.actYear, month, act.actDayNumber);
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day);
}

/** Rows of the show-act dialog in the spec's order (§2); the public key is rendered apart (collapsible). */
export const ACT_DISPLAY_ROWS = [
  'actId',
  'actDate',
  'companyName',
  'companyAddress',
  'companyAdminName',
  'bankAdminName',
  'certUniqNumber',
  'certStartDate',
  'certEndDate',
  'certAlgorithm',
  'certEncryptionLib',
  'certPublicKey',
  'certAttestation',
] as const;

export type ActDisplayRow = (typeof ACT_DISPLAY_ROWS)[number];

/** The text of a row in the interface language (the public key as is). */
export function actDisplayValue(act: Act, row: ActDisplayRow, locale: string = FALLBACK_LOCALE): string {
  switch (row) {
    case 'actId':
      return String(act.actId);
    case 'actDate':
      return actDateLine(act, locale);
    case 'certStartDate':
    case 'certEndDate':
      return formatActDate(act[row]);
    default:
      return act[row];
  }
}

/** A failed act call as the browser sees it: the HTTP status (0 = no answer) and the parsed body. */
export interface ActCallFailure {
  status: number;
  body: unknown;
}

/**
 * The alert for a failed act call (spec §8): 429 → the server's text as is, anything else 'При отправке акта
 * произошла ошибка'. null when the failure is already answered elsewhere: no answer or 502/504 (the unavailable
 * dialog), 401 or a BFF logout (the user is leaving for the login page).
 */
export function actFailureAlert(failure: ActCallFailure): ShownMessage<'actFailed'> | null {
  const { status, body } = failure;
  const action = body && typeof body === 'object' && 'action' in body ? (body as { action?: unknown }).action : undefined;
  if (status === 0 || status === 401 || status === 502 || status === 504 || action === 'logout' || action === 'unavailable') return null;
  return actFailureMessage({ status, data: body });
}
