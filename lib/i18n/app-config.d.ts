import type ru from '../../messages/ru.json';

/**
 * The message keys are typed from the Russian bundle, the default and complete one (en.json has the same keys, see
 * __tests__/lib/i18n/messages.test.ts): a misspelt or missing key in `t('…')` fails the type-check, not a screen.
 */
declare module 'next-intl' {
  interface AppConfig {
    Messages: typeof ru;
    // Any language a tenant lists (spec §1), not only the bundled two: a language without a bundle reads the English one.
    Locale: string;
  }
}
