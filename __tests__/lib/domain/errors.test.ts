import {
  MESSAGE_CATALOGUE,
  actFailureMessage,
  actGeneratedMessage,
  catalogueUploadFailureMessage,
  closeDayOutcome,
  defaultFailureMessage,
  httpFailureAction,
  loginBlockWarning,
  responseMessages,
  sendCheckFailureMessage,
} from '@/lib/domain/errors';
import { isWrongPasswordFailure } from '@/lib/domain/mentions';

describe('message catalogue (spec §8)', () => {
  it.each([
    ['systemUnavailable', 'The system is temporarily unavailable, please try again later'],
    ['actFailed', 'При отправке акта произошла ошибка'],
    ['sendCheckFailed', 'В процессе отправки чеков произошла ошибка, пожалуйста попробуйте позже'],
    ['catalogueFileUnreadable', 'Ошибка сервера: невозможно прочитать файл или неверный формат файла'],
    ['operationFailed', 'Во время выполнения операции произошла ошибка'],
    ['serverNotAvailable', 'Server is not available'],
    ['requestCanceled', 'Request canceled'],
    ['reportDownloadFailed', 'Произошла ошибка сервера при выгрузке отчёта'],
    ['operatorOfOtherMerchant', 'Нельзя удалить оператора, принадлежащего другому мерчанту'],
    ['responseCodesUnavailable', 'Невозможно получить список кодов ответов'],
    ['autoregistrationTidsUnavailable', 'Невозможно получить список TID для авторегистрации'],
    ['actGeneratedAndSent', 'Акт успешно создан и отправлен на указанный электронный адрес'],
    ['actGeneratedNotSent', 'Акт создан, но при отправке произошла ошибка, обратитесь к администратору'],
    ['actSent', 'Акт успешно отправлен'],
    ['technicalError', 'Technical error'],
    ['pageNotFound', 'This page could not be found'],
  ] as const)('%s reads "%s"', (key, text) => {
    expect(MESSAGE_CATALOGUE[key].text).toBe(text);
  });

  it('shows act results as success, or a warning when sending failed', () => {
    expect(MESSAGE_CATALOGUE.actGeneratedAndSent.tone).toBe('success');
    expect(MESSAGE_CATALOGUE.actGeneratedNotSent.tone).toBe('warning');
    expect(MESSAGE_CATALOGUE.actSent.tone).toBe('success');
  });
});

describe('httpFailureAction', () => {
  it('"HTTP 502 or 504" → generic unavailable dialog', () => {
    expect(httpFailureAction(502, 'api/transaction/list')).toBe('unavailable-dialog');
    expect(httpFailureAction(504, 'api/session/auth')).toBe('unavailable-dialog');
  });

  it('"409 on a non-auth path" → privacy-policy confirmation', () => {
    expect(httpFailureAction(409, '/acme/api/transaction/list?limit=20')).toBe('privacy-policy');
    expect(httpFailureAction(409, 'api/session/auth')).toBe('alert');
    expect(httpFailureAction(409, 'https://bank.example/api/session/confirm-authentication-code')).toBe('alert');
  });

  it('"401, or 403 on a path that is not auth or logout" → logout', () => {
    expect(httpFailureAction(401, 'api/user/list')).toBe('logout');
    expect(httpFailureAction(401, 'api/session/auth')).toBe('logout');
    expect(httpFailureAction(403, 'api/user/list')).toBe('logout');
    expect(httpFailureAction(403, 'api/session/auth')).toBe('alert');
    expect(httpFailureAction(403, 'api/session/logout/')).toBe('alert');
  });

  it('"423 on password change" → visible captcha', () => {
    expect(httpFailureAction(423, 'api/session/change-password?token=abc')).toBe('visible-captcha');
    expect(httpFailureAction(423, 'api/user')).toBe('alert');
  });

  it('shows everything else as an alert', () => {
    expect(httpFailureAction(500, 'api/user')).toBe('alert');
    expect(httpFailureAction(429, 'api/qps-refund-keys/generate')).toBe('alert');
  });

  it('does not mistake a look-alike path for an auth call', () => {
    expect(httpFailureAction(403, 'api/merchant/auth')).toBe('logout');
    expect(httpFailureAction(409, 'api/report?next=api/session/auth')).toBe('privacy-policy');
  });
});

describe('response messages', () => {
  it('reads the common error body shapes', () => {
    expect(responseMessages('boom')).toEqual(['boom']);
    expect(responseMessages(['a', { message: 'b' }])).toEqual(['a', 'b']);
    expect(responseMessages({ message: 'c' })).toEqual(['c']);
    expect(responseMessages({ errors: [{ message: 'd' }, { message: 'e' }] })).toEqual(['d', 'e']);
    expect(responseMessages({ status: 500 })).toEqual([]);
    expect(responseMessages(null)).toEqual([]);
  });
});

