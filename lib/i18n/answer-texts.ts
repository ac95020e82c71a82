import 'server-only';
import format from 'icu-minify/format';
import { compileOnce } from './precompile';
import { userLocale, userMessages, type Fallible } from './reader';
import { catalogueTexts } from '../operations/report-columns';

export type AnswerValues = Record<string, string | number>;
/** A catalogue text by its full path ("Bff.required") with its arguments; the path itself when the catalogue has none. */
export type AnswerText = (path: string, values?: AnswerValues) => string;

const FORMATTERS = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
};

/** The texts of a catalogue (already merged with the tenant's dictionary) in `locale`, formatted as the screens format them. */
export function answerTextsOf(messages: object, locale: string): AnswerText {
  const texts = catalogueTexts(messages);
  return (path, values) => {
    const message = texts(path);
    if (message === undefined) return path;
    const formatted = format(compileOnce(message) as Parameters<typeof format>[0], locale, values, { formatters: FORMATTERS });
    return Array.isArray(formatted) ? formatted.join('') : String(formatted);
  };
}

/**
 * The texts of the BFF's own answers (issue 21: no Russian in the English interface) in the reader's language, as
 * the screens pick it: the language cookie when the tenant offers it, the tenant's dictionary over the bundle.
 */
export async function answerTexts(alias: string | null, languageCookie: string | undefined, within?: Fallible): Promise<AnswerText> {
  const locale = await userLocale(alias, languageCookie, within);
  return answerTextsOf(await userMessages(alias, locale, within), locale);
}
