/**
 * The host's own texts (response texts, receipt lines, reconciliation codes) in the languages the host offers:
 * like a real acquiring host, the sandbox answers them in the reader's Accept-Language, else in Russian.
 */
import type { ReconciliationHostResponseCode } from '../../lib/acquiring/contract/reconciliations.ts';
import { DEFAULT_REPORT_LANGUAGE, reportLanguage } from './report.ts';
import { WINDOW_TEXTS, type WindowTexts } from './catalogue-texts.ts';
import { ORGANISATION_TEXTS, type OrganisationTexts } from './organisation-texts.ts';

export interface HostTexts extends OrganisationTexts {
  responseText: Readonly<Record<number, string>>;
  unknownResponse: string;
  responseCode: string;
  checkNumber: string;
  order: string;
  fastPayments: string;
  bonusUnavailable: string;
  loyaltyDiscount: string;
  /** In the list's order (an object would put '00' after the numeric-looking codes). */
  reconciliationCodes: readonly ReconciliationHostResponseCode[];
  reconciliationCode: (code: string) => string;
  /** The answers of api/terminal/close-day (spec §7): the day closed, or why it cannot be, by terminal status. */
  closeDay: CloseDayTexts;
  /** The answers of api/session/* (sign-in, codes, password change) */
  session: SessionTexts;
  /** The storefront's answers (api/window/*) */
  window: WindowTexts;
  /** The report refused by the tenant's settings (api/merchant/report) */
  reportSwitchedOff: string;
  /** Every data call's 409 until the user accepts the privacy policy (spec §4) */
  privacyNotConfirmed: string;
}

export interface SessionTexts {
  blocked: (minutes: number) => string;
  enterLoginAndPassword: string;
  wrongLoginOrPassword: string;
  userBlocked: string;
  wrongCode: string;
  codeAttemptsExceeded: string;
  resendIn: (minutes: number) => string;
  required: string;
  captchaRequired: string;
  passwordTooShort: (length: number) => string;
  passwordUnchanged: string;
  restoreLinkInvalid: string;
  userNotFound: string;
  wrongCurrentPassword: string;
}

export interface CloseDayTexts {
  closed: string;
  /** «Закрытие дня невозможно: {reason}» for a terminal that is not active */
  impossible: (reason: string) => string;
  blocked: string;
  notActivated: string;
  deleted: string;
  /** the host's description of a failed close without one of its own */
  hostError: string;
  adminOnly: string;
  switchedOff: string;
}

const RU: HostTexts = {
  responseText: {
    0: 'Одобрено', 1: 'Ожидает подтверждения', 2: 'Отказ эмитента', 3: 'Недействительный мерчант', 4: 'В обработке',
    5: 'Отказ, не обслуживать', 6: 'Отменена клиентом', 7: 'Отменена системой', 8: 'Ошибка проверки подписи', 9: 'Нет ответа хоста',
    10: 'Недостаточно средств', 11: 'Карта просрочена', 12: 'Недействительная транзакция', 13: 'Таймаут', 14: 'Неверный номер карты',
    15: 'Эмитент недоступен', 16: 'Превышен лимит', 17: 'Неверный PIN', 18: 'Статус не определён', 19: 'Повторите операцию',
    20: 'Неверный ответ', 21: 'Операция не выполнена',
  },
  unknownResponse: 'Неизвестный ответ',
  responseCode: 'Код ответа хоста',
  checkNumber: 'Номер чека',
  order: 'Заказ',
  fastPayments: 'СБП',
  bonusUnavailable: 'Бонусная система недоступна',
  loyaltyDiscount: 'Скидка по карте лояльности 5%',
  reconciliationCodes: [
    { code: '00', description: 'Одобрено' },
    { code: '12', description: 'Недействительная транзакция' },
    { code: '91', description: 'Эмитент или коммутатор недоступен' },
    { code: '96', description: 'Системная ошибка' },
  ],
  reconciliationCode: (code) => `Код ответа ${code}`,
  closeDay: {
    closed: 'День закрыт',
    impossible: (reason) => `Закрытие дня невозможно: ${reason}`,
    blocked: 'Терминал заблокирован',
    notActivated: 'Терминал не активирован',
    deleted: 'Терминал удалён',
    hostError: 'Системная ошибка',
    adminOnly: 'Закрытие дня доступно администратору',
    switchedOff: 'Закрытие дня отключено',
  },
  session: {
    blocked: (minutes) => `Слишком много неудачных попыток входа. Вход заблокирован на ${minutes} мин.`,
    enterLoginAndPassword: 'Введите логин и пароль',
    wrongLoginOrPassword: 'Неверный логин или пароль',
    userBlocked: 'Пользователь заблокирован',
    wrongCode: 'Неверный код подтверждения',
    codeAttemptsExceeded: 'Превышено число попыток ввода кода. Войдите снова.',
    resendIn: (minutes) => `Повторно отправить код можно через ${minutes} мин.`,
    required: 'Поле обязательно для заполнения',
    captchaRequired: 'Требуется подтверждение, что вы не робот',
    passwordTooShort: (length) => `Пароль должен содержать не менее ${length} символов`,
    passwordUnchanged: 'Новый пароль должен отличаться от текущего',
    restoreLinkInvalid: 'Ссылка для восстановления пароля недействительна или устарела',
    userNotFound: 'Пользователь не найден',
    wrongCurrentPassword: 'Неверный текущий пароль',
  },
  ...ORGANISATION_TEXTS.ru,
  window: WINDOW_TEXTS.ru,
  reportSwitchedOff: 'Выгрузка отчёта отключена',
  privacyNotConfirmed: 'Необходимо принять политику конфиденциальности',
};

