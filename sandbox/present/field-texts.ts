/**
 * The host's answers about a form field that several calls share (the storefront, operators, the act, receipts,
 * grants), once per language: the Russian ones are the spec's and the UI's own (lib/domain/validation.ts).
 */
export interface FieldTexts {
  required: string;
  maxLength64: string;
  maxLength100: string;
  maxLength128: string;
  digitsOnly: string;
  invalidEmail: string;
  enterEmail: string;
  enterPhone: string;
  foreignMerchant: string;
}

export const FIELD_TEXTS: Readonly<Record<'ru' | 'en', FieldTexts>> = {
  ru: {
    required: 'Поле обязательно для заполнения',
    maxLength64: 'Длина поля не должна превышать 64 символа',
    maxLength100: 'Длина поля не должна превышать 100 символов',
    maxLength128: 'Длина поля не должна превышать 128 символов',
    digitsOnly: 'Допустимы только цифры',
    invalidEmail: 'Некорректный Email',
    enterEmail: 'Введите адрес электронной почты',
    enterPhone: 'Введите номер телефона',
    foreignMerchant: 'Торговая точка не принадлежит вашей организации',
  },
  en: {
    required: 'This field is required',
    maxLength64: 'The field must not exceed 64 characters',
    maxLength100: 'The field must not exceed 100 characters',
    maxLength128: 'The field must not exceed 128 characters',
    digitsOnly: 'Digits only',
    invalidEmail: 'Invalid e-mail',
    enterEmail: 'Enter an e-mail address',
    enterPhone: 'Enter a phone number',
    foreignMerchant: 'The outlet does not belong to your organisation',
  },
};
