/**
 * The sandbox and the start scripts run on Node's own TypeScript support, which resolves a relative import only
 * when it names its file (`../shared/locale.ts`); Next and jest resolve `../shared/locale` too, so a missing
 * extension passes the type check and every jest suite and stops the sandbox at its first start (it once failed
 * the whole browser-test run). Every value import reachable from those entries must name its file.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { importsOf, root } from './source-imports';

const ENTRIES = ['sandbox/main.ts', 'sandbox/reset.ts', 'scripts/server.mjs', 'e2e/support/server.mjs', 'scripts/bff-routes.ts'];

/** Relative value imports that name no file, per file, over everything the entries reach. */
function unnamedImports(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const unnamed: string[] = [];
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const { staticImports, dynamicImports } = importsOf(readFileSync(file, 'utf8'));
    for (const specifier of [...staticImports, ...dynamicImports]) {
      if (!specifier.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), specifier);
      if (!/\.(ts|mts|mjs|js|json)$/.test(specifier) || !existsSync(target)) {
        unnamed.push(`${path.relative(root, file)}: ${specifier}`);
        continue;
      }
      if (/\.(ts|mts|mjs|js)$/.test(target)) walk(target);
    }
  };
  entries.forEach((entry) => walk(path.join(root, entry)));
  expect(seen.size).toBeGreaterThan(50);
  return unnamed;
}

it('every value import the sandbox and the start scripts reach names its file, as Node requires', () => {
  expect(unnamedImports(ENTRIES)).toEqual([]);
});
