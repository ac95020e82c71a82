/**
 * A jest transform for the barrels every component suite loads: the CommonJS indexes of `@chakra-ui/react`, its
 * theme and anatomy, and of `@ark-ui/react` and `@zag-js/*` (jest.config.mjs `LAZY_BARRELS`). Each requires every
 * module behind its exports when it loads (for the roots, hundreds of modules and state machines), although a
 * suite renders a handful. The production build never does that: Next's `optimizePackageImports` rewrites
 * `import { Button } from '@chakra-ui/react'` to the module that defines it, and the bundler drops what is unused.
 * Here an index keeps all its exports, in the same names, but each `require` and each top-level `const` built from
 * them runs when an export that needs it is first read (a getter), so a suite loads what it renders.
 *
 * The rewrite is plain text. lazy-barrel.test.ts runs real barrels both ways and compares what they export.
 * A module without a `require` line is left as it is.
 */
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');

const OWN_SOURCE = readFileSync(__filename);

/** `var name = require('path');`, `const …` or `let …`, alone on its line. */
const REQUIRE_LINE = /^(?:var|let|const) ([A-Za-z_$][\w$]*) = require\((['"])([^'"]+)\2\);$/;
/** `const name = value;` at the top level, on one line or more: a value built from the requires. */
const CONST_STATEMENT = /^const ([A-Za-z_$][\w$]*) = ([\s\S]+);$/;
/** `exports.Name = value;`, alone on its line: read when it runs, so it becomes a getter. */
const EXPORT_LINE = /^exports\.([A-Za-z_$][\w$]*) = ([^;]+);$/;
/** A name in code: not a property (`.name`), a key (`name:`) or a word of a string. */
const IDENTIFIER = /(?<![\w$.'"])[A-Za-z_$][\w$]*(?![\w$'":])/g;
/** An object literal's shorthand property, alone on its line: `  name,`. */
const SHORTHAND_LINE = /^(\s+)([A-Za-z_$][\w$]*)(,?)$/;

/** The top-level statements: a statement goes on over indented lines and lines that close a bracket. */
function statementsOf(source) {
  const statements = [];
  for (const line of source.split('\n')) {
    const continues = statements.length > 0 && /^(\s|[}\])])/.test(line);
    if (continues) statements[statements.length - 1] += `\n${line}`;
    else statements.push(line);
  }
  return statements;
}

/** A getter of `__lazyRequires` that computes `value` once, on first read. */
const lazyGetter = (name, value) => `  get ${name}() { const value = ${value}; Object.defineProperty(this, ${JSON.stringify(name)}, { value }); return value; },`;

/**
 * The barrel with its requires deferred: each required module and each top-level `const` becomes a getter of
 * `__lazyRequires`, each use of such a name (never a property, a key or a word of a string) reads that getter,
 * and each `exports.Name = …` becomes a getter of the export.
 */
function lazyBarrel(source) {
  const lazy = new Map();
  const rest = [];
  for (const statement of statementsOf(source)) {
    const required = REQUIRE_LINE.exec(statement);
    const constant = required ? null : CONST_STATEMENT.exec(statement);
    if (required) lazy.set(required[1], { required: true, value: `require(${JSON.stringify(required[3])})` });
    else if (constant) lazy.set(constant[1], { required: false, value: `(${constant[2]})` });
    else rest.push(statement);
  }
  // a module of the matched folders that requires nothing (a package's only file) stays as it is
  if (![...lazy.values()].some((entry) => entry.required)) return source;
  const deferred = (code) =>
    code
      .split('\n')
      .map((line) => {
        const shorthand = SHORTHAND_LINE.exec(line);
        if (shorthand && lazy.has(shorthand[2])) return `${shorthand[1]}${shorthand[2]}: __lazyRequires.${shorthand[2]}${shorthand[3]}`;
        return line.replace(IDENTIFIER, (word) => (lazy.has(word) ? `__lazyRequires.${word}` : word));
      })
      .join('\n');
  const getters = [...lazy].map(([name, { required, value }]) => lazyGetter(name, required ? value : deferred(value)));
  const body = rest.map((statement) => {
    const code = deferred(statement);
    const exported = EXPORT_LINE.exec(code);
    return exported ? `Object.defineProperty(exports, ${JSON.stringify(exported[1])}, { enumerable: true, get: () => ${exported[2]} });` : code;
  });
  return ['const __lazyRequires = {', ...getters, '};', ...body].join('\n');
}

module.exports = {
  process(source) {
    return { code: lazyBarrel(source) };
  },
  getCacheKey(source, filename) {
    return createHash('sha256').update(OWN_SOURCE).update('\0').update(filename).update('\0').update(source).digest('hex');
  },
  lazyBarrel,
};
