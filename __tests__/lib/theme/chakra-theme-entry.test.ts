import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * lib/theme/chakra-theme-entry.mjs stands in for `@chakra-ui/react/theme` in the bundle (next.config.mjs): the
 * package's entry less its aggregates (`recipes`, `slotRecipes`, `defaultThemeConfig`), which held every recipe
 * in every page's first-load JS. These tests keep the stand-in equal to the installed package's entry.
 */
const root = path.resolve(__dirname, '..', '..', '..');
const themeDir = path.join(root, 'node_modules', '@chakra-ui', 'react', 'dist', 'esm', 'theme');
const packageEntry = readFileSync(path.join(themeDir, 'index.js'), 'utf8');
const standIn = readFileSync(path.join(root, 'lib', 'theme', 'chakra-theme-entry.mjs'), 'utf8');
const AGGREGATES = new Set(['recipes.js', 'slot-recipes.js']);
const COLOURS = new Set(['tokens/colors.js', 'semantic-tokens/colors.js']);

/** `export { name } from './file'` and `import { name } from './file'` lines: name → file (relative to theme/). */
function reExports(source: string, prefix: string, keyword: 'export' | 'import'): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = new RegExp(`^${keyword} \\{ (\\w+) \\} from '${prefix.replace(/[.\\/]/g, '\\$&')}([^']+)';$`, 'gm');
  for (const [, name = '', file = ''] of source.matchAll(pattern)) found.set(name, file);
  return found;
}

describe("the bundle's stand-in for @chakra-ui/react/theme", () => {
  const prefix = '../../node_modules/@chakra-ui/react/dist/esm/theme/';

  it('re-exports every recipe, slot recipe and part the package entry re-exports, from the same file', () => {
    const expected = reExports(packageEntry, './', 'export');
    expect(expected.size).toBeGreaterThan(70);
    expect(reExports(standIn, prefix, 'export')).toEqual(expected);
  });

  it('builds tokens and semantic tokens from the same files as the package, and nothing from the aggregates', () => {
    const packageImports = new Map([...reExports(packageEntry, './', 'import')].filter(([, file]) => !AGGREGATES.has(file) && !COLOURS.has(file)));
    expect(reExports(standIn, prefix, 'import')).toEqual(packageImports);
    // The colours are the neutral ones the product keeps (lib/theme/neutral-colors.ts), under the package's names.
    expect(standIn).toContain("import { neutralColors as colors } from './neutral-colors.ts';");
    expect(standIn).toContain("import { neutralRoles as semanticColors } from './neutral-colors.ts';");
    expect([...reExports(packageEntry, './', 'import')].filter(([, file]) => COLOURS.has(file))).toEqual([
      ['semanticColors', 'semantic-tokens/colors.js'],
      ['colors', 'tokens/colors.js'],
    ]);
    const objectOf = (source: string, name: string) => source.slice(source.indexOf(`const ${name} = {`), source.indexOf('};', source.indexOf(`const ${name} = {`)));
    for (const name of ['tokens', 'semanticTokens']) expect(objectOf(standIn, name)).toBe(objectOf(packageEntry, name));
    expect(standIn).not.toMatch(/\/(?:recipes|slot-recipes)\.js'|defineConfig\(/);
  });

  /*
   * The stand-in reads files under the package's dist/esm, which are no public export and may move or change in any
   * release; its public exports (`@chakra-ui/react/theme`) would bring the default config and every recipe back
   * (29 KiB gzip in every page). So it is pinned to the version it was written for. On an upgrade of
   * @chakra-ui/react:
   *   1. set the exact new version in package.json (no ^ or ~) and install it;
   *   2. run this file: where the package's theme/index.js re-exports or imports other files now, copy its lines into
   *      lib/theme/chakra-theme-entry.mjs (prefix ../../node_modules/@chakra-ui/react/dist/esm/theme/), keeping out
   *      recipes.js, slot-recipes.js and defineConfig, and the colours from ./neutral-colors.ts;
   *   3. check that Chakra's colour tokens still equal the neutral ones (__tests__/lib/theme/neutral-colors.test.ts),
   *      and the narrowed tabs recipe still equals Chakra's (__tests__/components/operations/status-tabs.test.tsx);
   *   4. `npm run theme:css`, then `BENCH_ONLY=js npm run bench`: first-load JS must not grow;
   *   5. write the new version in the stand-in's header, which this test reads.
   */
  it('is pinned to the exact @chakra-ui/react version it was written for', () => {
    const pinned = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies['@chakra-ui/react'];
    const installed = (JSON.parse(readFileSync(path.join(root, 'node_modules', '@chakra-ui', 'react', 'package.json'), 'utf8')) as { version: string }).version;
    const writtenFor = /Written for @chakra-ui\/react (\d+\.\d+\.\d+)\b/.exec(standIn)?.[1];
    const upgrade = 'lib/theme/chakra-theme-entry.mjs was written for another @chakra-ui/react: follow the upgrade steps above this test';
    expect({ pinned, installed, writtenFor, upgrade }).toEqual({ pinned: writtenFor, installed: writtenFor, writtenFor: expect.stringMatching(/^\d+\.\d+\.\d+$/), upgrade });
  });

  it('names only files that exist, and the bundler is told to use it', () => {
    for (const file of [...reExports(standIn, prefix, 'export').values(), ...reExports(standIn, prefix, 'import').values()]) {
      expect(existsSync(path.join(themeDir, file))).toBe(true);
    }
    expect(readFileSync(path.join(root, 'next.config.mjs'), 'utf8')).toContain("'@chakra-ui/react/theme': './lib/theme/chakra-theme-entry.mjs'");
  });
});
