import { bundledLocaleFor, LANGUAGE_COOKIE, likelyLocale, type BundledLocale } from './locale';

/** The texts of an error page that renders without next-intl (its messages are what failed to come). */
export interface FallbackErrorTexts {
  title: string;
  text: string;
  reload: string;
}

/**
 * The catalogues' Errors.technicalError, Errors.technicalErrorText and Errors.reload for the two answers that
 * render outside next-intl: the middleware's plain 500 page and the root's last-resort error page. A table, not
 * the catalogues themselves, so that neither carries every text of the product (a test keeps them equal).
 */
export const FALLBACK_ERROR_TEXTS: Readonly<Record<BundledLocale, FallbackErrorTexts>> = {
  ru: { title: 'Техническая ошибка', text: 'Что-то пошло не так. Попробуйте обновить страницу.', reload: 'Обновить' },
  en: { title: 'Technical error', text: 'Something went wrong. Try reloading the page.', reload: 'Reload' },
};

/** The fallback texts in the language the language cookie names (Russian without one, English for any other). */
export function fallbackErrorTexts(languageCookie: string | undefined): { language: BundledLocale; texts: FallbackErrorTexts } {
  const language = bundledLocaleFor(likelyLocale(languageCookie));
  return { language, texts: FALLBACK_ERROR_TEXTS[language] };
}

/** The language cookie's value in a `document.cookie` string; undefined when it is missing or malformed. */
export function languageCookieOf(cookies: string): string | undefined {
  const entry = cookies.split(/;\s*/).find((item) => item.startsWith(`${LANGUAGE_COOKIE}=`));
  if (entry === undefined) return undefined;
  try {
    return decodeURIComponent(entry.slice(LANGUAGE_COOKIE.length + 1));
  } catch {
    return undefined;
  }
}
