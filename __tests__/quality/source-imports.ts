import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The checkout's root. */
export const root = path.resolve(__dirname, '..', '..');
const SOURCE = /\.(ts|tsx)$/;

/** The project file an import specifier names (`@/…` or relative), or null for a package. */
export function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, path.join(base, 'index.tsx'), path.join(base, 'index.ts')]) {
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Value imports and re-exports of a source (`import type` left out): the static ones, then the `import()`s. */
export function importsOf(source: string): { staticImports: string[]; dynamicImports: string[] } {
  const staticImports = [...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^'";]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm)].map((match) => (match[1] ?? match[2]) as string);
  const dynamicImports = [...source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1] as string);
  return { staticImports, dynamicImports };
}

/** The layouts, pages and boundaries of the app. */
export function routeFiles(dir = path.join(root, 'app')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return /^(page|layout|error|not-found|global-error)\.tsx$/.test(name) ? [full] : [];
  });
}
