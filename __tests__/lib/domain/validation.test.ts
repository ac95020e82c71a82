import { ValidationError } from 'yup';
import {
  ACT_CONNECTION_INTERFACES,
  VALIDATION_MESSAGES,
  contactSchema,
  generateActSchema,
  isEmail,
  isInternationalPhone,
  priceSchema,
  stockSchema,
} from '@/lib/domain/validation';
import { internationalPhone, parsePhoneMask } from '@/lib/domain/phone-mask';
import { changePasswordSchema } from '@/lib/account/change-password-schema';

/** The error keys per field, or {} when valid. */
async function fieldErrors(schema: { validate(value: unknown, options: { abortEarly: false }): Promise<unknown> }, value: unknown) {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string[]> = {};
    for (const inner of error.inner) (errors[inner.path ?? ''] ??= []).push(inner.message);
    return errors;
  }
}

describe('messages (spec §5)', () => {
  it.each([
    ['required', 'Поле обязательно для заполнения'],
    ['invalidEmail', 'Некорректный Email'],
    ['enterEmail', 'Введите адрес электронной почты'],
    ['enterPhone', 'Введите номер телефона'],
    ['enterEmailOrPhone', 'Введите адрес электронной почты или номер телефона'],
    ['maxLength100', 'Длина поля не должна превышать 100 символов'],
    ['length8to14', 'Длина поля должна быть от 8 до 14 символов'],
    ['passwordsMismatch', 'Пароли не совпадают'],
    ['urlRequired', 'Необходимо ввести url'],
  ] as const)('%s reads "%s"', (key, text) => {
    expect(VALIDATION_MESSAGES[key]).toBe(text);
  });
});

describe('phone ("a plus is prepended when missing, then validated as an international number")', () => {
  it('prepends the plus and drops formatting', () => {
    expect(internationalPhone('7 (916) 123-45-67')).toBe('+79161234567');
    expect(internationalPhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(internationalPhone('  ')).toBe('');
  });

  it("reads the national number through the tenant's mask, with the Russian defaults (issue 21)", () => {
    // the setting's default mask +7 (###) ###-##-##: +7 before 10 digits, a leading 8 becomes +7
    expect(internationalPhone('9991112233')).toBe('+79991112233');
    expect(internationalPhone('89991112233')).toBe('+79991112233');
    expect(internationalPhone('8 (999) 111-22-33', parsePhoneMask('+7 (###) ###-##-##'))).toBe('+79991112233');
    // another mask: its own prefix and length; the 8 rule is the +7 mask's alone
    const belarus = parsePhoneMask('+375 (##) ###-##-##');
    expect(internationalPhone('291234567', belarus)).toBe('+375291234567');
    expect(internationalPhone('8291234567', belarus)).toBe('+8291234567');
    // neither the national length nor the trunk form: the plus only, and the international check decides
    expect(internationalPhone('999111223')).toBe('+999111223');
    expect(isInternationalPhone('12')).toBe(false);
  });

  it('accepts international numbers only', () => {
    expect(isInternationalPhone('79161234567')).toBe(true);
    expect(isInternationalPhone('+0123456789')).toBe(false);
    expect(isInternationalPhone('+12345')).toBe(false);
    expect(isInternationalPhone('+1234567890123456')).toBe(false);
    expect(isInternationalPhone('+7916abc4567')).toBe(false);
  });
});

describe('contact fields', () => {
  it('e-mail: "Введите адрес электронной почты"', async () => {
    const schema = contactSchema('email');
    await expect(schema.validate(' user@example.com ')).resolves.toBe('user@example.com');
    await expect(schema.validate('user@')).rejects.toThrow('enterEmail');
    await expect(schema.validate('')).rejects.toThrow('enterEmail');
    // the API's e-mail has a domain with a top-level part (lib/domain/email.ts)
    await expect(schema.validate('user@example')).rejects.toThrow('enterEmail');
    await expect(schema.validate('user@example.r')).rejects.toThrow('enterEmail');
  });

  it('phone: "Введите номер телефона", valid values come back normalised', async () => {
    const schema = contactSchema('phone');
    await expect(schema.validate('7 916 123 45 67')).resolves.toBe('+79161234567');
    await expect(schema.validate('12')).rejects.toThrow('enterPhone');
    await expect(schema.validate('')).rejects.toThrow('enterPhone');
  });

  it('either: "Введите адрес электронной почты или номер телефона"', async () => {
    const schema = contactSchema('emailOrPhone');
    await expect(schema.validate('user@example.com')).resolves.toBe('user@example.com');
    await expect(schema.validate('79161234567')).resolves.toBe('+79161234567');
    await expect(schema.validate('not a contact')).rejects.toThrow('enterEmailOrPhone');
    await expect(schema.validate('a@b')).rejects.toThrow('enterEmailOrPhone');
    await expect(schema.validate('')).rejects.toThrow('enterEmailOrPhone');
  });

  it('isEmail', () => {
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('a@')).toBe(false);
    expect(isEmail('')).toBe(false);
  });
});

