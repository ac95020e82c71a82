/**
 * Issue 36 §1: "No path literal is left outside" the endpoint table. A path of the acquiring API (`'api/…'`,
 * `"api/…"` or `` `api/…` `` in code, a comment aside; the BFF's own URLs below `/api/` are the app's, not the API's) may be written only in lib/acquiring/endpoints.ts, and the BFF's
 * own routes only in lib/bff/own-routes.ts; every other caller names an endpoint.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');
const SCANNED = ['lib', 'components', 'app'];
const TABLES = new Set(['lib/acquiring/endpoints.ts', 'lib/bff/own-routes.ts']);
/** A string or template that starts with a path of the API below the tenant root (`api/…`, no leading slash). */
const PATH_LITERAL = /['"`]api\/[A-Za-z]/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' || entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** The code of a file without its comments (line and block), so a comment may still name a call. */
export function codeOf(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

export function literalLines(text: string): string[] {
  return codeOf(text)
    .split('\n')
    .filter((line) => PATH_LITERAL.test(line))
    .map((line) => line.trim());
}

describe('the endpoint table is the only place an API path is written', () => {
  it('finds a path literal in code and not in a comment', () => {
    expect(literalLines("const a = api('api/user/list');")).toHaveLength(1);
    expect(literalLines('const a = `api/transaction/${type}`;')).toHaveLength(1);
    expect(literalLines("const a = 'api/session/state';")).toHaveLength(1);
    expect(literalLines("// spec §7 'api/user/list'\n/** `api/user` */\nconst a = 1;")).toHaveLength(0);
  });

  it('no file of lib/, components/ or app/ but the tables writes one', () => {
    const found = SCANNED.flatMap((folder) => sourceFiles(join(ROOT, folder)))
      .map((file) => relative(ROOT, file).split('\\').join('/'))
      .filter((file) => !TABLES.has(file))
      .flatMap((file) => literalLines(readFileSync(join(ROOT, file), 'utf8')).map((line) => `${file}: ${line}`));
    expect(found).toEqual([]);
  });
});
