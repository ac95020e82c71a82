import { answerTextsOf } from '@/lib/i18n/answer-texts';
import ru from '@/messages/ru.json';
import en from '@/messages/en.json';

describe("the BFF's own texts (issue 21: no Russian in the English interface)", () => {
  it('formats a catalogue text with its arguments in the language', () => {
    expect(answerTextsOf(en, 'en')('Bff.codeResendWait', { minutes: 4 })).toBe('You can request a new code in 4 min.');
    expect(answerTextsOf(ru, 'ru')('Bff.codeResendWait', { minutes: 4 })).toBe('Повторно отправить код можно через 4 мин.');
  });

  it('no English text of the BFF has Cyrillic, and both catalogues have the same ones', () => {
    expect(Object.keys(en.Bff)).toEqual(Object.keys(ru.Bff));
    for (const key of Object.keys(en.Bff)) expect(answerTextsOf(en, 'en')(`Bff.${key}`, { minutes: 1 })).not.toMatch(/[А-Яа-яЁё]/);
  });

  it("a bank's dictionary text is used as merged; a missing text shows its path", () => {
    expect(answerTextsOf({ Bff: { codeResendWait: 'Try again in {minutes} minutes' } }, 'en')('Bff.codeResendWait', { minutes: 4 })).toBe('Try again in 4 minutes');
    expect(answerTextsOf({}, 'en')('Bff.required')).toBe('Bff.required');
  });
});
