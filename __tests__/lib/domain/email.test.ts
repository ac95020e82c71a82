import { EMAIL_MAX_LENGTH, isEmailAddress } from '@/lib/domain/email';

describe('an e-mail address as the API takes it (spec §5 "valid e-mail")', () => {
  it.each(['user@example.com', 'ivan.petrov+acts@bank.ru', 'operator@demo.test', 'a@b.co'])('%s is one', (value) => {
    expect(isEmailAddress(value)).toBe(true);
  });

  it.each(['a@b', 'user@example.r', 'user@', '@example.com', 'user example@mail.ru', 'user@@example.com', ''])('%j is not', (value) => {
    expect(isEmailAddress(value)).toBe(false);
  });

  it(`at most ${EMAIL_MAX_LENGTH} characters`, () => {
    const local = 'a'.repeat(EMAIL_MAX_LENGTH - '@bank.ru'.length);
    expect(isEmailAddress(`${local}@bank.ru`)).toBe(true);
    expect(isEmailAddress(`a${local}@bank.ru`)).toBe(false);
  });
});
