import { createTranslator } from 'next-intl';
import { isTextKey, textOr } from '@/lib/i18n/text-keys';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';

type Bundle = { readonly [key: string]: string | Bundle };

/** Every text's path ('Operations.status.success'); a group that is no text is named by its texts. */
function textPaths(bundle: Bundle, prefix = ''): string[] {
  return Object.entries(bundle).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : textPaths(value, `${prefix}${key}.`)));
}

describe('the bundles (the keys are typed from ru.json: lib/i18n/app-config.d.ts)', () => {
  it('en.json has exactly the texts of ru.json, none missing, none more', () => {
    const russian = textPaths(ru);
    const english = new Set(textPaths(en));
    expect(russian.length).toBeGreaterThan(800);
    expect(russian.filter((path) => !english.has(path))).toEqual([]);
    expect([...english].filter((path) => !russian.includes(path))).toEqual([]);
  });

  it('the check itself sees a missing text, an extra one and a text that became a group', () => {
    const paths = (bundle: Bundle) => textPaths(bundle).sort();
    expect(paths({ A: { b: 'x', c: { d: 'y' } } })).toEqual(['A.b', 'A.c.d']);
    expect(paths({ A: { b: 'x' } })).not.toEqual(paths({ A: { b: 'x', c: 'y' } }));
    expect(paths({ A: { b: 'x' } })).not.toEqual(paths({ A: { b: { c: 'x' } } }));
  });
});

describe('a key built from data (lib/i18n/text-keys.ts)', () => {
  const t = createTranslator({ locale: 'ru', messages: ru, namespace: 'Operations' });

  it('is said when the bundle has it, and falls back to the given text when it has not', () => {
    expect(textOr(t, 'instrument.QPS', 'QPS')).toBe('СБП');
    expect(textOr(t, 'weekday.1', '1')).toBe('Понедельник');
    expect(textOr(t, 'instrument.Crypto', 'Crypto')).toBe('Crypto');
    expect(textOr(t, 'weekday.8', '8')).toBe('8');
  });

  it('narrows only what the bundle has, and nothing of another namespace', () => {
    expect(isTextKey(t, 'status.success')).toBe(true);
    expect(isTextKey(t, 'status.succeeded')).toBe(false);
    expect(isTextKey(t, 'loginLabel')).toBe(false);
  });
});