describe('generate act form (spec §5 table, "all fields required")', () => {
  const valid = {
    companyName: 'ООО «Ромашка»',
    companyAddress: 'г. Москва, ул. Ленина, д. 1',
    companyAdminName: 'Иванов Иван Иванович',
    countryName: 'RU',
    state: 'MOBI',
    localityName: 'Moscow',
    organizationName: 'Romashka LLC',
    organizationUnitName: '7701234567',
    commonName: 'Ivan Ivanov',
    email: 'act@example.com',
  };

  it('accepts a complete form', async () => {
    expect(await fieldErrors(generateActSchema, valid)).toEqual({});
  });

  it('requires every field', async () => {
    const empty = Object.fromEntries(Object.keys(valid).map((key) => [key, '  ']));
    const errors = await fieldErrors(generateActSchema, empty);
    expect(Object.keys(errors).sort()).toEqual(Object.keys(valid).sort());
    for (const messages of Object.values(errors)) expect(messages).toContain('required');
  });

  it.each(['companyName', 'companyAddress', 'companyAdminName'])(
    '%s: max 100 characters, "Длина поля не должна превышать 100 символов"',
    async (field) => {
      expect(await fieldErrors(generateActSchema, { ...valid, [field]: 'я'.repeat(100) })).toEqual({});
      expect(await fieldErrors(generateActSchema, { ...valid, [field]: 'я'.repeat(101) })).toEqual({ [field]: ['maxLength100'] });
    },
  );

  it('localityName: max 128, alphanumeric', async () => {
    expect(await fieldErrors(generateActSchema, { ...valid, localityName: 'a'.repeat(129) })).toEqual({ localityName: ['maxLength128'] });
    expect(await fieldErrors(generateActSchema, { ...valid, localityName: 'Москва' })).toEqual({ localityName: ['alphanumericOnly'] });
    expect(await fieldErrors(generateActSchema, { ...valid, localityName: 'Saint-Petersburg' })).toEqual({
      localityName: ['alphanumericOnly'],
    });
  });

  it('organizationName: max 64, alphanumeric', async () => {
    expect(await fieldErrors(generateActSchema, { ...valid, organizationName: 'A'.repeat(65) })).toEqual({
      organizationName: ['maxLength64'],
    });
    expect(await fieldErrors(generateActSchema, { ...valid, organizationName: 'Romashka & Co' })).toEqual({
      organizationName: ['alphanumericOnly'],
    });
  });

  it('organizationUnitName: 8 to 14 digits, "Длина поля должна быть от 8 до 14 символов"', async () => {
    expect(await fieldErrors(generateActSchema, { ...valid, organizationUnitName: '12345678' })).toEqual({});
    expect(await fieldErrors(generateActSchema, { ...valid, organizationUnitName: '12345678901234' })).toEqual({});
    expect(await fieldErrors(generateActSchema, { ...valid, organizationUnitName: '1234567' })).toEqual({
      organizationUnitName: ['length8to14'],
    });
    expect(await fieldErrors(generateActSchema, { ...valid, organizationUnitName: '123456789012345' })).toEqual({
      organizationUnitName: ['length8to14'],
    });
    expect(await fieldErrors(generateActSchema, { ...valid, organizationUnitName: '12345678a' })).toEqual({
      organizationUnitName: ['digitsOnly'],
    });
  });

  it('commonName: max 64, letters only', async () => {
    expect(await fieldErrors(generateActSchema, { ...valid, commonName: 'Ivan2' })).toEqual({ commonName: ['lettersOnly'] });
    expect(await fieldErrors(generateActSchema, { ...valid, commonName: 'a'.repeat(65) })).toEqual({ commonName: ['maxLength64'] });
  });

  it('email: "Некорректный Email"', async () => {
    expect(await fieldErrors(generateActSchema, { ...valid, email: 'nope' })).toEqual({ email: ['invalidEmail'] });
    expect(await fieldErrors(generateActSchema, { ...valid, email: 'a@b' })).toEqual({ email: ['invalidEmail'] });
    expect(await fieldErrors(generateActSchema, { ...valid, email: `${'a'.repeat(247)}@bank.ru` })).toEqual({ email: ['invalidEmail'] });
  });

  it('offers the connection interfaces INTE, MOBI, ECOMM and MULTI (spec §2)', () => {
    expect(ACT_CONNECTION_INTERFACES).toEqual(['INTE', 'MOBI', 'ECOMM', 'MULTI']);
  });
});

