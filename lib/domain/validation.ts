import { object, string } from 'yup';
import { fitsFraction, toMinorUnits } from './money.ts';
import { isEmailAddress } from './email.ts';
import { internationalPhone, type PhoneMask } from './phone-mask.ts';

/**
 * Validation messages (spec §5) by key. Schemas report the key; the UI translates it. The text is
 * the spec's wording where it gives one, and ours in the same style where it only names the rule.
 */
export const VALIDATION_MESSAGES = {
  required: 'Поле обязательно для заполнения',
  invalidEmail: 'Некорректный Email',
  enterEmail: 'Введите адрес электронной почты',
  enterPhone: 'Введите номер телефона',
  enterEmailOrPhone: 'Введите адрес электронной почты или номер телефона',
  maxLength100: 'Длина поля не должна превышать 100 символов',
  length8to14: 'Длина поля должна быть от 8 до 14 символов',
  passwordsMismatch: 'Пароли не совпадают',
  urlRequired: 'Необходимо ввести url',
  maxLength128: 'Длина поля не должна превышать 128 символов',
  maxLength64: 'Длина поля не должна превышать 64 символа',
  alphanumericOnly: 'Допустимы только латинские буквы и цифры, без кириллицы и специальных символов',
  digitsOnly: 'Допустимы только цифры',
  lettersOnly: 'Допустимы только буквы',
  mustBeNumber: 'Значение должно быть числом',
  mustNotBeNegative: 'Значение не может быть отрицательным',
  unitMismatch: 'Число не соответствует выбранной единице измерения',
  currencyMismatch: 'Число не соответствует выбранной валюте',
  priceAboveZero: 'Цена должна быть больше нуля',
  invalidRestoreCode: 'Некорректный код восстановления',
  passwordTooShort: 'Пароль должен содержать не менее {min} символов',
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

const message = (key: ValidationMessageKey): ValidationMessageKey => key;

const requiredText = (key: ValidationMessageKey = 'required') => string().trim().required(message(key));

// ---------------------------------------------------------------------------------------------
// Contacts (send-check by phone or e-mail)
// ---------------------------------------------------------------------------------------------

/** Digits only after the plus, 7 to 15 of them, not starting with 0 (E.164). */
export const INTERNATIONAL_PHONE = /^\+[1-9]\d{6,14}$/;

export function isInternationalPhone(input: string, mask?: PhoneMask): boolean {
  return INTERNATIONAL_PHONE.test(internationalPhone(input, mask));
}

const emailCheck = string().email();

/** Yup's e-mail check and the API's (lib/domain/email.ts: a domain with a top-level part, not `a@b`). */
export function isEmail(input: string): boolean {
  const value = input.trim();
  return value !== '' && isEmailAddress(value) && emailCheck.isValidSync(value);
}

/** An e-mail check for a field whose emptiness the required rule reports. */
const emailOrEmpty = (value: string | undefined) => !value || isEmail(value);

export type ContactKind = 'email' | 'phone' | 'emailOrPhone';

/**
 * A contact field; the value validates (and casts) to the trimmed e-mail or the international phone,
 * read through the tenant's phone mask (the setting's default when none is given).
 */
export function contactSchema(kind: ContactKind, mask?: PhoneMask) {
  switch (kind) {
    case 'email':
      return requiredText('enterEmail').test('email', message('enterEmail'), emailOrEmpty);
    case 'phone':
      return requiredText('enterPhone')
        .transform((value: string) => internationalPhone(value, mask))
        .matches(INTERNATIONAL_PHONE, message('enterPhone'));
    case 'emailOrPhone':
      return requiredText('enterEmailOrPhone')
        .transform((value: string) => (value.includes('@') ? value : internationalPhone(value, mask)))
        .test('email-or-phone', message('enterEmailOrPhone'), (value) =>
          value === undefined ? false : isEmail(value) || INTERNATIONAL_PHONE.test(value),
        );
  }
}

// ---------------------------------------------------------------------------------------------
// Generate act form (spec §5)
// ---------------------------------------------------------------------------------------------

/** Connection interfaces offered by the generate-act form (spec §2). */
export const ACT_CONNECTION_INTERFACES = ['INTE', 'MOBI', 'ECOMM', 'MULTI'] as const;

export type ActConnectionInterface = (typeof ACT_CONNECTION_INTERFACES)[number];

/** Latin letters and digits; spaces separate words. No Cyrillic, no special characters. */
export const ALPHANUMERIC = /^[A-Za-z0-9]+( [A-Za-z0-9]+)*$/;
export const DIGITS_ONLY = /^\d+$/;
/** Latin letters; spaces separate words (the certificate fields are ASCII). */
export const LETTERS_ONLY = /^[A-Za-z]+( [A-Za-z]+)*$/;

/** Every field is required (spec §5 table). */
export const generateActSchema = object({
  companyName: requiredText().max(100, message('maxLength100')),
  companyAddress: requiredText().max(100, message('maxLength100')),
  companyAdminName: requiredText().max(100, message('maxLength100')),
  countryName: requiredText(),
  state: requiredText(),
  localityName: requiredText().max(128, message('maxLength128')).matches(ALPHANUMERIC, message('alphanumericOnly')),
  organizationName: requiredText().max(64, message('maxLength64')).matches(ALPHANUMERIC, message('alphanumericOnly')),
  organizationUnitName: requiredText()
    .min(8, message('length8to14'))
    .max(14, message('length8to14'))
    .matches(DIGITS_ONLY, message('digitsOnly')),
  commonName: requiredText().max(64, message('maxLength64')).matches(LETTERS_ONLY, message('lettersOnly')),
  email: requiredText().test('email', message('invalidEmail'), emailOrEmpty),
});

// ---------------------------------------------------------------------------------------------
// Product amounts (spec §5 field messages; scaling as in money.ts)
// ---------------------------------------------------------------------------------------------

const NUMBER_TEXT = /^-?\d*([.,]\d*)?$/;

function isNumberText(value: string): boolean {
  return NUMBER_TEXT.test(value) && /\d/.test(value);
}

/** A price above zero with no more decimals than the currency has. */
export function priceSchema(currencyFraction: number) {
  return requiredText()
    .test('number', message('mustBeNumber'), (value) => value === undefined || isNumberText(value))
    .test('currency', message('currencyMismatch'), (value) => value === undefined || !isNumberText(value) || fitsFraction(value, currencyFraction))
    .test('positive', message('priceAboveZero'), (value) => {
      const minor = value === undefined ? null : toMinorUnits(value, currencyFraction);
      return minor === null || minor > 0;
    });
}

/** An optional non-negative stock with no more decimals than the unit of measure allows. */
export function stockSchema(exponent: number) {
  return string()
    .trim()
    .test('number', message('mustBeNumber'), (value) => !value || isNumberText(value))
    .test('unit', message('unitMismatch'), (value) => !value || !isNumberText(value) || fitsFraction(value, exponent))
    .test('non-negative', message('mustNotBeNegative'), (value) => {
      const scaled = value ? toMinorUnits(value, exponent) : null;
      return scaled === null || scaled >= 0;
    });
}
