import en from '@/messages/en.json';
import ru from '@/messages/ru.json';

type Bundle = { readonly [key: string]: string | Bundle };

/** Every text's path ('Operations.status.success'); a group that is no text is named by its texts. */
function textPaths(bundle: Bundle, prefix = ''): string[] {
  return Object.entries(bundle).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : textPaths(value, `${prefix}${key}.`)));
}

describe('the bundles', () => {
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
