import { BLOCK_WARNING_ATTEMPTS_LEFT } from './limits.ts';
import { mentions } from './mentions.ts';

export type MessageTone = 'error' | 'warning' | 'success';

/**
 * The messages of the error catalogue (spec §8), keyed for translation. `text` is the spec's own
 * wording (Russian or English as the spec gives it), the default the dictionary overrides.
 */
export const MESSAGE_CATALOGUE = {
  systemUnavailable: { tone: 'error', text: 'The system is temporarily unavailable, please try again later' },
  actFailed: { tone: 'error', text: 'При отправке акта произошла ошибка' },
  sendCheckFailed: {
    tone: 'error',
    text: 'В процессе отправки чеков произошла ошибка, пожалуйста попробуйте позже',
  },
  catalogueFileUnreadable: {
    tone: 'error',
    text: 'Ошибка сервера: невозможно прочитать файл или неверный формат файла',
  },
  operationFailed: { tone: 'error', text: 'Во время выполнения операции произошла ошибка' },
  serverNotAvailable: { tone: 'error', text: 'Server is not available' },
  requestCanceled: { tone: 'error', text: 'Request canceled' },
  reportDownloadFailed: { tone: 'error', text: 'Произошла ошибка сервера при выгрузке отчёта' },
  operatorOfOtherMerchant: { tone: 'error', text: 'Нельзя удалить оператора, принадлежащего другому мерчанту' },
  responseCodesUnavailable: { tone: 'error', text: 'Невозможно получить список кодов ответов' },
  autoregistrationTidsUnavailable: { tone: 'error', text: 'Невозможно получить список TID для авторегистрации' },
  actGeneratedAndSent: { tone: 'success', text: 'Акт успешно создан и отправлен на указанный электронный адрес' },
  actGeneratedNotSent: {
    tone: 'warning',
    text: 'Акт создан, но при отправке произошла ошибка, обратитесь к администратору',
  },
  actSent: { tone: 'success', text: 'Акт успешно отправлен' },
  technicalError: { tone: 'error', text: 'Technical error' },
  pageNotFound: { tone: 'error', text: 'This page could not be found' },
} as const satisfies Record<string, { tone: MessageTone; text: string }>;

export type MessageKey = keyof typeof MESSAGE_CATALOGUE;

/** What to show: a catalogue message (translated by key; `Key`: the ones it can be) or the server's own text as is. */
export type ShownMessage<Key extends MessageKey = MessageKey> = { source: 'catalogue'; key: Key } | { source: 'server'; text: string };

const catalogue = <Key extends MessageKey>(key: Key): ShownMessage<Key> => ({ source: 'catalogue', key });

export type HttpFailureAction = 'unavailable-dialog' | 'privacy-policy' | 'logout' | 'visible-captcha' | 'alert';

/** The last segments of the session calls whose failures the table treats apart (spec §7). */
const AUTH_ENDPOINTS = ['auth', 'confirm-authentication-code', 'resend-authentication-code'] as const;
const LOGOUT_ENDPOINT = 'logout';
const CHANGE_PASSWORD_ENDPOINT = 'change-password';

