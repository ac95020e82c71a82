import {
  ACT_DISPLAY_ROWS,
  ACT_FILE_MAX_BYTES,
  ACT_FORM_FIELDS,
  actDateLine,
  actDisplayValue,
  actFailureAlert,
  actFileProblem,
  actFormInitialValues,
  actPrefillFrom,
  formatActDate,
  generateActRequest,
  isActConnectionInterface,
} from '@/lib/account/acts';
import { COUNTRY_CODES, countryOptions, flagEmoji, isCountryCode, matchesCountry, searchCountries } from '@/lib/account/acts-countries';
import { generateActSchema, VALIDATION_MESSAGES } from '@/lib/domain/validation';
import type { Act } from '@/lib/acquiring/contract/acts';

const ACT: Act = {
  actId: 17,
  actDayNumber: 4,
  actMonthName: 'мая',
  actYear: 2026,
  companyName: 'ООО «Демо Ритейл»',
  companyAddress: 'г. Москва, ул. Тверская, д. 1',
  companyAdminName: 'Мерчантова Ольга Сергеевна',
  bankAdminName: 'Банкиров Андрей Викторович',
  certUniqNumber: 'A1B2',
  certStartDate: '2026-05-04',
  certEndDate: '2027-05-03',
  certAlgorithm: 'ECDSA P-256',
  certEncryptionLib: 'OpenSSL 3.0',
  certPublicKey: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----',
  certAttestation: 'УЦ',
};

describe('act prefill and request (spec §2, §3)', () => {
  it('prefills name, real address, full name, tax number and login e-mail; the rest starts empty', () => {
    const prefill = actPrefillFrom(
      { fullName: 'Мерчантова Ольга Сергеевна', loginEmail: 'merchant@demo.test' },
      { name: 'ООО «Демо Ритейл»', realAddress: 'г. Москва', inn: '7701234567' },
    );
    expect(prefill).toEqual({
      companyName: 'ООО «Демо Ритейл»',
      companyAddress: 'г. Москва',
      companyAdminName: 'Мерчантова Ольга Сергеевна',
      organizationUnitName: '7701234567',
      email: 'merchant@demo.test',
    });
    const values = actFormInitialValues(prefill);
    expect(Object.keys(values)).toEqual([...ACT_FORM_FIELDS]);
    expect(values).toMatchObject({ countryName: '', state: '', localityName: '', organizationName: '', commonName: '' });
  });

  it('without a company only the person is prefilled', () => {
    expect(actPrefillFrom({ fullName: 'Холдингов И. И.', loginEmail: null }, null)).toEqual({
      companyName: '', companyAddress: '', companyAdminName: 'Холдингов И. И.', organizationUnitName: '', email: '',
    });
  });

  it('the request carries the ten fields of spec §3, trimmed', () => {
    const request = generateActRequest({ ...actFormInitialValues(), companyName: '  ООО  ', state: 'MOBI', countryName: 'RU', email: ' a@b.ru ' });
    expect(Object.keys(request).sort()).toEqual(
      ['commonName', 'companyAddress', 'companyAdminName', 'companyName', 'countryName', 'email', 'localityName', 'organizationName', 'organizationUnitName', 'state'],
    );
    expect(request).toMatchObject({ companyName: 'ООО', state: 'MOBI', email: 'a@b.ru' });
  });

  it('connection interfaces are INTE, MOBI, ECOMM, MULTI', () => {
    expect(['INTE', 'MOBI', 'ECOMM', 'MULTI'].every(isActConnectionInterface)).toBe(true);
    expect(isActConnectionInterface('POS')).toBe(false);
  });
});

