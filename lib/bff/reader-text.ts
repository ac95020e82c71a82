import 'server-only';
import { answerTexts, answerTextsOf } from '../i18n/answer-texts';
import { userLocale } from '../i18n/reader';
import { bundledLocaleFor, LANGUAGE_COOKIE, likelyLocale } from '../i18n/locale';
import { withinCall, type BffContext } from './handler';
import ru from '../../messages/ru.json';
import en from '../../messages/en.json';

/** The reader's language, as the screens pick it (the language cookie when the tenant offers it), within the call's deadline. */
export function readerLocale(context: BffContext): Promise<string> {
  return userLocale(context.alias, context.request.cookies.get(LANGUAGE_COOKIE)?.value, withinCall(context));
}

/** A text of the BFF's own answer in the reader's language (issue 21), as the screens pick it. */
export async function readerText(context: BffContext, path: string, values?: Record<string, number>): Promise<string> {
  return (await answerTexts(context.alias, context.request.cookies.get(LANGUAGE_COOKIE)?.value, withinCall(context)))(path, values);
}

/**
 * A text of a refusal that reaches no upstream at all (a body too large, a grant the role may not change): the
 * bundled catalogue in the language the cookie names. A refused call spends no lookup of the tenant's languages.
 */
export function refusalText(context: BffContext, path: string): string {
  const locale = bundledLocaleFor(likelyLocale(context.request.cookies.get(LANGUAGE_COOKIE)?.value));
  return answerTextsOf(locale === 'ru' ? ru : en, locale)(path);
}