describe('default call failure ("message from the response or the server-unavailable text; with no data the default operation error")', () => {
  it('shows the server message', () => {
    expect(defaultFailureMessage({ status: 400, data: { message: 'Bad date' } })).toEqual({ source: 'server', text: 'Bad date' });
  });

  it('falls back to the server-unavailable text when data has no message', () => {
    expect(defaultFailureMessage({ status: 500, data: { trace: 'x' } })).toEqual({ source: 'catalogue', key: 'serverNotAvailable' });
  });

  it('uses the operation error without data or response', () => {
    expect(defaultFailureMessage({ status: 500 })).toEqual({ source: 'catalogue', key: 'operationFailed' });
    expect(defaultFailureMessage(null)).toEqual({ source: 'catalogue', key: 'operationFailed' });
  });
});

describe('act and send-check failures', () => {
  it('"429 on act actions: show the server error as is"', () => {
    expect(actFailureMessage({ status: 429, data: { message: 'Too many acts' } })).toEqual({ source: 'server', text: 'Too many acts' });
  });

  it('"Other act errors: При отправке акта произошла ошибка"', () => {
    expect(actFailureMessage({ status: 500, data: { message: 'x' } })).toEqual({ source: 'catalogue', key: 'actFailed' });
    expect(actFailureMessage(undefined)).toEqual({ source: 'catalogue', key: 'actFailed' });
  });

  it('"429 on send-check: no message; otherwise В процессе отправки чеков произошла ошибка…"', () => {
    expect(sendCheckFailureMessage({ status: 429 })).toBeNull();
    expect(sendCheckFailureMessage({ status: 500 })).toEqual({ source: 'catalogue', key: 'sendCheckFailed' });
  });

  it('reports the act generation result', () => {
    expect(actGeneratedMessage(true)).toEqual({ source: 'catalogue', key: 'actGeneratedAndSent' });
    expect(actGeneratedMessage(false)).toEqual({ source: 'catalogue', key: 'actGeneratedNotSent' });
  });
});

describe('catalogue upload failures (spec §8)', () => {
  it('"status 500 with a non-number-format exception" → Server is not available', () => {
    expect(catalogueUploadFailureMessage({ status: 500, data: { message: 'NullPointerException' } })).toEqual({
      source: 'catalogue',
      key: 'serverNotAvailable',
    });
  });

  it('"number-format exception" → the file format message', () => {
    const data = { message: 'java.lang.NumberFormatException: For input string: "abc"' };
    expect(catalogueUploadFailureMessage({ status: 500, data })).toEqual({ source: 'catalogue', key: 'catalogueFileUnreadable' });
    expect(catalogueUploadFailureMessage({ status: 400, data })).toEqual({ source: 'catalogue', key: 'catalogueFileUnreadable' });
  });

  it('"other" → the first error message of the response, or Server is not available', () => {
    expect(catalogueUploadFailureMessage({ status: 400, data: [{ message: 'Row 3: no title' }, { message: 'Row 4' }] })).toEqual({
      source: 'server',
      text: 'Row 3: no title',
    });
    expect(catalogueUploadFailureMessage({ status: 400, data: {} })).toEqual({ source: 'catalogue', key: 'serverNotAvailable' });
  });

  it('"with no response" → Во время выполнения операции произошла ошибка', () => {
    expect(catalogueUploadFailureMessage(null)).toEqual({ source: 'catalogue', key: 'operationFailed' });
  });
});

describe('login wrong-password warning', () => {
  it('recognises a failure "mentioning WrongPasswordException"', () => {
    expect(isWrongPasswordFailure({ status: 401, data: { message: 'WrongPasswordException' } })).toBe(true);
    expect(isWrongPasswordFailure({ status: 401, data: { message: 'UserBlockedException' } })).toBe(false);
    expect(isWrongPasswordFailure(null)).toBe(false);
  });

  it('"with 3 or fewer attempts left a warning says … will block the IP after N attempts"', () => {
    expect(loginBlockWarning(1, 5)).toBeNull();
    expect(loginBlockWarning(2, 5)).toEqual({ attemptsLeft: 3, attemptsBeforeBlock: 5 });
    expect(loginBlockWarning(5, 5)).toEqual({ attemptsLeft: 0, attemptsBeforeBlock: 5 });
    expect(loginBlockWarning(9, 5)).toEqual({ attemptsLeft: 0, attemptsBeforeBlock: 5 });
  });
});

describe('close day ("code 00 shows success; 011 shows the description plus the host code and description; anything else shows the description")', () => {
  it('00 is success', () => {
    expect(closeDayOutcome({ code: '00', description: 'Day closed' })).toEqual({ tone: 'success', description: 'Day closed' });
  });

  it('011 adds the host code and description', () => {
    expect(
      closeDayOutcome({ code: '011', description: 'Host refused', hostResponseCode: '96', hostResponseDescription: 'System malfunction' }),
    ).toEqual({ tone: 'error', description: 'Host refused', hostResponseCode: '96', hostResponseDescription: 'System malfunction' });
  });

  it('anything else shows the description, and a failed call the default error', () => {
    expect(closeDayOutcome({ code: '05', description: 'Declined' })).toEqual({ tone: 'error', description: 'Declined' });
    expect(closeDayOutcome({ code: '0', description: 'Not 00' })).toEqual({ tone: 'error', description: 'Not 00' });
    expect(closeDayOutcome(null)).toEqual({ tone: 'error', key: 'operationFailed' });
  });
});
