import type { TextKey } from '../i18n/text-keys';

/**
 * A text a form's alert shows, kept in state: the app's own by its message key (put into words when shown, so a
 * language switch — a refresh that keeps the page's state — says it in the new language), or the server's words as
 * they came (they are in whatever language the server speaks). `Key`: the keys of the translator that says it.
 */
export type ShownText<Key extends string> = { readonly key: Key; readonly values?: Readonly<Record<string, string | number>> } | { readonly text: string };

/** A text of the sign-in forms: a key of the `Auth` namespace, or the server's words. */
export type AuthText = ShownText<TextKey<'Auth'>>;

export function ownText<Key extends string>(key: Key, values?: Record<string, string | number>): ShownText<Key> {
  return values ? { key, values } : { key };
}

export function serverText(text: string): ShownText<never> {
  return { text };
}

/** Puts a {@link ShownText} into words with a namespace's translator (next-intl's `t`). */
export function wordsOf<Key extends string>(shown: ShownText<Key>, t: (key: Key, values?: Record<string, string | number>) => string): string {
  return 'text' in shown ? shown.text : t(shown.key, shown.values);
}
