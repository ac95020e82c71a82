/**
 * Issue 20: framer-motion "never on the critical path: first load carries none of it". No layout, page or
 * boundary reaches framer-motion (or the Motion provider) through static imports; motion comes in chunks
 * loaded on demand (`import()`, next/dynamic), and its features load on demand again (components/ui/motion.tsx).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importsOf, resolveImport, root, routeFiles } from './source-imports';

/** The first static path from `file` to framer-motion, or null. */
function staticPathToMotion(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const specifier of importsOf(readFileSync(file, 'utf8')).staticImports) {
    if (specifier === 'framer-motion' || specifier.startsWith('framer-motion/')) return [path.relative(root, file)];
    const target = resolveImport(file, specifier);
    const rest = target ? staticPathToMotion(target, seen) : null;
    if (rest) return [path.relative(root, file), ...rest];
  }
  return null;
}

describe('framer-motion stays off every first load', () => {
  it('the scan finds framer-motion where it is (components/ui/motion.tsx)', () => {
    expect(staticPathToMotion(path.join(root, 'components/ui/motion.tsx'))).toEqual(['components/ui/motion.tsx']);
  });

  it.each(routeFiles().map((file) => path.relative(root, file)))('%s reaches no framer-motion by static imports', (file) => {
    expect(staticPathToMotion(path.join(root, file))).toBeNull();
  });
});
