/**
 * `@chakra-ui/react` for jest (jest.config.mjs maps the bare specifier here): the same exports as Chakra's CommonJS
 * index, each loaded when a test first reads it instead of all at once when the index loads.
 *
 * The index requires every component of Chakra (264 modules and their Ark and Zag machines) before a test can render
 * one; a component suite uses a few dozen. Loading them all cost each component suite most of a second of CPU.
 * This module reads the index's own text, so it follows Chakra's upgrades: every `var x = require('…')` names a module,
 * every export names one of those vars and a property; here each export is a getter that requires its module first.
 * An index this reader does not understand fails loudly (chakra-lazy.test.ts also compares the exports with the
 * real index's).
 */
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS module, as jest's registry loads it */

const path = require('node:path');
const fs = require('node:fs');

const indexFile = require.resolve('@chakra-ui/react/package.json', { paths: [__dirname] }).replace(/package\.json$/, 'dist/cjs/index.cjs');
const source = fs.readFileSync(indexFile, 'utf8');

/** The var of each `require` line, with what it requires. */
const modules = new Map();
for (const [, name, specifier] of source.matchAll(/^var ([\w$]+) = require\('([^']+)'\);$/gm)) modules.set(name, specifier);

function load(specifier) {
  // The index's default system, which jest builds on first use (chakra-preset.ts, mapped for the real index too).
  if (specifier === './preset.cjs') return require('./chakra-preset.ts');
  return require(specifier.startsWith('.') ? path.join(path.dirname(indexFile), specifier) : specifier);
}

function define(name, variable, property) {
  const specifier = modules.get(variable);
  if (specifier === undefined) throw new Error(`chakra-lazy: export ${name} reads ${variable}, which no require line names`);
  Object.defineProperty(exports, name, {
    enumerable: true,
    get: () => (property === undefined ? load(specifier) : load(specifier)[property]),
  });
}

const EXPORT_LINE = /^exports\.([\w$]+) = ([\w$]+)(?:\.([\w$]+))?;$/gm;
const EXPORT_GETTER = /^Object\.defineProperty\(exports, "([\w$]+)", \{\n\tenumerable: true,\n\tget: function \(\) \{ return ([\w$]+)(?:\.([\w$]+))?; \}\n\}\);$/gm;
let count = 0;
for (const [, name, variable, property] of [...source.matchAll(EXPORT_LINE), ...source.matchAll(EXPORT_GETTER)]) {
  define(name, variable, property);
  count += 1;
}

const statements = (source.match(/^exports\.|^Object\.defineProperty\(exports, /gm) ?? []).length;
if (count !== statements) throw new Error(`chakra-lazy: read ${count} of the index's ${statements} exports; Chakra's index changed its form`);