describe('generateActSchema (spec §5) with the act form values', () => {
  const valid = {
    ...actFormInitialValues({ companyName: 'ООО', companyAddress: 'Москва', companyAdminName: 'Иванов', organizationUnitName: '12345678', email: 'a@b.ru' }),
    countryName: 'RU', state: 'INTE', localityName: 'Moscow', organizationName: 'Demo 1', commonName: 'Ivan Ivanov',
  };
  const errorsOf = (over: Record<string, string>) => {
    try {
      generateActSchema.validateSync({ ...valid, ...over }, { abortEarly: false });
      return {};
    } catch (error) {
      const inner = (error as { inner: { path: string; message: string }[] }).inner;
      return Object.fromEntries(inner.map((e) => [e.path, VALIDATION_MESSAGES[e.message as keyof typeof VALIDATION_MESSAGES]]));
    }
  };

  it('passes the prefilled + chosen values', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('gives each message of the table', () => {
    expect(errorsOf({ countryName: '', state: '' })).toEqual({ countryName: 'Поле обязательно для заполнения', state: 'Поле обязательно для заполнения' });
    expect(errorsOf({ companyName: 'x'.repeat(101) }).companyName).toBe('Длина поля не должна превышать 100 символов');
    expect(errorsOf({ organizationUnitName: '1234567' }).organizationUnitName).toBe('Длина поля должна быть от 8 до 14 символов');
    expect(errorsOf({ email: 'nope' }).email).toBe('Некорректный Email');
  });
});

describe('act file (spec §5 "File input")', () => {
  it('is required, non-empty and at most 5 MB', () => {
    expect(actFileProblem(null)).toBe('fileRequired');
    expect(actFileProblem({ size: 0 })).toBe('fileEmpty');
    expect(actFileProblem({ size: 1 })).toBeNull();
    expect(actFileProblem({ size: ACT_FILE_MAX_BYTES })).toBeNull();
    expect(actFileProblem({ size: ACT_FILE_MAX_BYTES + 1 })).toBe('fileTooLarge');
  });
});

describe('act display (spec §2 "Show act dialog", §3 "Act as displayed")', () => {
  it('formats the dates and the act date line', () => {
    expect(formatActDate('2026-05-04')).toBe('04.05.2026');
    expect(formatActDate('someday')).toBe('someday');
    expect(actDateLine(ACT)).toBe('«04» мая 2026 г.');
    expect(actDateLine(ACT, 'ru')).toBe('«04» мая 2026 г.');
  });

  it('in English the act date line has the day in English words, no Russian (issue 21)', () => {
    expect(actDateLine(ACT, 'en')).toBe('May 4, 2026');
    expect(actDisplayValue(ACT, 'actDate', 'en')).toBe('May 4, 2026');
    expect(actDateLine({ ...ACT, actMonthName: 'декабря', actDayNumber: 31 }, 'en')).toBe('December 31, 2026');
    // a month name the contract does not know is shown as it came, without the Russian «» and г.
    expect(actDateLine({ ...ACT, actMonthName: 'Mai' }, 'en')).toBe('4 Mai 2026');
  });

  it('shows every field of the act', () => {
    expect(ACT_DISPLAY_ROWS.map((row) => actDisplayValue(ACT, row))).toEqual([
      '17', '«04» мая 2026 г.', ACT.companyName, ACT.companyAddress, ACT.companyAdminName, ACT.bankAdminName, 'A1B2',
      '04.05.2026', '03.05.2027', 'ECDSA P-256', 'OpenSSL 3.0', ACT.certPublicKey, 'УЦ',
    ]);
    const shown = new Set<string>(ACT_DISPLAY_ROWS);
    for (const field of Object.keys(ACT)) {
      expect(shown.has(field) || ['actDayNumber', 'actMonthName', 'actYear'].includes(field)).toBe(true);
    }
  });
});

describe('act failures (spec §8)', () => {
  it('429 shows the server text as is; other failures the act error; handled statuses nothing', () => {
    expect(actFailureAlert({ status: 429, body: { message: 'Слишком много запросов' } })).toEqual({ source: 'server', text: 'Слишком много запросов' });
    expect(actFailureAlert({ status: 400, body: { message: 'bad' } })).toEqual({ source: 'catalogue', key: 'actFailed' });
    expect(actFailureAlert({ status: 500, body: null })).toEqual({ source: 'catalogue', key: 'actFailed' });
    expect(actFailureAlert({ status: 429, body: null })).toEqual({ source: 'catalogue', key: 'actFailed' });
    for (const status of [0, 401, 502, 504]) expect(actFailureAlert({ status, body: null })).toBeNull();
    expect(actFailureAlert({ status: 403, body: { action: 'logout' } })).toBeNull();
  });
});

describe('countries (spec §2 "country dropdown with flags and search")', () => {
  it('has unique ISO codes and regional-indicator flags', () => {
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    expect(COUNTRY_CODES.length).toBeGreaterThan(240);
    expect(flagEmoji('RU')).toBe('🇷🇺');
    expect(flagEmoji('kz')).toBe('🇰🇿');
    expect(flagEmoji('RUS')).toBe('');
    expect(isCountryCode('RU')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
  });

  it('names countries in the interface language, sorted', () => {
    const ru = countryOptions('ru');
    expect(ru.find((o) => o.value === 'RU')).toEqual({ value: 'RU', label: 'Россия', flag: '🇷🇺' });
    const labels = ru.map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'ru')));
    expect(countryOptions('en').find((o) => o.value === 'DE')?.label).toBe('Germany');
  });

  it('searches by name (case- and ё-insensitive) or by code', () => {
    const ru = countryOptions('ru');
    const found = (q: string) => ru.filter((o) => matchesCountry(o, q)).map((o) => o.value);
    expect(found('рос')).toContain('RU');
    expect(found('КАЗАХ')).toEqual(['KZ']);
    expect(found('by')).toEqual(['BY']);
    expect(found('')).toHaveLength(ru.length);
    expect(found('zzzz')).toEqual([]);
  });

  it('ranks the code, then names starting with the query, then word starts, then the rest', () => {
    const ru = countryOptions('ru');
    expect(searchCountries(ru, 'ро').map((o) => o.label).slice(0, 1)).toEqual(['Россия']);
    expect(searchCountries(ru, 'ru')[0]?.value).toBe('RU');
    const ranked = searchCountries(ru, 'ко').map((o) => o.label);
    expect(ranked.indexOf('Колумбия')).toBeLessThan(ranked.indexOf('Марокко'));
    expect(searchCountries(ru, '')).toHaveLength(ru.length);
  });
});
