/** Issue 34: the code step says where the code went, masked; the full address never leaves the server. */
import { codeDestination, maskedEmail, maskedPhone } from '@/lib/account/code-destination';

const user = { loginEmail: 'merchant@demo.test', loginPhone: '+79990000002' } as const;
const session = (channel?: 'email' | 'phone', over: Partial<{ loginEmail: string; loginPhone: string }> = {}) =>
  ({ authenticationCodeChannel: channel, user: { ...user, ...over } }) as Parameters<typeof codeDestination>[0];

test('an e-mail keeps its domain and the first and last letters of the name', () => {
  expect(maskedEmail('merchant@demo.test')).toBe('m•••t@demo.test');
  expect(maskedEmail('ab@x.ru')).toBe('a•••@x.ru');
  expect(maskedEmail('a@x.ru')).toBe('a•••@x.ru');
  expect(maskedEmail('no-at-sign')).toBeNull();
  expect(maskedEmail('@x.ru')).toBeNull();
});

test('a phone keeps its country code and the last two digits, whatever its punctuation', () => {
  expect(maskedPhone('+79990000002')).toBe('+7 ••• •••-••-02');
  expect(maskedPhone('8 (999) 123-45-67')).toBe('+8 ••• •••-••-67');
  expect(maskedPhone('12345')).toBeNull();
});

test('the channel the API names picks the address; without one nothing is guessed', () => {
  expect(codeDestination(session('email'))).toBe('m•••t@demo.test');
  expect(codeDestination(session('phone'))).toBe('+7 ••• •••-••-02');
  expect(codeDestination(session())).toBeNull();
  expect(codeDestination(session('phone', { loginPhone: '' }))).toBeNull();
});

test('never the full address: no masked form contains the name part or more than the last two digits', () => {
  for (const email of ['merchant@demo.test', 'ivan.petrov@bank.example', 'xy@z.ru']) {
    const masked = maskedEmail(email) ?? '';
    expect(masked).not.toContain(email.split('@')[0]?.slice(0, 2) ?? '');
  }
  for (const phone of ['+79990000002', '+447911123456']) {
    const digits = (maskedPhone(phone) ?? '').replace(/\D/g, '');
    expect(digits.length).toBe(3);
  }
});
