import format from 'icu-minify/format';
import { precompileMessages } from '@/lib/i18n/precompile';
import ru from '@/messages/ru.json';

describe('precompiled messages (the browser gets no ICU parser)', () => {
  it('keeps the shape and formats plurals and arguments as ICU would', () => {
    const compiled = precompileMessages({ Auth: { attemptsWarning: ru.Auth.attemptsWarning, title: ru.Auth.title } }) as Record<string, Record<string, unknown>>;
    expect(compiled.Auth?.title).toBe('Вход в личный кабинет');
    const formatters = {
      getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
      getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
      getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
    };
    const text = format(compiled.Auth?.attemptsWarning as Parameters<typeof format>[0], 'ru', { count: 3 }, { formatters });
    expect(text).toContain('после 3 попыток');
  });

  it('a broken ICU string from a dictionary stays plain text', () => {
    const compiled = precompileMessages({ A: { b: 'Сломано {count, plural' } }) as Record<string, Record<string, unknown>>;
    expect(compiled.A?.b).toBe('Сломано {count, plural');
  });

  it('compiles every bundled message', () => {
    expect(() => precompileMessages(ru)).not.toThrow();
  });
});
