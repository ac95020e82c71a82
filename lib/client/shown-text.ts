/**
 * A text a form's alert shows, kept in state: the app's own by its message key (put into words when shown, so a
 * language switch — a refresh that keeps the page's state — says it in the new language), or the server's words as
 * they came (they are in whatever language the server speaks).
 */
export type ShownText = { readonly key: string; readonly values?: Readonly<Record<string, string | number>> } | { readonly text: string };

export function ownText(key: string, values?: Record<string, string | number>): ShownText {
  return values ? { key, values } : { key };
}

export function serverText(text: string): ShownText {
  return { text };
}

/** Puts a {@link ShownText} into words with a namespace's translator (next-intl's `t`). */
export function wordsOf(shown: ShownText, t: (key: string, values?: Record<string, string | number>) => string): string {
  return 'text' in shown ? shown.text : t(shown.key, shown.values);
}
