import { FALLBACK_ERROR_TEXTS, fallbackErrorTexts, languageCookieOf } from '@/lib/i18n/fallback-texts';
import ru from '@/messages/ru.json';
import en from '@/messages/en.json';

describe('the error texts of the pages outside next-intl (issue 21: no Russian in English)', () => {
  it.each([
    ['ru', ru],
    ['en', en],
  ] as const)('are the %s catalogue texts', (language, catalogue) => {
    expect(FALLBACK_ERROR_TEXTS[language]).toEqual({
      title: catalogue.Errors.technicalError,
      text: catalogue.Errors.technicalErrorText,
      reload: catalogue.Errors.reload,
    });
  });

  it('follow the language cookie: Russian without one, English for English and any other language', () => {
    expect(fallbackErrorTexts(undefined).language).toBe('ru');
    expect(fallbackErrorTexts('ru').texts.title).toBe('Техническая ошибка');
    expect(fallbackErrorTexts('en').texts.title).toBe('Technical error');
    expect(fallbackErrorTexts('kk').language).toBe('en');
    expect(fallbackErrorTexts('<script>').language).toBe('ru');
    expect(Object.values(fallbackErrorTexts('en').texts).join(' ')).not.toMatch(/[А-Яа-яЁё]/);
  });
});

describe('languageCookieOf (the root error page reads the cookie in the browser)', () => {
  it('finds the language cookie among others, and nothing in a malformed one', () => {
    expect(languageCookieOf('tz=Europe%2FMoscow; language=en; theme=dark')).toBe('en');
    expect(languageCookieOf('language=ru')).toBe('ru');
    expect(languageCookieOf('xlanguage=en')).toBeUndefined();
    expect(languageCookieOf('language=%E0')).toBeUndefined();
    expect(languageCookieOf('')).toBeUndefined();
  });
});
