/**
 * The lazy barrels (lazy-barrel.cjs, jest.config.mjs `LAZY_BARRELS`) are Chakra's, Ark's and Zag's own indexes
 * but for when their requires run: the same exports with the same values.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as chakra from '@chakra-ui/react';
import * as ark from '@ark-ui/react';

const { lazyBarrel } = jest.requireActual<{ lazyBarrel(source: string): string }>('./lazy-barrel.cjs');

type Exports = Record<string, unknown>;

/** Runs a module's text as CommonJS, its requires answered by jest's registry: what the barrel gives as written or rewritten. */
function run(code: string, file: string): Exports {
  const loaded = { exports: {} as Exports };
  const requireFrom = (specifier: string) => jest.requireActual<object>(specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : specifier);
  new Function('require', 'module', 'exports', code)(requireFrom, loaded, loaded.exports);
  return loaded.exports;
}

interface Anatomy {
  keys(): string[];
  build(): unknown;
}
const isAnatomy = (value: unknown): value is Anatomy => typeof value === 'object' && value !== null && 'build' in value && typeof value.build === 'function';

/** Every export read, so that getters give their values; an anatomy (whose methods are closures of each run) by its parts. */
const values = (exports: Exports) =>
  Object.fromEntries(Object.keys(exports).map((name) => {
    const value = exports[name];
    return [name, isAnatomy(value) ? { keys: value.keys(), built: value.build() } : value];
  }));

/** The export names an index's text declares, read without running it. */
function declaredExports(file: string): string[] {
  const source = readFileSync(require.resolve(file), 'utf8');
  const assigned = [...source.matchAll(/^exports\.([\w$]+) =/gm)].map((match) => match[1]!);
  const defined = [...source.matchAll(/^Object\.defineProperty\(exports, ["']([\w$]+)["']/gm)].map((match) => match[1]!);
  return [...new Set([...assigned, ...defined])].sort();
}

describe('the lazy barrels of Chakra, Ark and Zag in jest', () => {
  it.each([
    ['@chakra-ui/react', chakra as object],
    ['@ark-ui/react', ark as object],
  ])('%s keeps every export of its index', (name, loaded) => {
    const declared = declaredExports(name);
    expect(declared.length).toBeGreaterThan(100);
    expect(Object.keys(loaded).sort()).toEqual(expect.arrayContaining(declared));
  });

  it.each(['@chakra-ui/react/theme', '@chakra-ui/react/anatomy', '@ark-ui/react/checkbox', '@zag-js/checkbox'])(
    '%s gives, rewritten, what it gives as written',
    (specifier) => {
      const file = require.resolve(specifier);
      const source = readFileSync(file, 'utf8');
      const rewritten = lazyBarrel(source);
      expect(rewritten).not.toBe(source);
      const lazy = run(rewritten, file);
      const eager = values(run(source, file));
      expect(Object.keys(lazy).sort()).toEqual(Object.keys(eager).sort());
      expect(values(lazy)).toEqual(eager);
    },
  );

  it('gives what the defining module gives', () => {
    expect(chakra.Button).toBe(jest.requireActual<typeof chakra>('@chakra-ui/react/button').Button);
    expect(chakra.Dialog.Root).toBe(jest.requireActual<typeof chakra>('@chakra-ui/react/dialog').Dialog.Root);
    expect(typeof chakra.useDisclosure).toBe('function');
    expect(typeof ark.useEnvironmentContext).toBe('function');
  });

  it('defers each require and each value built from them until an export needs it', () => {
    const source = [
      "'use strict';",
      "var button = require('./button.cjs');",
      "var recipe = require('./recipe.cjs');",
      'const config = {',
      '  recipe,',
      '  size: recipe.size',
      '};',
      'exports.Button = button.Button;',
      'exports.config = config;',
    ].join('\n');
    const seen: string[] = [];
    const lazy: Exports = {};
    new Function('require', 'exports', lazyBarrel(source))((specifier: string) => {
      seen.push(specifier);
      return specifier === './button.cjs' ? { Button: 'the button' } : { size: 'md' };
    }, lazy);
    expect(seen).toEqual([]);
    expect(lazy.Button).toBe('the button');
    expect(seen).toEqual(['./button.cjs']);
    expect(lazy.config).toEqual({ recipe: { size: 'md' }, size: 'md' });
    expect(seen).toEqual(['./button.cjs', './recipe.cjs']);
    expect(lazy.Button).toBe('the button');
    expect(seen).toHaveLength(2);
  });

  it('leaves a module without a require line as it is', () => {
    const source = "'use strict';\nexports.parts = (...names) => names;";
    expect(lazyBarrel(source)).toBe(source);
  });
});