function sessionEndpoint(path: string): string | null {
  const withoutOrigin = path.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  const segments = withoutOrigin.split(/[?#]/, 1)[0]?.split('/').filter(Boolean) ?? [];
  const endpoint = segments.at(-1);
  return segments.at(-2) === 'session' && endpoint !== undefined ? endpoint : null;
}

/**
 * The reaction to a failed call by status and upstream path (spec §8): 502/504 → the
 * temporarily-unavailable dialog; 409 off the auth calls → privacy-policy confirmation; 401, or
 * 403 off the auth and logout calls → logout; 423 on password change → visible captcha.
 */
export function httpFailureAction(status: number, path: string): HttpFailureAction {
  const endpoint = sessionEndpoint(path);
  const isAuth = endpoint !== null && (AUTH_ENDPOINTS as readonly string[]).includes(endpoint);
  if (status === 502 || status === 504) return 'unavailable-dialog';
  if (status === 409 && !isAuth) return 'privacy-policy';
  if (status === 401 || (status === 403 && !isAuth && endpoint !== LOGOUT_ENDPOINT)) return 'logout';
  if (status === 423 && endpoint === CHANGE_PASSWORD_ENDPOINT) return 'visible-captcha';
  return 'alert';
}

/**
 * Error texts a response body carries. Accepts the shapes seen on the wire: a string, an array of
 * strings or of `{ message }`, or an object with `message`, `error`, `errors` or `messages`.
 */
export function responseMessages(data: unknown): string[] {
  if (typeof data === 'string') return data.trim() ? [data] : [];
  if (Array.isArray(data)) return data.flatMap((item) => responseMessages(item));
  if (typeof data !== 'object' || data === null) return [];
  const record = data as Record<string, unknown>;
  for (const field of ['errors', 'messages', 'message', 'error'] as const) {
    const found = responseMessages(record[field]);
    if (found.length > 0) return found;
  }
  return [];
}

export function firstResponseMessage(data: unknown): string | null {
  return responseMessages(data)[0] ?? null;
}

export interface FailedResponse {
  status: number;
  data?: unknown;
}

/**
 * Default call failure (spec §8): the response's message, else the server-unavailable text; with
 * no response data, the default operation error.
 */
export function defaultFailureMessage(response: FailedResponse | null | undefined): ShownMessage {
  if (response?.data === undefined || response.data === null || response.data === '') {
    return catalogue('operationFailed');
  }
  const text = firstResponseMessage(response.data);
  return text === null ? catalogue('serverNotAvailable') : { source: 'server', text };
}

/** Act actions: 429 shows the server error as is, anything else the act error. */
export function actFailureMessage(response: FailedResponse | null | undefined): ShownMessage<'actFailed'> {
  const text = response?.status === 429 ? firstResponseMessage(response.data) : null;
  return text === null ? catalogue('actFailed') : { source: 'server', text };
}

/** Send-check: 429 shows nothing (null); any other failure the send-check error. */
export function sendCheckFailureMessage(response: FailedResponse | null | undefined): ShownMessage | null {
  return response?.status === 429 ? null : catalogue('sendCheckFailed');
}

/** Act generation answers result true or false (spec §7, §8). */
export function actGeneratedMessage(result: boolean): ShownMessage<'actGeneratedAndSent' | 'actGeneratedNotSent'> {
  return catalogue(result ? 'actGeneratedAndSent' : 'actGeneratedNotSent');
}

const NUMBER_FORMAT_EXCEPTION = 'NumberFormatException';

/** Catalogue CSV upload failures (spec §8). */
export function catalogueUploadFailureMessage(response: FailedResponse | null | undefined): ShownMessage {
  if (!response) return catalogue('operationFailed');
  if (mentions(response.data, NUMBER_FORMAT_EXCEPTION)) return catalogue('catalogueFileUnreadable');
  if (response.status === 500) return catalogue('serverNotAvailable');
  const text = firstResponseMessage(response.data);
  return text === null ? catalogue('serverNotAvailable') : { source: 'server', text };
}

/**
 * The IP-block warning after a wrong password: shown with 3 or fewer attempts left (spec §8, §9).
 * `attemptsBeforeBlock` is the N of "will block the IP after N attempts".
 */
export function loginBlockWarning(
  failedAttempts: number,
  attemptsBeforeBlock: number,
): { attemptsLeft: number; attemptsBeforeBlock: number } | null {
  const attemptsLeft = Math.max(0, attemptsBeforeBlock - failedAttempts);
  return attemptsLeft <= BLOCK_WARNING_ATTEMPTS_LEFT ? { attemptsLeft, attemptsBeforeBlock } : null;
}

export interface CloseDayAnswer {
  code: string;
  description?: string | null;
  hostResponseCode?: string | null;
  hostResponseDescription?: string | null;
}

export type CloseDayOutcome =
  | { tone: 'success'; description: string }
  | { tone: 'error'; description: string; hostResponseCode: string; hostResponseDescription: string }
  | { tone: 'error'; description: string }
  | { tone: 'error'; key: 'operationFailed' };

/**
 * Close day (spec §8): 00 is success; 011 shows the description plus the host code and
 * description; anything else the description; a failed call (no answer) the default error.
 */
export function closeDayOutcome(answer: CloseDayAnswer | null | undefined): CloseDayOutcome {
  if (!answer) return { tone: 'error', key: 'operationFailed' };
  const description = answer.description ?? '';
  const code = answer.code.trim();
  if (code === '00') return { tone: 'success', description };
  if (code === '011') {
    return {
      tone: 'error',
      description,
      hostResponseCode: answer.hostResponseCode ?? '',
      hostResponseDescription: answer.hostResponseDescription ?? '',
    };
  }
  return { tone: 'error', description };
}