const EN: HostTexts = {
  responseText: {
    0: 'Approved', 1: 'Awaiting confirmation', 2: 'Declined by issuer', 3: 'Invalid merchant', 4: 'In progress',
    5: 'Declined, do not honour', 6: 'Cancelled by customer', 7: 'Cancelled by system', 8: 'Signature check failed', 9: 'No host response',
    10: 'Insufficient funds', 11: 'Card expired', 12: 'Invalid transaction', 13: 'Timeout', 14: 'Invalid card number',
    15: 'Issuer unavailable', 16: 'Limit exceeded', 17: 'Wrong PIN', 18: 'Status unknown', 19: 'Retry the operation',
    20: 'Invalid response', 21: 'Operation not completed',
  },
  unknownResponse: 'Unknown response',
  responseCode: 'Host response code',
  checkNumber: 'Receipt number',
  order: 'Order',
  fastPayments: 'SBP',
  bonusUnavailable: 'Bonus system unavailable',
  loyaltyDiscount: 'Loyalty card discount 5%',
  reconciliationCodes: [
    { code: '00', description: 'Approved' },
    { code: '12', description: 'Invalid transaction' },
    { code: '91', description: 'Issuer or switch unavailable' },
    { code: '96', description: 'System error' },
  ],
  reconciliationCode: (code) => `Response code ${code}`,
  closeDay: {
    closed: 'Day closed',
    impossible: (reason) => `The day cannot be closed: ${reason}`,
    blocked: 'the terminal is blocked',
    notActivated: 'the terminal is not activated',
    deleted: 'the terminal is deleted',
    hostError: 'System error',
    adminOnly: 'Only an administrator can close the day',
    switchedOff: 'Closing the day is switched off',
  },
  session: {
    blocked: (minutes) => `Too many failed sign-in attempts. Sign-in is blocked for ${minutes} min.`,
    enterLoginAndPassword: 'Enter the login and the password',
    wrongLoginOrPassword: 'Wrong login or password',
    userBlocked: 'The user is blocked',
    wrongCode: 'Wrong confirmation code',
    codeAttemptsExceeded: 'Too many attempts to enter the code. Please sign in again.',
    resendIn: (minutes) => `You can request a new code in ${minutes} min.`,
    required: 'This field is required',
    captchaRequired: 'Please confirm that you are not a robot',
    passwordTooShort: (length) => `The password must be at least ${length} characters long`,
    passwordUnchanged: 'The new password must differ from the current one',
    restoreLinkInvalid: 'The password recovery link is invalid or has expired',
    userNotFound: 'User not found',
    wrongCurrentPassword: 'Wrong current password',
  },
  ...ORGANISATION_TEXTS.en,
  window: WINDOW_TEXTS.en,
  reportSwitchedOff: 'The report download is switched off',
  privacyNotConfirmed: 'The privacy policy must be accepted',
};

const BY_LANGUAGE: Readonly<Record<string, HostTexts>> = { ru: RU, en: EN };

/** The host texts for a request's Accept-Language (the first language the host offers, else Russian). */
export function hostTexts(acceptLanguage: string | string[] | undefined): HostTexts {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  return BY_LANGUAGE[reportLanguage(header)] ?? BY_LANGUAGE[DEFAULT_REPORT_LANGUAGE] ?? RU;
}
