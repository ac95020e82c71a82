import type { Language } from '@/lib/acquiring/contract/reference-data';
import { bundledLocaleFor, chooseLocale, likelyLocale, mergeDictionary, type Messages } from '@/lib/i18n/locale';
import { FALLBACK_LOCALE } from '@/lib/shared/locale';

const languages: Language[] = [
  { id: 'ru', name: 'Русский', enabled: true },
  { id: 'en', name: 'English', enabled: true },
  { id: 'kk', name: 'Қазақша', enabled: false },
];

describe('chooseLocale: cookie if the tenant offers it, else the tenant default, else Russian', () => {
  it('the cookie wins when that language is enabled', () => {
    expect(chooseLocale('en', languages, 'ru')).toBe('en');
  });

  it('a disabled cookie language is ignored', () => {
    expect(chooseLocale('kk', languages, 'ru')).toBe('ru');
  });

  it('an unknown or hostile cookie is ignored', () => {
    expect(chooseLocale('de', languages, 'en')).toBe('en');
    expect(chooseLocale('../../etc/passwd', languages, 'en')).toBe('en');
    expect(chooseLocale('', languages, 'en')).toBe('en');
    expect(chooseLocale(undefined, languages, 'en')).toBe('en');
  });

  it('"GET api/language/defaultId" is used when enabled', () => {
    expect(chooseLocale(undefined, languages, 'en')).toBe('en');
  });

  it('without a usable default, Russian when the tenant offers it ("The interface is in Russian"), whatever the list order', () => {
    expect(chooseLocale(undefined, languages, 'kk')).toBe('ru');
    expect(chooseLocale(undefined, [languages[1]!, languages[0]!], null)).toBe('ru');
    expect(chooseLocale(undefined, [languages[1]!, languages[0]!], 'kk')).toBe('ru');
  });

  it('a tenant without Russian falls back to its first enabled language', () => {
    expect(chooseLocale(undefined, [languages[1]!, { id: 'ru', name: 'Русский', enabled: false }], null)).toBe('en');
  });

  it('no languages at all and no cookie → ru', () => {
    expect(FALLBACK_LOCALE).toBe('ru');
    expect(chooseLocale(undefined, [], 'en')).toBe('ru');
    expect(chooseLocale(undefined, [{ id: 'en', name: 'English', enabled: false }], 'en')).toBe('ru');
  });

  it('language ids that are not locale-shaped are never chosen', () => {
    const odd: Language[] = [{ id: 'en"><script>', name: 'x', enabled: true }];
    expect(chooseLocale('en"><script>', odd, 'en"><script>')).toBe('ru');
  });

  it("keeps a bundled language of the cookie when the tenant's list did not load (the API is down)", () => {
    expect(chooseLocale('en', [], null)).toBe('en');
    expect(chooseLocale('ru', [], 'en')).toBe('ru');
    // only a language the bundle has: anything else falls back to Russian
    expect(chooseLocale('kk', [], null)).toBe('ru');
    expect(chooseLocale('../../etc/passwd', [], null)).toBe('ru');
    expect(chooseLocale(undefined, [], null)).toBe('ru');
  });
});

describe('bundledLocaleFor', () => {
  it('ru and en have bundles; others use en', () => {
    expect(bundledLocaleFor('ru')).toBe('ru');
    expect(bundledLocaleFor('en')).toBe('en');
    expect(bundledLocaleFor('kk')).toBe('en');
  });
});

describe('mergeDictionary: the server dictionary overrides only existing string keys', () => {
  const bundle = (): Messages => ({
    Auth: { title: 'Вход', submit: 'Войти', nested: { deep: 'глубоко' } },
    Shell: { logout: 'Выйти' },
  });

  it('overrides an existing key', () => {
    const merged = mergeDictionary(bundle(), { 'Auth.title': 'Войти в кабинет', 'Auth.nested.deep': 'новое' });
    expect(merged).toEqual({
      Auth: { title: 'Войти в кабинет', submit: 'Войти', nested: { deep: 'новое' } },
      Shell: { logout: 'Выйти' },
    });
  });

  it('cannot add keys or namespaces', () => {
    const merged = mergeDictionary(bundle(), { 'Auth.extra': 'x', 'New.key': 'y', Top: 'z', 'Auth.title.sub': 'w' });
    expect(merged).toEqual(bundle());
  });

  it('cannot replace a namespace or a nested object with a string', () => {
    const merged = mergeDictionary(bundle(), { Auth: 'pwned', 'Auth.nested': 'pwned' });
    expect(merged).toEqual(bundle());
  });

  it('ignores non-string values', () => {
    const merged = mergeDictionary(bundle(), { 'Auth.title': 5, 'Auth.submit': { a: 'b' }, 'Shell.logout': null });
    expect(merged).toEqual(bundle());
  });

  it('ignores values over 2000 characters; 2000 is accepted', () => {
    expect(mergeDictionary(bundle(), { 'Auth.title': 'x'.repeat(2001) })).toEqual(bundle());
    expect((mergeDictionary(bundle(), { 'Auth.title': 'x'.repeat(2000) }).Auth as Messages).title).toHaveLength(2000);
  });

  it('does not mutate the bundle', () => {
    const original = bundle();
    const merged = mergeDictionary(original, { 'Auth.title': 'changed', 'Auth.nested.deep': 'changed' });
    expect(original).toEqual(bundle());
    expect(merged.Auth).not.toBe(original.Auth);
  });

  it('cannot pollute Object.prototype', () => {
    mergeDictionary(bundle(), { '__proto__.polluted': 'yes', 'constructor.prototype.polluted': 'yes', '__proto__.toString': 'x' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(typeof Object.prototype.toString).toBe('function');
  });

  it('works on the real ru bundle', async () => {
    const ru = (await import('@/messages/ru.json')).default as Messages;
    const merged = mergeDictionary(ru, { 'Auth.required': 'Заполните поле' });
    expect((merged.Auth as Messages).required).toBe('Заполните поле');
    expect((ru.Auth as Messages).required).toBe('Поле обязательно для заполнения');
  });
});

describe('likelyLocale: the dictionary asked for beside the language list (issue 19: one round trip, not two)', () => {
  it("the cookie's language when it looks like one, else Russian", () => {
    expect(likelyLocale('en')).toBe('en');
    expect(likelyLocale(undefined)).toBe('ru');
    expect(likelyLocale('../../etc')).toBe('ru');
  });
});
