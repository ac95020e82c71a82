import type { Messages, MessageKeys, NestedKeyOf } from 'next-intl';

/** The text keys of a namespace, nested ones by their path: `TextKey<'Operations'>` has 'filterCurrency', 'status.success', …. */
export type TextKey<Namespace extends keyof Messages> = MessageKeys<Messages[Namespace], NestedKeyOf<Messages[Namespace]>>;

/** A text's full path, namespace first ('Errors.operationFailed'): what `useTranslations()` without a namespace reads. */
export type TextPath = MessageKeys<Messages, NestedKeyOf<Messages>>;

/** A translator (next-intl's `t`) as far as a key built at run time needs it. */
interface Translates<Key extends string> {
  (key: Key): string;
  has(key: Key): boolean;
}

/**
 * Whether a key built from data — an instrument name the API lists, a weekday number, a form library's error string —
 * names one of the translator's texts. The bundle answers at run time (`t.has`); only then is the key the translator's
 * type. Such a key ends in the data's value under a group of texts, so what the bundle has there is a text.
 */
export function isTextKey<Key extends string>(t: Pick<Translates<Key>, 'has'>, key: string): key is Key {
  return t.has(key as Key);
}

/** The text of a key built from data, or `fallback` when the bundle has none (an instrument the API added since). */
export function textOr<Key extends string>(t: Translates<Key>, key: string, fallback: string): string {
  return isTextKey(t, key) ? t(key) : fallback;
}
