// `npm run bff:routes`: writes the BFF's route files, one per forwarded path of the endpoint table
// (lib/bff/route-files.ts), and removes the generated files of paths the table no longer has.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GENERATED_HEADER, ROUTE_FILES, routeFileSource } from '../lib/bff/route-files.ts';

const root = path.resolve(import.meta.dirname, '..');

/** The generated route files now in app/api (they start with the header). */
function generatedFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return generatedFiles(file);
    return entry.name === 'route.ts' && readFileSync(file, 'utf8').startsWith(GENERATED_HEADER) ? [file] : [];
  });
}

const wanted = new Set(ROUTE_FILES.map((file) => path.join(root, file.file)));
for (const stale of generatedFiles(path.join(root, 'app', 'api')).filter((file) => !wanted.has(file))) {
  rmSync(stale);
  // the folders it leaves empty go too
  for (let dir = path.dirname(stale); readdirSync(dir).length === 0; dir = path.dirname(dir)) rmSync(dir, { recursive: true });
  console.log(`removed ${path.relative(root, stale)}`);
}
for (const file of ROUTE_FILES) {
  const target = path.join(root, file.file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, routeFileSource(file));
}
console.log(`wrote ${ROUTE_FILES.length} route files in app/api`);