describe('change password form (spec §5)', () => {
  it('requires the current, new and repeated password', async () => {
    expect(await fieldErrors(changePasswordSchema({ restoration: false }), {})).toEqual({
      oldPassword: ['required'],
      newPassword: ['required'],
      repeatPassword: ['required'],
    });
  });

  it('"the two must match, otherwise Пароли не совпадают"', async () => {
    const schema = changePasswordSchema({ restoration: false });
    expect(await fieldErrors(schema, { oldPassword: 'old', newPassword: 'New-pass1', repeatPassword: 'New-pass2' })).toEqual({
      repeatPassword: ['passwordsMismatch'],
    });
    expect(await fieldErrors(schema, { oldPassword: 'old', newPassword: 'New-pass1', repeatPassword: 'New-pass1' })).toEqual({});
  });

  it('does not trim passwords', async () => {
    const schema = changePasswordSchema({ restoration: false });
    expect(await fieldErrors(schema, { oldPassword: 'old', newPassword: 'passwd ', repeatPassword: 'passwd' })).toEqual({
      repeatPassword: ['passwordsMismatch'],
    });
  });

  it('says a new password shorter than the API takes (6 characters) before sending it', async () => {
    const schema = changePasswordSchema({ restoration: false });
    expect(await fieldErrors(schema, { oldPassword: 'old', newPassword: 'abcde', repeatPassword: 'abcde' })).toEqual({
      newPassword: ['passwordTooShort'],
    });
    expect(await fieldErrors(schema, { oldPassword: 'old', newPassword: 'abcdef', repeatPassword: 'abcdef' })).toEqual({});
    expect(VALIDATION_MESSAGES.passwordTooShort.replace('{min}', '6')).toBe('Пароль должен содержать не менее 6 символов');
  });

  it('"current password … ignored in restoration mode"; "token required in restoration mode when not prefilled"', async () => {
    expect(await fieldErrors(changePasswordSchema({ restoration: true }), { newPassword: 'abcdef', repeatPassword: 'abcdef' })).toEqual({
      token: ['required'],
    });
    expect(
      await fieldErrors(changePasswordSchema({ restoration: true, tokenPrefilled: true }), { newPassword: 'abcdef', repeatPassword: 'abcdef' }),
    ).toEqual({});
  });

  it('a typed restore code has the form of a link token (the BFF refuses any other)', async () => {
    const schema = changePasswordSchema({ restoration: true });
    const passwords = { newPassword: 'abcdef', repeatPassword: 'abcdef' };
    expect(await fieldErrors(schema, { ...passwords, token: 'short' })).toEqual({ token: ['invalidRestoreCode'] });
    expect(await fieldErrors(schema, { ...passwords, token: 'код-восстановления' })).toEqual({ token: ['invalidRestoreCode'] });
    expect(await fieldErrors(schema, { ...passwords, token: '  Abc_123-xyz  ' })).toEqual({});
    expect(VALIDATION_MESSAGES.invalidRestoreCode).toBe('Некорректный код восстановления');
  });
});

describe('product amounts ("number does not match the chosen unit of measure / currency", "price must be above zero")', () => {
  it('price: a number, within the currency fraction, above zero', async () => {
    const schema = priceSchema(2);
    await expect(schema.validate('12,50')).resolves.toBe('12,50');
    await expect(schema.validate('')).rejects.toThrow('required');
    await expect(schema.validate('abc')).rejects.toThrow('mustBeNumber');
    await expect(schema.validate('1.005')).rejects.toThrow('currencyMismatch');
    await expect(schema.validate('0')).rejects.toThrow('priceAboveZero');
    await expect(schema.validate('-1')).rejects.toThrow('priceAboveZero');
  });

  it('stock: optional, a non-negative number within the unit exponent', async () => {
    const schema = stockSchema(3);
    await expect(schema.validate('')).resolves.toBe('');
    await expect(schema.validate(undefined)).resolves.toBeUndefined();
    await expect(schema.validate('2,125')).resolves.toBe('2,125');
    await expect(schema.validate('x')).rejects.toThrow('mustBeNumber');
    await expect(schema.validate('2.1255')).rejects.toThrow('unitMismatch');
    await expect(schema.validate('-1')).rejects.toThrow('mustNotBeNegative');
  });
});
